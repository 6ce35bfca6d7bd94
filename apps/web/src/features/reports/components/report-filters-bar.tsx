import { Group, MultiSelect, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { presetOf, presetRange, REPORT_PRESETS, type ReportPresetKey } from '@itinera/domain';
import { oneLinePills } from '../../../components/list-kit/list-filters';
import { useAssignees } from '../../../lib/assignees';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import type { ReportFilters } from '../api/report-filters';
import { today } from '../logic/url-filters';

interface Named {
  id: number;
  name: string;
}

/**
 * Client agencies, consultants (only for who may see others' quotes: a travel agent sees only its
 * own), dates with presets. The server applies the same limits whatever is sent.
 */
export function ReportFiltersBar({
  value,
  onChange,
  pickConsultants,
  pickClients,
  dateFormat,
}: {
  value: ReportFilters;
  onChange: (next: ReportFilters) => void;
  pickConsultants: boolean;
  pickClients: boolean;
  dateFormat: string;
}) {
  const { t } = useTranslation('reports');
  const clients = useCatalogueList<Named>('/tenant/clients', { limit: 500 });
  const people = useAssignees(pickConsultants);
  const set = (patch: Partial<ReportFilters>) => onChange({ ...value, ...patch });
  const preset = presetOf({ from: value.from ?? undefined, to: value.to ?? undefined }, today());
  return (
    <Group gap="sm" wrap="wrap" mb="md" role="search" aria-label={t('filters.label')}>
      <Select
        aria-label={t('filters.dates')}
        data={[
          ...REPORT_PRESETS.map((p) => ({ value: p.key, label: t(`filters.preset.${p.key}`) })),
          { value: 'custom', label: t('filters.custom') },
        ]}
        value={preset ?? 'custom'}
        onChange={(key) => key && key !== 'custom' && set(presetRange(key as ReportPresetKey, today()))}
        allowDeselect={false}
        // Room for the longest preset in every language ("Últimos 12 meses" was cut at 170 px).
        w={190}
        comboboxProps={{ withinPortal: true }}
      />
      <DatePickerInput
        type="range"
        aria-label={t('filters.fromTo')}
        placeholder={t('filters.fromToPlaceholder')}
        leftSection={<IconCalendar size={16} />}
        valueFormat={dateFormat}
        value={[value.from, value.to]}
        onChange={([from, to]) => set({ from: from ?? null, to: to ?? null })}
        allowSingleDateInRange
        clearable
        maxDate={today()}
        w={260}
        popoverProps={{ withinPortal: true }}
      />
      {pickClients && (
        <MultiSelect
          aria-label={t('filters.clients')}
          placeholder={value.clients.length ? undefined : t('filters.allClients')}
          data={(clients.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={value.clients.map(String)}
          onChange={(v) => set({ clients: v.map(Number) })}
          searchable
          clearable
          w={240}
          styles={oneLinePills}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {pickConsultants && (
        <MultiSelect
          aria-label={t('filters.consultants')}
          placeholder={value.users.length ? undefined : t('filters.allConsultants')}
          data={(people.data?.data ?? []).filter((u) => u.active).map((u) => ({ value: String(u.id), label: u.name }))}
          value={value.users.map(String)}
          onChange={(v) => set({ users: v.map(Number) })}
          searchable
          clearable
          w={240}
          styles={oneLinePills}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </Group>
  );
}
