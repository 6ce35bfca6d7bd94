// The reports the API serves under /tenant/reports/{name} (docs/domain/reports.md#calls): the
// spec's six (spec 02 §7, original-client.md §11) and the three Itinera adds.

/** The spec's chart and table reports, in the order the Reports page shows them. */
export const SPEC_REPORTS = ['periodic-quotes', 'clients', 'stages', 'destinations', 'conversions', 'detail'] as const;
/** Reports beyond the spec: the conversion funnel, time to quote, what clients look at. */
export const EXTRA_REPORTS = ['funnel', 'time-to-quote', 'engagement'] as const;
/** Every name `/tenant/reports/{name}` answers; `summary` has its own route (no query). */
export const REPORT_NAMES = [...SPEC_REPORTS, ...EXTRA_REPORTS, 'summary'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const isReportName = (name: string): name is ReportName => (REPORT_NAMES as readonly string[]).includes(name);

/** The sentence of the 404 for an unknown name: it lists the names that exist. */
export const unknownReportMessage = (name: string): string =>
  `There is no report named '${name.slice(0, 60)}'. Known reports: ${REPORT_NAMES.join(', ')}.`;

/** Periods the quotes-by-time chart and the conversions chart group by. */
export const REPORT_PERIODS = ['week', 'month', 'quarter'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** What the quotes-by-time chart counts: quotes, their sale value, or their margin (costs). */
export const REPORT_MEASURES = ['count', 'value', 'margin'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];

/** The cuts of the conversion funnel. */
export const FUNNEL_CUTS = ['destination', 'client', 'consultant', 'level'] as const;
export type FunnelCut = (typeof FUNNEL_CUTS)[number];

/** Comfort levels by number, as quotes price them (docs/domain/pricing.md#step-5-level-totals). */
export const LEVEL_LABELS: Readonly<Record<1 | 2 | 3, string>> = { 1: 'Comfort', 2: 'Superior', 3: 'Luxury' };
