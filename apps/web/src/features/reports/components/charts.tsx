import { BarChart, PieChart } from '@mantine/charts';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import '@mantine/charts/styles.css';
import { foldPie, PIE_COLOURS, type ChartData } from '@itinera/domain';
import { i18n } from '../../../lib/i18n';

// The drawn charts, in their own chunk: @mantine/charts and recharts (~126 kB gzip) load only when
// a chart is first shown on the Reports page (docs/domain/quality.md, the first download's budget).

/** One colour per dataset or slice; pies use the first PIE_COLOURS, the stage chart all six. */
export const COLOURS = ['teal.6', 'indigo.5', 'orange.5', 'grape.5', 'gray.5', 'red.5'] as const;

export interface BarsProps {
  chart: ChartData;
  /** How a label is shown (a period label as "Nov 2026"). */
  label?: (label: string) => string;
  format?: (value: number) => string;
  stacked?: boolean;
  h?: number;
}

/** A bar chart of every dataset of the answer, in the answer's order. */
export function Bars({ chart, label = (l) => l, format, stacked, h = 260 }: BarsProps) {
  const data = chart.labels.map((l, i) => ({
    label: label(l),
    ...Object.fromEntries(chart.datasets.map((d) => [d.label, d.data[i] ?? 0])),
  }));
  const order = chart.datasets.map((d) => d.label);
  return (
    <BarChart
      h={h}
      data={data}
      dataKey="label"
      type={stacked ? 'stacked' : 'default'}
      series={chart.datasets.map((d, i) => ({ name: d.label, color: COLOURS[i % COLOURS.length] }))}
      withLegend={chart.datasets.length > 1}
      // Recharts 3 sorts a legend by name (Comfort, Luxury, Quotes…); keep the bars' order instead.
      legendProps={{ itemSorter: (item) => order.indexOf(String(item.dataKey)) }}
      valueFormatter={format}
      tickLine="none"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
    />
  );
}

/** A pie of the first dataset, at most `colours` slices (spec 02 §9: five colours; the rest as Others). */
export function Pie({
  chart,
  colours = PIE_COLOURS,
  format,
}: {
  chart: ChartData;
  colours?: number;
  format?: (v: number) => string;
}) {
  const slices = foldPie(chart, colours, i18n.t('reports:apiNames.Others')).map((s, i) => ({
    name: s.label,
    value: s.value,
    color: COLOURS[i] ?? 'gray.5',
  }));
  return (
    <Stack gap="sm" align="center">
      <PieChart
        data={slices}
        size={180}
        withTooltip
        tooltipDataSource="segment"
        withLabelsLine
        labelsPosition="outside"
        labelsType="percent"
        withLabels
        valueFormatter={format}
        mx="auto"
      />
      <Group gap="md" justify="center">
        {slices.map((s) => (
          <Group key={s.name} gap={6} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} />
            <Text size="xs">{s.name}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
