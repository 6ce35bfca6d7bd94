import { useEffect, useState } from 'react';
import { ActionIcon, CloseButton, Group, SegmentedControl, Select, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconFilterOff, IconMapPin, IconSearch } from '@tabler/icons-react';
import type { CountryRef } from './destinations';
import { DURATION_OPTIONS } from '../../../lib/trip-length';
import type { TemplateKind, TemplateListState } from './template-list-state';

export interface TemplateFiltersProps {
  value: TemplateListState;
  /** The country the list is filtered by (route or `?country=`). */
  country: string | null;
  countries: CountryRef[];
  /** Example itineraries ⇄ modules; absent on /experiences. */
  withKinds: boolean;
  /** e.g. "example itineraries", for the labels. */
  plural: string;
  filtered: boolean;
  onChange: (patch: Partial<TemplateListState>) => void;
  onCountry: (code: string | null) => void;
  onClear: () => void;
}

/** The toolbar above the template grid: kind, text, country and duration. */
export function TemplateFilters({
  value,
  country,
  countries,
  withKinds,
  plural,
  filtered,
  onChange,
  onCountry,
  onClear,
}: TemplateFiltersProps) {
  // Typed fast: the address (and the query) follow 300 ms after the last key.
  const [text, setText] = useState(value.text);
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced !== value.text) onChange({ text: debounced });
    // Only a settled search triggers this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // Cleared filters (or Back) reset the box: adjusted during render, not in an effect.
  const [shown, setShown] = useState(value.text);
  if (value.text !== shown) {
    setShown(value.text);
    setText(value.text);
  }

  return (
    <Group gap="sm" wrap="wrap" role="search" aria-label={`Filter ${plural}`}>
      {withKinds && (
        <SegmentedControl
          aria-label="Kind of template"
          value={value.kind}
          onChange={(kind) => onChange({ kind: kind as TemplateKind })}
          data={[
            { value: 'example', label: 'Example itineraries' },
            { value: 'module', label: 'Modules' },
          ]}
          data-action-type="templates-kind"
        />
      )}
      <TextInput
        aria-label={`Search ${plural}`}
        placeholder="Search by code or title"
        leftSection={<IconSearch size={16} />}
        rightSection={text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} /> : null}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        style={{ flex: '1 1 240px', minWidth: 220 }}
      />
      <Select
        aria-label="Country"
        placeholder="Any country"
        leftSection={<IconMapPin size={16} />}
        data={countries.map((c) => ({ value: c.location_code.toUpperCase(), label: c.location_name }))}
        value={country}
        onChange={onCountry}
        searchable
        clearable
        nothingFoundMessage="No country matches"
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label="Duration"
        placeholder="Any length"
        leftSection={<IconCalendar size={16} />}
        data={DURATION_OPTIONS}
        value={value.numDay ? String(value.numDay) : null}
        onChange={(v) => onChange({ numDay: v ? Number(v) : null })}
        clearable
        w={150}
        comboboxProps={{ withinPortal: true }}
      />
      {filtered && (
        <Tooltip label="Clear filters" withArrow>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Clear filters"
            onClick={onClear}
            data-action-type="templates-clear-filters"
          >
            <IconFilterOff size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
