import { mayShareRecords } from '@itinera/domain';
import { IconCalendar, IconCalendarPlus, IconMapPin } from '@tabler/icons-react';
import { LazyDatePickerInput } from '../../../components/lazy-date-picker-input';
import { DISPLAY_DATE, ListFilters } from '../../../components/list-kit/list-filters';
import { lazyCombobox } from '../../../components/lazy-combobox';
import { LazySelect as Select } from '../../../components/lazy-select';
import { placeLabel } from '../../../lib/catalogue/place-label';
import { useLocation } from '../../../lib/catalogue/search-locations';
import { DURATION_OPTIONS } from '../../../lib/trip-length';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { useRoles } from '../../../lib/use-auth';
import { QUOTE_LIST, type ItineraryType, type QuoteFilters } from './quote-list-state';
import { STATUS_OPTIONS } from '../../../components/quote-status-badge';

interface Named {
  id: number;
  name: string;
}
interface Country {
  id: number;
  location_name: string;
  location_code: string;
}

// The list's combobox fields are fetched on first use, with Mantine's Combobox under them (decision
// 0072); their stand-ins draw them closed. Their lists are asked for here, as the fields ask.
const IdsFilter = lazyCombobox(
  () => import('../../../components/list-kit/ids-filter').then((m) => m.IdsFilter),
  (p) => ({
    label: p.label,
    placeholder: p.anyText,
    text: p.value.length ? null : '',
    w: p.w,
    searchable: p.nothingFound !== undefined,
  }),
);
const ClientFilter = lazyCombobox(
  () => import('../../../components/list-kit/client-filter').then((m) => m.ClientFilter),
  (p) => ({ label: 'Client', placeholder: 'Any client', text: p.value ? null : '', w: p.w, searchable: true }),
);
const LocationSearchSelect = lazyCombobox(
  () => import('../../../components/location-search-select').then((m) => m.LocationSearchSelect),
  (p) => ({
    label: p['aria-label'] ?? '',
    placeholder: p.placeholder,
    text: p.value ? null : '',
    w: typeof p.w === 'number' ? p.w : undefined,
    leftSection: p.leftSection,
    searchable: true,
  }),
);

/** Spec 01 §3 itinerary types, as the list's `type`. */
const TYPE_OPTIONS = [
  { value: '1', label: 'Quotes' },
  { value: '2', label: 'Example itineraries' },
  { value: '3', label: 'Modules' },
  { value: '4', label: 'Experiences' },
];

/** The toolbar above the quotes table: one search box (code or title) and the filters of the spec's list query. */
export function QuotesFilters({ value, onChange }: { value: QuoteFilters; onChange: (next: QuoteFilters) => void }) {
  // The itinerary type filter is the staff's (contract §3: admins gain it): they see every template,
  // where others would meet the company's shared ones, which open from the template screens only.
  const staff = mayShareRecords(useRoles());
  const countries = useCatalogueList<Country>('/tenant/location/countries');
  const tags = useCatalogueList<Named>('/tenant/itinerary-tags');
  // ClientFilter's own list, under its key: asked for with the screen, as before its field was lazy.
  useCatalogueList<Named>('/tenant/clients', { limit: 500 });
  // A place read from the address is known by its id only: its name comes from the server.
  const place = useLocation(value.location);
  const set = (patch: Partial<QuoteFilters>) => onChange({ ...value, ...patch });

  return (
    <ListFilters
      kind={QUOTE_LIST}
      searchPlaceholder="Type itinerary code or title"
      value={value}
      onChange={onChange}
      clearActionType="quotes-clear-filters"
    >
      {staff && (
        <Select
          aria-label="Itinerary type"
          data={TYPE_OPTIONS}
          value={String(value.type)}
          onChange={(v) => set({ type: Number(v ?? 1) as ItineraryType })}
          allowDeselect={false}
          w={180}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <IdsFilter
        label="Status"
        anyText="Any status"
        data={STATUS_OPTIONS}
        value={value.statuses}
        onChange={(statuses) => set({ statuses })}
        w={220}
      />
      <ClientFilter value={value.client} onChange={(client) => set({ client })} w={200} />
      <Select
        aria-label="Country"
        placeholder="Any country"
        data={(countries.data?.data ?? []).map((c) => ({ value: c.location_code, label: c.location_name }))}
        value={value.country}
        onChange={(country) => set({ country })}
        searchable
        clearable
        nothingFoundMessage="No country matches"
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
      <LocationSearchSelect
        aria-label="Place"
        placeholder="Any place"
        leftSection={<IconMapPin size={16} />}
        value={value.location}
        valueLabel={place.data ? placeLabel(place.data.data) : null}
        onChange={(location) => set({ location })}
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label="Length"
        placeholder="Any length"
        data={DURATION_OPTIONS}
        value={value.numDay ? String(value.numDay) : null}
        onChange={(v) => set({ numDay: v ? Number(v) : null })}
        clearable
        w={130}
        comboboxProps={{ withinPortal: true }}
      />
      <IdsFilter
        label="Tags"
        anyText="Any tag"
        data={(tags.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        value={value.tags}
        onChange={(tags) => set({ tags })}
        w={190}
        nothingFound="No tag matches"
      />
      <LazyDatePickerInput
        type="range"
        aria-label="Start date between"
        placeholder="Start date between"
        leftSection={<IconCalendar size={16} />}
        valueFormat={DISPLAY_DATE}
        value={[value.from, value.to]}
        onChange={([from, to]) => set({ from: from ?? null, to: to ?? null })}
        allowSingleDateInRange
        clearable
        w={270}
        popoverProps={{ withinPortal: true }}
      />
      <LazyDatePickerInput
        aria-label="Created on"
        placeholder="Created on"
        leftSection={<IconCalendarPlus size={16} />}
        valueFormat={DISPLAY_DATE}
        value={value.creation}
        onChange={(creation) => set({ creation: creation ?? null })}
        clearable
        w={170}
        popoverProps={{ withinPortal: true }}
      />
    </ListFilters>
  );
}
