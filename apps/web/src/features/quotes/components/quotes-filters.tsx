import { mayShareRecords } from '@itinera/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { IconCalendar, IconCalendarPlus, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LazyDatePickerInput } from '../../../components/lazy-date-picker-input';
import { DateRangeFilter } from '../../../components/list-kit/date-range-filter';
import { DISPLAY_DATE, ListFilters } from '../../../components/list-kit/list-filters';
import { lazyCombobox } from '../../../components/lazy-combobox';
import { LazySelect as Select } from '../../../components/lazy-select';
import { placeLabel } from '../../../lib/catalogue/place-label';
import { useLocation } from '../../../lib/catalogue/search-locations';
import { useDurationOptions } from '../../../lib/trip-length';
import { catalogueListQueryOptions, useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { i18n } from '../../../lib/i18n';
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
  // The stand-in is drawn with its parent, which redraws on a language change (useTranslation below).
  (p) => ({
    label: i18n.t('list.client'),
    placeholder: i18n.t('list.anyClient'),
    text: p.value ? null : '',
    w: p.w,
    searchable: true,
  }),
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

/** Spec 01 §3 itinerary types, as the list's `type`: their labels are quotes:filters.types.*. */
const TYPE_OPTIONS = [
  { value: '1', key: 'quotes' },
  { value: '2', key: 'examples' },
  { value: '3', key: 'modules' },
  { value: '4', key: 'experiences' },
];

/** The toolbar above the quotes table: one search box (code or title) and the filters of the spec's list query. */
export function QuotesFilters({ value, onChange }: { value: QuoteFilters; onChange: (next: QuoteFilters) => void }) {
  // The itinerary type filter is the staff's (original-client.md §3: admins gain it): they see every template,
  // where others would meet the company's shared ones, which open from the template screens only.
  const { t } = useTranslation('quotes');
  const durations = useDurationOptions();
  const staff = mayShareRecords(useRoles());
  // ClientFilter's own list, under its key: asked for with the screen, as before its field was lazy.
  // Asked, not watched: its answer re-rendered the whole toolbar in one task, for nothing drawn here.
  // The toolbar's lists only fill dropdowns: they are asked for once the list is on screen.
  const painted = useAfterFirstPaint();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (painted) void queryClient.prefetchQuery(catalogueListQueryOptions<Named>('/tenant/clients', { limit: 500 }));
  }, [painted, queryClient]);
  // A place read from the address is known by its id only: its name comes from the server.
  const place = useLocation(value.location);
  const set = (patch: Partial<QuoteFilters>) => onChange({ ...value, ...patch });

  return (
    <ListFilters
      kind={{ ...QUOTE_LIST, noun: { one: t('noun.one'), many: t('noun.many') } }}
      searchPlaceholder={t('filters.searchPlaceholder')}
      value={value}
      onChange={onChange}
      clearActionType="quotes-clear-filters"
    >
      {staff && (
        <Select
          aria-label={t('filters.type')}
          data={TYPE_OPTIONS.map((o) => ({ value: o.value, label: t(`filters.types.${o.key}`) }))}
          value={String(value.type)}
          onChange={(v) => set({ type: Number(v ?? 1) as ItineraryType })}
          allowDeselect={false}
          w={180}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <IdsFilter
        label={t('filters.status')}
        anyText={t('filters.anyStatus')}
        data={STATUS_OPTIONS.map((o) => ({
          ...o,
          label: t(`common:quoteStatus.${o.value}`, { defaultValue: o.label }),
        }))}
        value={value.statuses}
        onChange={(statuses) => set({ statuses })}
        w={220}
      />
      <ClientFilter value={value.client} onChange={(client) => set({ client })} w={200} />
      <CountryFilter value={value.country} onChange={(country) => set({ country })} ask={painted} />
      <LocationSearchSelect
        aria-label={t('filters.place')}
        placeholder={t('filters.anyPlace')}
        leftSection={<IconMapPin size={16} />}
        value={value.location}
        valueLabel={place.data ? placeLabel(place.data.data) : null}
        onChange={(location) => set({ location })}
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label={t('filters.length')}
        placeholder={t('filters.anyLength')}
        data={durations}
        value={value.numDay ? String(value.numDay) : null}
        onChange={(v) => set({ numDay: v ? Number(v) : null })}
        clearable
        w={130}
        comboboxProps={{ withinPortal: true }}
      />
      <TagsFilter value={value.tags} onChange={(tags) => set({ tags })} ask={painted} />
      <DateRangeFilter
        label={t('filters.startBetween')}
        icon={<IconCalendar size={16} />}
        from={value.from}
        to={value.to}
        onChange={set}
      />
      <LazyDatePickerInput
        aria-label={t('filters.createdOn')}
        placeholder={t('filters.createdOn')}
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

interface FieldProps<K extends keyof QuoteFilters> {
  value: QuoteFilters[K];
  onChange: (next: QuoteFilters[K]) => void;
  /** Whether to ask for the field's list yet (after the first paint). */
  ask: boolean;
}

// The two fields drawn from a catalogue list watch it themselves: its answer redraws the field, not
// the toolbar (each answer was a task of its own on the way to an interactive list, issue 50).
function CountryFilter({ value, onChange, ask }: FieldProps<'country'>) {
  const { t } = useTranslation('quotes');
  const countries = useCatalogueList<Country>('/tenant/location/countries', {}, { enabled: ask });
  return (
    <Select
      aria-label={t('filters.country')}
      placeholder={t('filters.anyCountry')}
      data={(countries.data?.data ?? []).map((c) => ({ value: c.location_code, label: c.location_name }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('filters.noCountryMatches')}
      w={170}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function TagsFilter({ value, onChange, ask }: FieldProps<'tags'>) {
  const { t } = useTranslation('quotes');
  const tags = useCatalogueList<Named>('/tenant/itinerary-tags', {}, { enabled: ask });
  return (
    <IdsFilter
      label={t('filters.tags')}
      anyText={t('filters.anyTag')}
      data={(tags.data?.data ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
      value={value}
      onChange={onChange}
      w={190}
      nothingFound={t('filters.noTagMatches')}
    />
  );
}
