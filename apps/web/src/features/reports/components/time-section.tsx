import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTimeToQuote } from '../api/get-time-to-quote';
import type { ReportFilters } from '../api/report-filters';
import { chartName, dateText, days } from '../logic/labels';
import { ReportCard } from './report-card';

/** Time to quote (docs/domain/reports.md#time-to-quote): per consultant and agency, and the requests waiting longest. */
export function TimeSection({ filters, dateFormat }: { filters: ReportFilters; dateFormat: string }) {
  const { t } = useTranslation('reports');
  const time = useTimeToQuote(filters);
  const data = time.data;
  const timing = (
    first: string,
    rows: { name: string; requests: number; median_days: number | null; p90_days: number | null }[],
  ) => ({
    header: [first, t('time.requests'), t('time.median'), t('time.p90')],
    rows: rows.map((r) => [chartName(r.name), r.requests, r.median_days, r.p90_days]),
  });
  const none = t('time.none');
  const showDays = (v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? days(v) : String(v ?? '—'));
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
        <ReportCard
          title={t('time.byConsultant')}
          description={
            data?.overall.requests
              ? t('time.textFigures', {
                  median: days(data.overall.median_days),
                  p90: days(data.overall.p90_days),
                  count: data.overall.requests,
                })
              : t('time.text')
          }
          file="time-to-quote-by-consultant"
          loading={time.isPending}
          error={time.error}
          table={data && timing(t('time.consultant'), data.by_consultant)}
          empty={data?.by_consultant.length ? null : none}
          format={showDays}
        />
        <ReportCard
          title={t('time.byClient')}
          file="time-to-quote-by-client"
          loading={time.isPending}
          error={time.error}
          table={data && timing(t('time.client'), data.by_client)}
          empty={data?.by_client.length ? null : none}
          format={showDays}
        />
      </SimpleGrid>
      <ReportCard
        title={t('time.waiting')}
        description={t('time.waitingText')}
        file="requests-waiting"
        loading={time.isPending}
        error={time.error}
        table={
          data && {
            header: [
              t('time.request'),
              t('time.titleColumn'),
              t('time.client'),
              t('time.consultant'),
              t('time.arrived'),
              t('time.daysWaiting'),
            ],
            rows: data.waiting.map((w) => [
              w.code,
              w.title,
              w.client,
              w.consultant,
              dateText(w.arrived, dateFormat),
              w.days_waiting,
            ]),
          }
        }
        format={showDays}
        linkOf={(i) => data && `/requests?search=${encodeURIComponent(data.waiting[i]!.code)}`}
        empty={data?.waiting.length ? null : t('time.allSent')}
      />
    </>
  );
}
