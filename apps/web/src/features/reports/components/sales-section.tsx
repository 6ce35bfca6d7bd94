import { useState } from 'react';
import { SegmentedControl, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { firstNineReversed, STAGE_COLOURS, type ReportMeasure, type ReportPeriod } from '@itinera/domain';
import { i18n } from '../../../lib/i18n';
import { useChartReport } from '../api/get-chart-report';
import type { ReportFilters } from '../api/report-filters';
import { count, money, namedChart, periodText } from '../logic/labels';
import { chartTable, LazyBars, LazyPie, ReportCard } from './report-card';

// The eight countries of the users (issue 45, docs/decisions/issues.md); their names in the catalogue (reports:sales.countries).
const EIGHT_COUNTRIES = ['PE', 'CR', 'EC', 'BO', 'AR', 'CL', 'CO', 'BR'] as const;

/** Why a chart of the filtered quotes is empty. */
export const noQuotes = (own: boolean) => i18n.t(own ? 'reports:sales.noQuotesOwn' : 'reports:sales.noQuotes');

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
  const { t } = useTranslation('reports');
  const countryName = (code: string) => t(`sales.countries.${code}`, { defaultValue: code });
  const [period, setPeriod] = useState<ReportPeriod>('month');
  const [measure, setMeasure] = useState<ReportMeasure>('count');
  const [country, setCountry] = useState<string | null>(null);
  const periodic = useChartReport('periodic-quotes', filters, { period, measure });
  const conversions = useChartReport('conversions', filters, { period });
  const clients = useChartReport('clients', filters);
  const places = useChartReport('destinations', filters, { country: country ?? undefined });
  const stages = useChartReport('stages', filters);
  // The original client's rule (spec 02 §9): the newest 9 periods, oldest first.
  // The API names datasets and slices in English ("Quotes", "Comfort", "Sent", "Won"): the reader's words.
  const shown = periodic.data && namedChart(firstNineReversed(periodic.data));
  const shownConversions = conversions.data && namedChart(firstNineReversed(conversions.data));
  const byClient = clients.data && namedChart(clients.data);
  const byStage = stages.data && namedChart(stages.data);
  const anyQuote = (data: { datasets: { data: number[] }[] } | undefined) =>
    !!data && data.datasets.some((d) => d.data.some((n) => n > 0));
  const periodControl = (
    <SegmentedControl
      size="xs"
      aria-label={t('sales.period')}
      data={[
        { value: 'week', label: t('sales.week') },
        { value: 'month', label: t('sales.month') },
        { value: 'quarter', label: t('sales.quarter') },
      ]}
      value={period}
      onChange={(v) => setPeriod(v as ReportPeriod)}
    />
  );
  const measures = [
    { value: 'count', label: t('sales.quotes') },
    ...(canSale ? [{ value: 'value', label: t('sales.value') }] : []),
    ...(canCost ? [{ value: 'margin', label: t('sales.margin') }] : []),
  ];
  const fmt = measure === 'count' ? count : money;
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
        <ReportCard
          title={t('sales.byPeriod')}
          description={
            measure === 'count'
              ? t('sales.byPeriodCount')
              : measure === 'value'
                ? t('sales.byPeriodValue')
                : t('sales.byPeriodMargin')
          }
          file="quotes-by-period"
          loading={periodic.isPending}
          error={periodic.error}
          table={shown && chartTable(shown, t('sales.period'), periodText)}
          empty={anyQuote(shown) ? null : noQuotes(own)}
          format={(v) => fmt(Number(v))}
          controls={
            <>
              {measures.length > 1 && (
                <SegmentedControl
                  size="xs"
                  aria-label={t('sales.measure')}
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
          title={t('sales.conversions')}
          description={t('sales.conversionsText')}
          file="conversions"
          loading={conversions.isPending}
          error={conversions.error}
          table={shownConversions && chartTable(shownConversions, t('sales.period'), periodText)}
          empty={anyQuote(shownConversions) ? null : t('sales.noneOut')}
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
          title={t('sales.byClient')}
          file="quotes-by-client"
          loading={clients.isPending}
          error={clients.error}
          table={byClient && chartTable(byClient, t('sales.client'))}
          empty={anyQuote(clients.data) ? null : noQuotes(own)}
          format={(v) => money(Number(v))}
          chart={byClient && <LazyPie chart={byClient} format={count} />}
        />
        <ReportCard
          title={country ? t('sales.destinationsIn', { country: countryName(country) }) : t('sales.byCountry')}
          file={country ? `destinations-${country}` : 'quotes-by-country'}
          loading={places.isPending}
          error={places.error}
          table={places.data && chartTable(places.data, country ? t('sales.destination') : t('sales.country'))}
          empty={anyQuote(places.data) ? null : country ? t('sales.noneCountry') : noQuotes(own)}
          format={(v) => money(Number(v))}
          controls={
            <Select
              size="xs"
              aria-label={t('sales.country')}
              placeholder={t('sales.allCountries')}
              data={EIGHT_COUNTRIES.map((value) => ({ value, label: countryName(value) }))}
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
          title={t('sales.byStage')}
          file="requests-by-stage"
          loading={stages.isPending}
          error={stages.error}
          table={byStage && chartTable(byStage, t('sales.stage'))}
          empty={anyQuote(stages.data) ? null : t('sales.noneRequests')}
          format={(v) => count(Number(v))}
          chart={byStage && <LazyPie chart={byStage} colours={STAGE_COLOURS} format={count} />}
        />
      </SimpleGrid>
    </>
  );
}
