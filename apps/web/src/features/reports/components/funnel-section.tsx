import { Select, SimpleGrid } from '@mantine/core';
import { FUNNEL_STEPS, type FunnelCut } from '@itinera/domain';
import { useFunnel } from '../api/get-funnel';
import type { ReportFilters } from '../api/report-filters';
import { count, days, money } from '../logic/labels';
import { LazyBars, ReportCard } from './report-card';
import { noQuotes } from './sales-section';

const CUTS: { value: FunnelCut; label: string }[] = [
  { value: 'consultant', label: 'By consultant' },
  { value: 'client', label: 'By client' },
  { value: 'destination', label: 'By destination' },
  { value: 'level', label: 'By comfort level' },
];

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
  const funnel = useFunnel(filters, by);
  const data = funnel.data;
  const withValue = !!data?.steps.some((s) => s.value !== undefined);
  const total = data?.steps.reduce((n, s) => n + s.count, 0) ?? 0;
  const steps = data && {
    header: ['Step', 'Quotes stopped here', ...(withValue ? ['Value'] : []), 'Median days from the step before'],
    rows: data.steps.map((s) => [s.name, s.count, ...(withValue ? [s.value ?? 0] : []), s.median_days]),
  };
  const cutLabel = CUTS.find((c) => c.value === by)?.label.replace('By ', '') ?? '';
  const cuts = data && {
    header: [cutLabel.charAt(0).toUpperCase() + cutLabel.slice(1), ...FUNNEL_STEPS.map((s) => s.name)],
    rows: data.cuts.map((c) => [c.label, ...c.steps.map((s) => s.count)]),
  };
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
      <ReportCard
        title="Conversion funnel"
        description="Where the quotes of these dates stopped, and the median days each step took"
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
                labels: data.steps.map((s) => s.name),
                datasets: [{ label: 'Quotes', data: data.steps.map((s) => s.count) }],
              }}
              format={count}
            />
          )
        }
      />
      <ReportCard
        key={by ?? 'none'}
        title="Funnel cut"
        description={
          by
            ? `Quotes stopped at each step, ${cutLabel}`
            : 'Choose a cut to compare consultants, clients, places or levels'
        }
        file={`conversion-funnel-${by ?? 'cut'}`}
        loading={funnel.isPending}
        error={funnel.error}
        table={cuts}
        empty={!by ? 'No cut chosen.' : data?.cuts.length ? null : noQuotes(own)}
        format={(v) => count(Number(v))}
        controls={
          <Select
            size="xs"
            aria-label="Cut the funnel"
            placeholder="No cut"
            data={CUTS}
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
                  label: s.name,
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
