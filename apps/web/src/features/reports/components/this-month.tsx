import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { presetRange } from '@itinera/domain';
import { useChartReport } from '../api/get-chart-report';
import type { ReportFilters } from '../api/report-filters';
import { useSummary } from '../api/get-summary';
import { count } from '../logic/labels';
import { today } from '../logic/url-filters';

function Figure({ label, value, note, loading }: { label: string; value: string; note?: string; loading: boolean }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {loading ? (
        <Skeleton h={30} mt={6} w={80} />
      ) : (
        <Text fz={28} fw={700} lh={1.3}>
          {value}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

const versus = (now: number, before: number) =>
  before === 0
    ? now
      ? 'none last month'
      : 'as last month'
    : `${now >= before ? '+' : ''}${Math.round(((now - before) / before) * 100)} % on last month`;

/**
 * "How are we doing this month": quotes made, gone out and confirmed this month against last month,
 * for the clients and consultants chosen (the dates of the filter do not apply here).
 */
export function ThisMonth({ filters }: { filters: ReportFilters }) {
  const span = { ...filters, from: presetRange('last-month', today()).from, to: today() };
  const made = useChartReport('periodic-quotes', span, { period: 'month' });
  const out = useChartReport('conversions', span, { period: 'month' });
  const mine = useSummary();
  const at = (data: number[] | undefined, i: number) => data?.[i] ?? 0;
  const quotes = made.data?.datasets[0]?.data;
  const sent = out.data?.datasets[0]?.data;
  const confirmed = out.data?.datasets[1]?.data;
  const rate = at(sent, 0) ? Math.round((at(confirmed, 0) / at(sent, 0)) * 100) : null;
  return (
    <section aria-label="This month">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>This month</Text>
        {mine.data && (
          <Text size="sm" c="dimmed">
            Your quotes: {count(mine.data.quotes)}, {count(mine.data.confirmed)} confirmed
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="lg">
        <Figure
          label="Quotes made"
          value={count(at(quotes, 0))}
          note={versus(at(quotes, 0), at(quotes, 1))}
          loading={made.isPending}
        />
        <Figure
          label="Sent to clients"
          value={count(at(sent, 0))}
          note={versus(at(sent, 0), at(sent, 1))}
          loading={out.isPending}
        />
        <Figure
          label="Confirmed"
          value={count(at(confirmed, 0))}
          note="of the quotes sent this month"
          loading={out.isPending}
        />
        <Figure
          label="Conversion"
          value={rate === null ? '—' : `${rate} %`}
          note={rate === null ? 'nothing sent yet this month' : 'sent → confirmed'}
          loading={out.isPending}
        />
      </SimpleGrid>
    </section>
  );
}
