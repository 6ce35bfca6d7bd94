import { MultiSelect } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendarPlus } from '@tabler/icons-react';
import { ClientFilter } from '../../../components/list-kit/client-filter';
import { DISPLAY_DATE, ListFilters, oneLinePills } from '../../../components/list-kit/list-filters';
import { LIST_NOUN, hasFilters, NO_FILTERS, type RequestFilters } from './request-list-state';
import { sortStages, STAGE_OPTIONS } from './request-stages';

/** The toolbar above the requests table: code or title, stage, client and creation date. */
export function RequestsFilters({
  value,
  onChange,
}: {
  value: RequestFilters;
  onChange: (next: RequestFilters) => void;
}) {
  const set = (patch: Partial<RequestFilters>) => onChange({ ...value, ...patch });

  return (
    <ListFilters
      noun={LIST_NOUN}
      searchPlaceholder="Type request code or title"
      value={value}
      onChange={onChange}
      filtered={hasFilters(value)}
      noFilters={NO_FILTERS}
      clearActionType="requests-clear-filters"
    >
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
      <ClientFilter value={value.client} onChange={(client) => set({ client })} w={210} />
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
    </ListFilters>
  );
}
