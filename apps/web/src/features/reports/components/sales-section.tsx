import { useState } from 'react';
import { SegmentedControl, Select, SimpleGrid } from '@mantine/core';
import { firstNineReversed, STAGE_COLOURS, type ReportMeasure, type ReportPeriod } from '@itinera/domain';
import { useChartReport } from '../api/get-chart-report';
import type { ReportFilters } from '../api/report-filters';
import { count, money, periodText } from '../logic/labels';
import { chartTable, LazyBars, LazyPie, ReportCard } from './report-card';

const EIGHT_COUNTRIES = [
  ['PE', 'Peru'],
  ['CR', 'Costa Rica'],
  ['EC', 'Ecuador'],
  ['BO', 'Bolivia'],
  ['AR', 'Argentina'],
  ['CL', 'Chile'],
  ['CO', 'Colombia'],
  ['BR', 'Brazil'],
] as const;

/** Why a chart of the filtered quotes is empty. */
export const noQuotes = (own: boolean) =>
  own
    ? 'None of your quotes falls in these dates and filters (you see your own quotes only).'
    : 'No quote was created in these dates for these clients and consultants.';

/** The spec's charts: quotes by period, conversions, by client, by destination, requests by stage. */
export function SalesSection({
  filters,
  own,
  canSale,
  canCost,
}: {
  filters: ReportFilters;
  own: boolean;
  canSale: boolean;
  canCost: boolean;
}) {
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const [measure, setMeasure] = useState<ReportMeasure>('count');
  const [country, setCountry] = useState<string | null>(null);
  const periodic = useChartReport('periodic-quotes', filters, { period, measure });
  const conversions = useChartReport('conversions', filters, { period });
  const clients = useChartReport('clients', filters);
  const places = useChartReport('destinations', filters, { country: country ?? undefined });
  const stages = useChartReport('stages', filters);
  // The original client's rule (spec 02 §9): the newest 9 periods, oldest first.
  const shown = periodic.data && firstNineReversed(periodic.data);
  const shownConversions = conversions.data && firstNineReversed(conversions.data);
  const anyQuote = (data: { datasets: { data: number[] }[] } | undefined) =>
    !!data && data.datasets.some((d) => d.data.some((n) => n > 0));
  const periodControl = (
    <SegmentedControl
      size="xs"
      aria-label="Period"
      data={[
        { value: 'week', label: 'Week' },
        { value: 'month', label: 'Month' },
        { value: 'quarter', label: 'Quarter' },
      ]}
      value={period}
      onChange={(v) => setPeriod(v as ReportPeriod)}
    />
  );
  const measures = [
    { value: 'count', label: 'Quotes' },
    ...(canSale ? [{ value: 'value', label: 'Value' }] : []),
    ...(canCost ? [{ value: 'margin', label: 'Margin' }] : []),
  ];
  const fmt = measure === 'count' ? count : money;
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
        <ReportCard
          title="Quotes by period"
          description={
            measure === 'count'
              ? 'Quotes made, and per comfort level priced'
              : `${measure === 'value' ? 'Sale value' : 'Margin'} per comfort level`
          }
          file="quotes-by-period"
          loading={periodic.isPending}
          error={periodic.error}
          table={shown && chartTable(shown, 'Period', periodText)}
          empty={anyQuote(shown) ? null : noQuotes(own)}
          format={(v) => fmt(Number(v))}
          controls={
            <>
              {measures.length > 1 && (
                <SegmentedControl
                  size="xs"
                  aria-label="Measure"
                  data={measures}
                  value={measure}
                  onChange={(v) => setMeasure(v as ReportMeasure)}
                />
              )}
              {periodControl}
            </>
          }
          chart={shown && <LazyBars chart={shown} label={periodText} format={fmt} />}
        />
        <ReportCard
          title="Conversions"
          description="Quotes gone out per period and how many of them are confirmed now"
          file="conversions"
          loading={conversions.isPending}
          error={conversions.error}
          table={shownConversions && chartTable(shownConversions, 'Period', periodText)}
          empty={anyQuote(shownConversions) ? null : 'No quote went out to a client in these dates.'}
          format={(v) => count(Number(v))}
          chart={
            shownConversions && (
              <LazyBars
                chart={{ ...shownConversions, datasets: shownConversions.datasets.slice(0, 2) }}
                label={periodText}
              />
            )
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md" mb="md">
        <ReportCard
          title="Quotes by client"
          file="quotes-by-client"
          loading={clients.isPending}
          error={clients.error}
          table={clients.data && chartTable(clients.data, 'Client')}
          empty={anyQuote(clients.data) ? null : noQuotes(own)}
          format={(v) => money(Number(v))}
          chart={clients.data && <LazyPie chart={clients.data} format={count} />}
        />
        <ReportCard
          title={
            country
              ? `Destinations in ${EIGHT_COUNTRIES.find((c) => c[0] === country)?.[1] ?? country}`
              : 'Quotes by country'
          }
          file={country ? `destinations-${country}` : 'quotes-by-country'}
          loading={places.isPending}
          error={places.error}
          table={places.data && chartTable(places.data, country ? 'Destination' : 'Country')}
          empty={
            anyQuote(places.data) ? null : country ? 'No quote of these filters goes to this country.' : noQuotes(own)
          }
          format={(v) => money(Number(v))}
          controls={
            <Select
              size="xs"
              aria-label="Country"
              placeholder="All countries"
              data={EIGHT_COUNTRIES.map(([value, label]) => ({ value, label }))}
              value={country}
              onChange={setCountry}
              clearable
              w={150}
              comboboxProps={{ withinPortal: true }}
            />
          }
          chart={places.data && <LazyPie chart={places.data} format={count} />}
        />
        <ReportCard
          title="Requests by stage"
          file="requests-by-stage"
          loading={stages.isPending}
          error={stages.error}
          table={stages.data && chartTable(stages.data, 'Stage')}
          empty={anyQuote(stages.data) ? null : 'No request arrived in these dates for these clients and consultants.'}
          format={(v) => count(Number(v))}
          chart={stages.data && <LazyPie chart={stages.data} colours={STAGE_COLOURS} format={count} />}
        />
      </SimpleGrid>
    </>
  );
}
