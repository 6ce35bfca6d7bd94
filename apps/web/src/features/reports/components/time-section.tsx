import { SimpleGrid } from '@mantine/core';
import { formatDate } from '@itinera/domain';
import { useTimeToQuote } from '../api/get-time-to-quote';
import type { ReportFilters } from '../api/report-filters';
import { days } from '../logic/labels';
import { ReportCard } from './report-card';

/** Time to quote (docs/domain/reports.md#time-to-quote): per consultant and agency, and the requests waiting longest. */
export function TimeSection({ filters, dateFormat }: { filters: ReportFilters; dateFormat: string }) {
  const t = useTimeToQuote(filters);
  const data = t.data;
  const timing = (
    first: string,
    rows: { name: string; requests: number; median_days: number | null; p90_days: number | null }[],
  ) => ({
    header: [first, 'Requests', 'Median days', 'p90 days'],
    rows: rows.map((r) => [r.name, r.requests, r.median_days, r.p90_days]),
  });
  const none = 'No request of these dates has had a quote sent yet.';
  const showDays = (v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? days(v) : String(v ?? '—'));
  return (
    <>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mb="md">
        <ReportCard
          title="Time to quote by consultant"
          description={
            data?.overall.requests
              ? `From a request's arrival to its first quote sent: median ${days(data.overall.median_days)}, p90 ${days(data.overall.p90_days)} over ${data.overall.requests} requests`
              : 'From a request’s arrival to its first quote sent'
          }
          file="time-to-quote-by-consultant"
          loading={t.isPending}
          error={t.error}
          table={data && timing('Consultant', data.by_consultant)}
          empty={data?.by_consultant.length ? null : none}
          format={showDays}
        />
        <ReportCard
          title="Time to quote by client"
          file="time-to-quote-by-client"
          loading={t.isPending}
          error={t.error}
          table={data && timing('Client', data.by_client)}
          empty={data?.by_client.length ? null : none}
          format={showDays}
        />
      </SimpleGrid>
      <ReportCard
        title="Requests still waiting for a quote"
        description="The longest waiting first; open one to quote it"
        file="requests-waiting"
        loading={t.isPending}
        error={t.error}
        table={
          data && {
            header: ['Request', 'Title', 'Client', 'Consultant', 'Arrived', 'Days waiting'],
            rows: data.waiting.map((w) => [
              w.code,
              w.title,
              w.client,
              w.consultant,
              formatDate(w.arrived, dateFormat),
              w.days_waiting,
            ]),
          }
        }
        format={showDays}
        linkOf={(i) => data && `/requests?search=${encodeURIComponent(data.waiting[i]!.code)}`}
        empty={data?.waiting.length ? null : 'Every request of these dates has a quote sent.'}
      />
    </>
  );
}
