import { z } from 'zod';
import { FUNNEL_CUTS, REPORT_MEASURES, REPORT_PERIODS } from '../reports/report-names';
import { calendarDateSchema, idListSchema, safeTextSchema } from './common.contract';

// The reports' calls (docs/domain/reports.md#calls; original-client.md §11). The original
// client sends `client`, `from`, `to` and `user` on every call, unset ones empty, and id lists
// with an empty item (`client=,7`): the liberal query parser drops empty keys and empty items first
// (decision 0025), so these schemas see `client=7` or nothing.

const LOCATION_CODE = /^[A-Za-z]{2}(-[\w-]{1,60})?$/;

/** The filters every report takes; the extra keys shape one report and are ignored by the others. */
export const reportQuerySchema = z
  .object({
    /** Client agencies, ids joined by commas. */
    client: idListSchema.optional(),
    /** Consultants (the quote's assignee, else its owner), ids joined by commas. */
    user: idListSchema.optional(),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    /** periodic-quotes and conversions: the length of a period (month by default). */
    period: z.enum(REPORT_PERIODS).optional(),
    /** periodic-quotes: quotes counted (default), their sale value, or their margin. */
    measure: z.enum(REPORT_MEASURES).optional(),
    /** destinations: a country code (`PE`) answers its destinations instead of the countries. */
    country: safeTextSchema().trim().regex(LOCATION_CODE, 'must be a country code such as PE').max(64).optional(),
    /** funnel: the cut. */
    by: z.enum(FUNNEL_CUTS).optional(),
    /** engagement: the days a proposal may stay opened and unanswered before it needs a follow-up (3). */
    days: z.coerce.number().int().min(0).max(365).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportNameParamSchema = z.object({ name: z.string().max(100) });

/** A chart: `{labels[], datasets[]: {label, data[]}}` (§11 RP1–RP4). */
export const reportChartSchema = z.object({
  labels: z.array(z.string()),
  datasets: z.array(z.object({ label: z.string(), data: z.array(z.number()) })),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

/** RP5: the signed-in user's quotes and how many of them are confirmed. */
export const reportSummarySchema = z.object({ quotes: z.number().int(), confirmed: z.number().int() });

/** RP6: flat rows written as they are to a spreadsheet (the keys become its columns). */
export const reportDetailSchema = z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()])));
export type ReportDetailRow = z.infer<typeof reportDetailSchema>[number];

const figures = z.object({
  count: z.number().int(),
  /** The sale value (the sold level's total, else the cheapest level in use); only with view_sale_price. */
  value: z.number().optional(),
});
const median = z.number().nullable();
export const funnelStepSchema = figures.extend({
  status_id: z.number().int(),
  name: z.string(),
  /** Median days from the step before (the latest one the quote had reached) to this one. */
  median_days: median,
});
export const reportFunnelSchema = z.object({
  steps: z.array(funnelStepSchema),
  by: z.enum(FUNNEL_CUTS).nullable(),
  /** One row per value of the cut, largest first: the quotes stopped at each step. */
  cuts: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      steps: z.array(figures.extend({ status_id: z.number().int() })),
    }),
  ),
});
export type ReportFunnel = z.infer<typeof reportFunnelSchema>;

const timing = z.object({ requests: z.number().int(), median_days: median, p90_days: median });
export const reportTimeToQuoteSchema = z.object({
  overall: timing,
  by_consultant: z.array(timing.extend({ id: z.number().int().nullable(), name: z.string() })),
  by_client: z.array(timing.extend({ id: z.number().int().nullable(), name: z.string() })),
  /** Requests with no quote sent yet, the longest waiting first; `id` is the request's uuid. */
  waiting: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      title: z.string(),
      client: z.string().nullable(),
      consultant: z.string().nullable(),
      arrived: z.string(),
      days_waiting: z.number(),
    }),
  ),
});
export type ReportTimeToQuote = z.infer<typeof reportTimeToQuoteSchema>;

export const reportEngagementSchema = z.object({
  levels: z.array(
    z.object({
      level: z.number().int(),
      name: z.string(),
      /** Times clients opened the level on the proposal page, and on how many proposals. */
      views: z.number().int(),
      proposals: z.number().int(),
      accepted: z.number().int(),
    }),
  ),
  sections: z.array(
    z.object({
      section: z.string(),
      seconds: z.number().int(),
      proposals: z.number().int(),
      average_seconds: z.number(),
    }),
  ),
  days: z.number().int(),
  /** Proposals opened at least `days` days ago and still unanswered; `id` is the quote's uuid. */
  follow_up: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      title: z.string(),
      client: z.string().nullable(),
      consultant: z.string().nullable(),
      status: z.string(),
      first_opened: z.string(),
      last_opened: z.string(),
      opens: z.number().int(),
      days_since_opened: z.number(),
    }),
  ),
  /**
   * Decisions 0079, 0083 and 0084: the proposals whose clients composed the trip, the most alternatives first (20): `tried` counts
   * the different alternatives priced (a stay at a level, an extra), `prices` every one priced.
   */
  alternatives: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      title: z.string(),
      tried: z.number().int(),
      prices: z.number().int(),
    }),
  ),
});
export type ReportEngagement = z.infer<typeof reportEngagementSchema>;
