import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { presetRange } from '@itinera/domain';
import { i18n } from '../../../lib/i18n';
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
    ? i18n.t(now ? 'reports:month.noneLast' : 'reports:month.asLast')
    : i18n.t('reports:month.versus', {
        change: `${now >= before ? '+' : ''}${Math.round(((now - before) / before) * 100)}`,
      });

/**
 * "How are we doing this month": quotes made, gone out and confirmed this month against last month,
 * for the clients and consultants chosen (the dates of the filter do not apply here).
 */
export function ThisMonth({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation('reports');
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
    <section aria-label={t('month.label')}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('month.label')}</Text>
        {mine.data && (
          <Text size="sm" c="dimmed">
            {t('month.yours', { quotes: count(mine.data.quotes), confirmed: count(mine.data.confirmed) })}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="lg">
        <Figure
          label={t('month.made')}
          value={count(at(quotes, 0))}
          note={versus(at(quotes, 0), at(quotes, 1))}
          loading={made.isPending}
        />
        <Figure
          label={t('month.sent')}
          value={count(at(sent, 0))}
          note={versus(at(sent, 0), at(sent, 1))}
          loading={out.isPending}
        />
        <Figure
          label={t('month.confirmed')}
          value={count(at(confirmed, 0))}
          note={t('month.confirmedNote')}
          loading={out.isPending}
        />
        <Figure
          label={t('month.conversion')}
          value={rate === null ? '—' : `${rate} %`}
          note={rate === null ? t('month.noneSent') : t('month.sentToConfirmed')}
          loading={out.isPending}
        />
      </SimpleGrid>
    </section>
  );
}
