import { useEffect, useState } from 'react';
import { ActionIcon, CloseButton, Group, MultiSelect, Select, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconCalendarPlus, IconFilterOff, IconMapPin, IconSearch } from '@tabler/icons-react';
import { LazyDatePickerInput } from '../../../components/lazy-date-picker-input';
import { LocationSearchSelect, placeLabel } from '../../../components/location-search-select';
import { useLocation } from '../../../lib/catalogue/search-locations';
import { DURATION_OPTIONS } from '../../../lib/trip-length';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { hasFilters, NO_FILTERS, type QuoteFilters } from './quote-list-state';
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

const DISPLAY_DATE = 'MMM DD, YYYY';
// Several choices stay on one line (the box scrolls) instead of growing the toolbar.
const oneLinePills = {
  pillsList: { flexWrap: 'nowrap' as const, overflowX: 'auto' as const, scrollbarWidth: 'none' as const },
};

/** The toolbar above the quotes table: one search box (code or title) and the filters of the spec's list query. */
export function QuotesFilters({ value, onChange }: { value: QuoteFilters; onChange: (next: QuoteFilters) => void }) {
  const clients = useCatalogueList<Named>('/tenant/clients', { limit: 500 });
  const countries = useCatalogueList<Country>('/tenant/location/countries');
  const tags = useCatalogueList<Named>('/tenant/itinerary-tags');
  // A place read from the address is known by its id only: its name comes from the server.
  const place = useLocation(value.location);
  const set = (patch: Partial<QuoteFilters>) => onChange({ ...value, ...patch });

  // The search is typed fast: the address (and the query) follow 300 ms after the last key.
  const [text, setText] = useState(value.text);
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced !== value.text) onChange({ ...value, text: debounced });
    // Only a settled search triggers this; other filter changes carry the text as it was.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // A cleared filter set (or Back in the browser) resets the box: adjusted during render, not in an effect.
  const [shown, setShown] = useState(value.text);
  if (value.text !== shown) {
    setShown(value.text);
    setText(value.text);
  }

  return (
    <Group gap="sm" align="flex-start" wrap="wrap" role="search" aria-label="Quote filters">
      <TextInput
        aria-label="Search quotes"
        placeholder="Type itinerary code or title"
        leftSection={<IconSearch size={16} />}
        rightSection={text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} /> : null}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        style={{ flex: '1 1 260px', minWidth: 240 }}
      />
      <MultiSelect
        aria-label="Status"
        placeholder={value.statuses.length ? undefined : 'Any status'}
        data={STATUS_OPTIONS}
        value={value.statuses.map(String)}
        onChange={(v) => set({ statuses: v.map(Number) })}
        clearable
        w={220}
        styles={oneLinePills}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label="Client"
        placeholder="Any client"
        data={(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={value.client ? String(value.client) : null}
        onChange={(v) => set({ client: v ? Number(v) : null })}
        searchable
        clearable
        nothingFoundMessage="No client matches"
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
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
      <MultiSelect
        aria-label="Tags"
        placeholder={value.tags.length ? undefined : 'Any tag'}
        data={(tags.data?.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        value={value.tags.map(String)}
        onChange={(v) => set({ tags: v.map(Number) })}
        searchable
        clearable
        nothingFoundMessage="No tag matches"
        w={190}
        styles={oneLinePills}
        comboboxProps={{ withinPortal: true }}
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
      {hasFilters(value) && (
        <Tooltip label="Clear filters" withArrow>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Clear filters"
            onClick={() => onChange(NO_FILTERS)}
            data-action-type="quotes-clear-filters"
          >
            <IconFilterOff size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
