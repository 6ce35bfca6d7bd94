// The chart rules of spec 02 §9, shared by the API (what it sends) and the web (what it draws):
// docs/domain/reports.md#chart-rules.

/** A chart answer as the original client reads it (original-client.md §11). */
export interface ChartData {
  labels: string[];
  datasets: { label: string; data: number[] }[];
}

/** The quotes-by-time chart keeps this many periods (the newest). */
export const PERIODIC_POINTS = 9;
/** Colours of a pie chart (clients, destinations): the slices beyond them are folded into "Others". */
export const PIE_COLOURS = 5;
/** Colours of the stage chart: one per request stage, with one to spare. */
export const STAGE_COLOURS = 6;

/**
 * What the quotes-by-time chart draws: the first PERIODIC_POINTS labels and points (the API sends
 * the newest period first), reversed so time runs left to right. The original client does exactly
 * this to the answer; the web does it too, so both draw the same bars.
 */
export function firstNineReversed(chart: ChartData): ChartData {
  const keep = <T>(items: readonly T[]) => items.slice(0, PERIODIC_POINTS).reverse();
  return { labels: keep(chart.labels), datasets: chart.datasets.map((d) => ({ label: d.label, data: keep(d.data) })) };
}

/**
 * A pie of at most `colours` slices: the largest `colours - 1` as they are and the rest added up
 * as "Others" (when everything fits, nothing is folded). Only the first dataset is drawn, as in the
 * original client. Slices are sorted largest first; ties keep the answer's order.
 */
export function foldPie(
  chart: ChartData,
  colours = PIE_COLOURS,
  othersLabel = 'Others',
): { label: string; value: number }[] {
  const data = chart.datasets[0]?.data ?? [];
  const slices = chart.labels
    .map((label, i) => ({ label, value: data[i] ?? 0, i }))
    .filter((s) => s.value > 0)
    .sort((a, b) => b.value - a.value || a.i - b.i)
    .map(({ label, value }) => ({ label, value }));
  if (slices.length <= colours) return slices;
  const kept = slices.slice(0, colours - 1);
  const rest = slices.slice(colours - 1).reduce((n, s) => n + s.value, 0);
  return [...kept, { label: othersLabel, value: rest }];
}
