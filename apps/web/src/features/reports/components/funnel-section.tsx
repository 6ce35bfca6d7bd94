import { Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FUNNEL_STEPS, type FunnelCut } from '@itinera/domain';
import { useFunnel } from '../api/get-funnel';
import type { ReportFilters } from '../api/report-filters';
import { count, days, money, statusText } from '../logic/labels';
import { LazyBars, ReportCard } from './report-card';
import { noQuotes } from './sales-section';

// The cuts; their names, columns and descriptions in the catalogue (reports:funnel.cuts).
const CUTS: FunnelCut[] = ['consultant', 'client', 'destination', 'level'];

/**
 * The conversion funnel (docs/domain/reports.md#the-conversion-funnel): where quotes stop, what they
 * are worth and how long each step takes; and the same cut by consultant, client, place or level.
 */
export function FunnelSection({
  filters,
  own,
  by,
  onCut,
}: {
  filters: ReportFilters;
  own: boolean;
  by: FunnelCut | null;
  onCut: (by: FunnelCut | null) => void;
}) {
  const { t } = useTranslation('reports');
  const funnel = useFunnel(filters, by);
  const data = funnel.data;
  const withValue = !!data?.steps.some((s) => s.value !== undefined);
  const total = data?.steps.reduce((n, s) => n + s.count, 0) ?? 0;
  const steps = data && {
    header: [t('funnel.step'), t('funnel.stopped'), ...(withValue ? [t('funnel.value')] : []), t('funnel.median')],
    rows: data.steps.map((s) => [statusText(s.name), s.count, ...(withValue ? [s.value ?? 0] : []), s.median_days]),
  };
  const cuts = data && {
    header: [by ? t(`funnel.cuts.${by}.column`) : '', ...FUNNEL_STEPS.map((s) => statusText(s.name))],
    rows: data.cuts.map((c) => [c.label, ...c.steps.map((s) => s.count)]),
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
      <ReportCard
        title={t('funnel.title')}
        description={t('funnel.text')}
        file="conversion-funnel"
        loading={funnel.isPending}
        error={funnel.error}
        table={steps}
        empty={total ? null : noQuotes(own)}
        format={(v) => (typeof v === 'number' && !Number.isInteger(v) ? days(v) : money(Number(v)))}
        chart={
          data && (
            <LazyBars
              chart={{
                labels: data.steps.map((s) => statusText(s.name)),
                datasets: [{ label: t('funnel.quotes'), data: data.steps.map((s) => s.count) }],
              }}
              format={count}
            />
          )
        }
      />
      <ReportCard
        key={by ?? 'none'}
        title={t('funnel.cutTitle')}
        description={by ? t(`funnel.cuts.${by}.text`) : t('funnel.chooseCut')}
        file={`conversion-funnel-${by ?? 'cut'}`}
        loading={funnel.isPending}
        error={funnel.error}
        table={cuts}
        empty={!by ? t('funnel.noCutChosen') : data?.cuts.length ? null : noQuotes(own)}
        format={(v) => count(Number(v))}
        controls={
          <Select
            size="xs"
            aria-label={t('funnel.cutSelect')}
            placeholder={t('funnel.noCut')}
            data={CUTS.map((value) => ({ value, label: t(`funnel.cuts.${value}.label`) }))}
            value={by}
            onChange={(v) => onCut(v as FunnelCut | null)}
            clearable
            w={170}
            comboboxProps={{ withinPortal: true }}
          />
        }
        chart={
          by &&
          data && (
            <LazyBars
              stacked
              h={Math.max(200, 40 * data.cuts.length)}
              chart={{
                labels: data.cuts.map((c) => c.label),
                datasets: FUNNEL_STEPS.map((s, i) => ({
                  label: statusText(s.name),
                  data: data.cuts.map((c) => c.steps[i]?.count ?? 0),
                })),
              }}
            />
          )
        }
      />
    </SimpleGrid>
  );
}
