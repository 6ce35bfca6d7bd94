// The date presets of the Reports page's filter (docs/domain/reports.md#filters): every range ends
// today at the latest, and days are calendar days in UTC as everywhere.

export interface DateRange {
  from: string;
  to: string;
}

export const REPORT_PRESETS = [
  { key: 'this-month', label: 'This month' },
  { key: 'last-month', label: 'Last month' },
  { key: 'this-quarter', label: 'This quarter' },
  { key: 'this-year', label: 'This year' },
  { key: 'last-12-months', label: 'Last 12 months' },
  { key: 'since-2025', label: 'Since 2025' },
] as const;
export type ReportPresetKey = (typeof REPORT_PRESETS)[number]['key'];

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The range a preset names on `today` (YYYY-MM-DD). "Since 2025" is the original client's default. */
export function presetRange(key: ReportPresetKey, today: string): DateRange {
  const d = new Date(`${today}T00:00:00Z`);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (key) {
    case 'this-month':
      return { from: iso(new Date(Date.UTC(y, m, 1))), to: today };
    case 'last-month':
      return { from: iso(new Date(Date.UTC(y, m - 1, 1))), to: iso(new Date(Date.UTC(y, m, 0))) };
    case 'this-quarter':
      return { from: iso(new Date(Date.UTC(y, m - (m % 3), 1))), to: today };
    case 'this-year':
      return { from: `${y}-01-01`, to: today };
    case 'last-12-months':
      return { from: iso(new Date(Date.UTC(y, m - 11, 1))), to: today };
    case 'since-2025':
      return { from: '2025-01-01', to: today };
  }
}

/** The preset a range is, if any: the filter shows it as chosen. */
export function presetOf(range: Partial<DateRange>, today: string): ReportPresetKey | null {
  return (
    REPORT_PRESETS.find((p) => {
      const r = presetRange(p.key, today);
      return r.from === range.from && r.to === range.to;
    })?.key ?? null
  );
}
