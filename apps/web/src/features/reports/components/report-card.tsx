import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Anchor, Button, Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconDownload } from '@tabler/icons-react';
import type { ChartData, CsvCell } from '@itinera/domain';
import { downloadCsv } from '../logic/download-csv';

export const LazyBars = lazy(() => import('./charts').then((m) => ({ default: m.Bars })));
export const LazyPie = lazy(() => import('./charts').then((m) => ({ default: m.Pie })));

export interface CardTable {
  header: string[];
  rows: CsvCell[][];
}

/** A chart's table: its labels down the side, a column per dataset. */
export function chartTable(chart: ChartData, first: string, label: (l: string) => string = (l) => l): CardTable {
  return {
    header: [first, ...chart.datasets.map((d) => d.label)],
    rows: chart.labels.map((l, i) => [label(l), ...chart.datasets.map((d) => d.data[i] ?? 0)]),
  };
}

export interface ReportCardProps {
  title: string;
  description?: string;
  /** The file name of the CSV download, without extension. */
  file: string;
  table: CardTable | undefined;
  loading: boolean;
  error?: Error | null;
  /** Why there is nothing to show, when the answer is empty. */
  empty: string | null;
  /** The drawn chart; without one the card shows its table only. */
  chart?: ReactNode;
  /** Controls beside the title (a period, a cut). */
  controls?: ReactNode;
  format?: (value: CsvCell) => string;
  /** Where a row's first cell leads (a request, a quote). */
  linkOf?: (row: number) => string | undefined;
}

/**
 * One report: its chart or its table (the same figures), a CSV download of the table, and an empty
 * state that says why (docs/domain/reports.md#the-screen).
 */
export function ReportCard({
  title,
  description,
  file,
  table,
  loading,
  error,
  empty,
  chart,
  controls,
  format,
  linkOf,
}: ReportCardProps) {
  // The chart first; a card with no chart (or none yet, while loading) shows its table.
  const { t } = useTranslation('reports');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const show = (v: CsvCell) => (format ? format(v) : v === null || v === undefined ? '—' : String(v));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={2} fz="md">
              {title}
            </Title>
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="wrap">
            {controls}
            {chart && (
              <SegmentedControl
                size="xs"
                aria-label={t('card.chartOrTable', { title })}
                data={[
                  { value: 'chart', label: t('card.chart') },
                  { value: 'table', label: t('card.table') },
                ]}
                value={view}
                onChange={(v) => setView(v as 'chart' | 'table')}
              />
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              disabled={!table || empty !== null}
              onClick={() => table && downloadCsv(file, table.header, table.rows)}
              aria-label={t('card.download', { title })}
            >
              CSV
            </Button>
          </Group>
        </Group>
        {loading ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        ) : error ? (
          <Text c="red" size="sm" role="alert">
            {error.message}
          </Text>
        ) : empty !== null ? (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            {empty}
          </Text>
        ) : view === 'chart' && chart ? (
          <Suspense fallback={<Loader size="sm" mx="auto" />}>{chart}</Suspense>
        ) : (
          table && (
            <Table.ScrollContainer minWidth={320}>
              <Table striped withTableBorder fz="sm" aria-label={t('card.tableLabel', { title })}>
                <Table.Thead>
                  <Table.Tr>
                    {table.header.map((h) => (
                      <Table.Th key={h}>{h}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row, i) => (
                    <Table.Tr key={i}>
                      {row.map((cell, j) => {
                        const to = j === 0 ? linkOf?.(i) : undefined;
                        const text = typeof cell === 'number' ? show(cell) : (cell ?? '—');
                        return (
                          <Table.Td
                            key={j}
                            ta={typeof cell === 'number' ? 'right' : undefined}
                            // A figure and its unit on one line ("11.2 d"), even in a phone's narrow column.
                            style={typeof cell === 'number' ? { whiteSpace: 'nowrap' } : undefined}
                          >
                            {to ? (
                              <Anchor component={Link} to={to}>
                                {text}
                              </Anchor>
                            ) : (
                              text
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        )}
      </Stack>
    </Paper>
  );
}
