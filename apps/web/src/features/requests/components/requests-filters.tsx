import { useEffect, useState } from 'react';
import { ActionIcon, CloseButton, Group, MultiSelect, Select, TextInput, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendarPlus, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { hasFilters, NO_FILTERS, type RequestFilters } from './request-list-state';
import { sortStages, STAGE_OPTIONS } from './request-stages';

interface Named {
  id: number;
  name: string;
}

const DISPLAY_DATE = 'MMM DD, YYYY';
const oneLinePills = {
  pillsList: { flexWrap: 'nowrap' as const, overflowX: 'auto' as const, scrollbarWidth: 'none' as const },
};

/** The toolbar above the requests table: code or title, stage, client and creation date. */
export function RequestsFilters({
  value,
  onChange,
}: {
  value: RequestFilters;
  onChange: (next: RequestFilters) => void;
}) {
  const clients = useCatalogueList<Named>('/tenant/clients', { limit: 500 });
  const set = (patch: Partial<RequestFilters>) => onChange({ ...value, ...patch });

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
    <Group gap="sm" align="flex-start" wrap="wrap" role="search" aria-label="Request filters">
      <TextInput
        aria-label="Search requests"
        placeholder="Type request code or title"
        leftSection={<IconSearch size={16} />}
        rightSection={text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setText('')} /> : null}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        style={{ flex: '1 1 260px', minWidth: 240 }}
      />
      <MultiSelect
        aria-label="Stage"
        placeholder={value.stages.length ? undefined : 'Any stage'}
        data={STAGE_OPTIONS}
        value={value.stages.map(String)}
        onChange={(v) => set({ stages: sortStages(v.map(Number)) })}
        clearable
        w={230}
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
        w={210}
        comboboxProps={{ withinPortal: true }}
      />
      <DatePickerInput
        type="range"
        aria-label="Created between"
        placeholder="Created between"
        leftSection={<IconCalendarPlus size={16} />}
        valueFormat={DISPLAY_DATE}
        value={[value.from, value.to]}
        onChange={([from, to]) => set({ from: from ?? null, to: to ?? null })}
        allowSingleDateInRange
        clearable
        w={270}
        popoverProps={{ withinPortal: true }}
      />
      {hasFilters(value) && (
        <Tooltip label="Clear filters" withArrow>
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Clear filters"
            onClick={() => onChange(NO_FILTERS)}
            data-action-type="requests-clear-filters"
          >
            <IconFilterOff size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
