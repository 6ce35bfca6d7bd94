import { describe, expect, it } from 'vitest';
import {
  csvCell,
  daysIntoStep,
  firstNineReversed,
  foldPie,
  isReportName,
  percentile,
  periodLabel,
  periodStart,
  periodsBetween,
  presetOf,
  presetRange,
  toCsv,
  unknownReportMessage,
} from './index';

describe('chart rules (spec 02 §9)', () => {
  it('quotes by time keeps the first 9 entries, reversed', () => {
    const labels = Array.from({ length: 12 }, (_, i) => `P${12 - i}`);
    const chart = firstNineReversed({
      labels,
      datasets: [{ label: 'Quotes', data: labels.map((_, i) => 12 - i) }],
    });
    expect(chart.labels).toEqual(['P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10', 'P11', 'P12']);
    expect(chart.datasets[0]!.data).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('a pie uses at most 5 colours: the 4 largest slices and the rest as Others', () => {
    const pie = foldPie({
      labels: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
      datasets: [{ label: 'Quotes', data: [1, 7, 3, 9, 2, 5, 0] }],
    });
    expect(pie).toEqual([
      { label: 'D', value: 9 },
      { label: 'B', value: 7 },
      { label: 'F', value: 5 },
      { label: 'C', value: 3 },
      { label: 'Others', value: 3 },
    ]);
  });

  it('a pie that fits in its colours is not folded, and the stage chart has 6', () => {
    const chart = { labels: ['A', 'B', 'C', 'D', 'E', 'F'], datasets: [{ label: 'n', data: [1, 2, 3, 4, 5, 6] }] };
    expect(foldPie(chart, 6)).toHaveLength(6);
    expect(foldPie(chart).map((s) => s.label)).toEqual(['F', 'E', 'D', 'C', 'Others']);
  });
});

describe('periods', () => {
  it.each([
    ['week', '2026-11-29', '2026-11-23', '2026-W48'],
    ['week', '2027-01-01', '2026-12-28', '2026-W53'],
    ['week', '2026-01-01', '2025-12-29', '2026-W01'],
    ['month', '2026-11-29T23:10:00Z', '2026-11-01', '2026-11'],
    ['quarter', '2026-08-15', '2026-07-01', '2026-Q3'],
  ] as const)('%s of %s starts %s and is labelled %s', (period, value, start, label) => {
    expect(periodStart(period, value)).toBe(start);
    expect(periodLabel(period, start)).toBe(label);
  });

  it('lists every period between two days, newest first, capped to the newest', () => {
    expect(periodsBetween('month', '2026-09-20', '2026-11-02')).toEqual(['2026-11-01', '2026-10-01', '2026-09-01']);
    expect(periodsBetween('quarter', '2025-12-31', '2026-01-01')).toEqual(['2026-01-01', '2025-10-01']);
    expect(periodsBetween('week', '2000-01-01', '2026-11-29', 3)).toEqual(['2026-11-23', '2026-11-16', '2026-11-09']);
  });
});

describe('report names', () => {
  it('knows the spec names and says which exist for an unknown one', () => {
    expect(isReportName('periodic-quotes')).toBe(true);
    expect(isReportName('funnel')).toBe(true);
    expect(isReportName('profit')).toBe(false);
    expect(unknownReportMessage('profit')).toBe(
      "There is no report named 'profit'. Known reports: periodic-quotes, clients, stages, destinations, conversions, detail, funnel, time-to-quote, engagement, summary.",
    );
  });
});

describe('the funnel', () => {
  const at = (d: string) => new Date(`${d}T00:00:00Z`);
  const times = {
    created: at('2026-01-01'),
    sent: at('2026-01-04'),
    review: null,
    confirmed: at('2026-01-14'),
    rejected: null,
  };

  it('counts a step from the latest step reached before it', () => {
    expect(daysIntoStep(times, 'sent')).toBe(3);
    expect(daysIntoStep(times, 'confirmed')).toBe(10);
    expect(daysIntoStep(times, 'review')).toBeNull();
    // Under Review before Sent (the status machine's order): Sent counts from the review.
    expect(daysIntoStep({ ...times, review: at('2026-01-02') }, 'sent')).toBe(2);
    // Confirmed straight from In Preparation (staff): from the creation.
    expect(daysIntoStep({ ...times, sent: null }, 'confirmed')).toBe(13);
  });

  it('takes medians and p90 as PostgreSQL percentile_cont does', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([5, 1, 3], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
  });
});

describe('CSV downloads', () => {
  it('quotes what needs quoting and makes formulas inert', () => {
    expect(csvCell('Alpha, Tours')).toBe('"Alpha, Tours"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('-5 days')).toBe("'-5 days");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['Client', 'Quotes'], [['Müller', 3]])).toBe('\uFEFFClient,Quotes\r\nMüller,3\r\n');
  });
});

describe('date presets', () => {
  it.each([
    ['this-month', { from: '2026-11-01', to: '2026-11-29' }],
    ['last-month', { from: '2026-10-01', to: '2026-10-31' }],
    ['this-quarter', { from: '2026-10-01', to: '2026-11-29' }],
    ['this-year', { from: '2026-01-01', to: '2026-11-29' }],
    ['last-12-months', { from: '2025-12-01', to: '2026-11-29' }],
    ['since-2025', { from: '2025-01-01', to: '2026-11-29' }],
  ] as const)('%s on 2026-11-29', (key, range) => {
    expect(presetRange(key, '2026-11-29')).toEqual(range);
    expect(presetOf(range, '2026-11-29')).toBe(key);
  });

  it('knows last month across a new year, and no preset for another range', () => {
    expect(presetRange('last-month', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetOf({ from: '2026-02-03', to: '2026-11-29' }, '2026-11-29')).toBeNull();
  });
});
