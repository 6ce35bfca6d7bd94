import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ClientFilter } from '../../../components/list-kit/client-filter';
import { IdsFilter } from '../../../components/list-kit/ids-filter';
import { DateRangeFilter } from '../../../components/list-kit/date-range-filter';
import { ListFilters } from '../../../components/list-kit/list-filters';
import { REQUEST_LIST, type RequestFilters } from './request-list-state';
import { sortStages, STAGE_ORDER } from './request-stages';

/** The toolbar above the requests table: code or title, stage, client and creation date. */
export function RequestsFilters({
  value,
  onChange,
}: {
  value: RequestFilters;
  onChange: (next: RequestFilters) => void;
}) {
  const { t } = useTranslation('requests');
  const stageOptions = STAGE_ORDER.map((id) => ({ value: String(id), label: t(`stages.${id}`) }));
  const set = (patch: Partial<RequestFilters>) => onChange({ ...value, ...patch });

  return (
    <ListFilters
      kind={REQUEST_LIST}
      searchPlaceholder={t('filters.searchPlaceholder')}
      value={value}
      onChange={onChange}
      clearActionType="requests-clear-filters"
    >
      <IdsFilter
        label={t('filters.stage')}
        anyText={t('filters.anyStage')}
        data={stageOptions}
        value={value.stages}
        onChange={(stages) => set({ stages: sortStages(stages) })}
        w={230}
      />
      <ClientFilter value={value.client} onChange={(client) => set({ client })} w={210} />
      <DateRangeFilter
        label={t('filters.createdBetween')}
        icon={<IconCalendarPlus size={16} />}
        from={value.from}
        to={value.to}
        onChange={set}
      />
    </ListFilters>
  );
}
