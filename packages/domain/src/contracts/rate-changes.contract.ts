import { z } from 'zod';
import { idArraySchema, idParamValueSchema, idSchema } from './common.contract';

// Rate-change impact (docs/domain/rate-changes.md, decision 0065): the changes of the last days,
// the quotes a change (or the period) moves with their level totals before and after, and the
// durable job that re-prices the quotes chosen. Staff who may edit rates only: costs and margins.

export const RATE_CHANGE_MAX_DAYS = 366;
export const REPRICE_MAX_QUOTES = 200;

export const rateChangesQuerySchema = z.object({
  /** How far back, in days; 30 unless given. */
  days: z.coerce.number().int().min(1).max(RATE_CHANGE_MAX_DAYS).default(30),
  /** Only the changes of this catalogue service (the editor's "see the impact" after a save). */
  service_id: idParamValueSchema.optional(),
});
export type RateChangesQuery = z.infer<typeof rateChangesQuerySchema>;

export const rateChangeParamSchema = z.object({ id: idParamValueSchema });

const costSchema = z.object({
  id: z.number().int(),
  sales_manual_id: z.number().int(),
  before: z.number().nullable(),
  after: z.number().nullable(),
});

export const rateChangeSchema = z.object({
  id: z.number().int(),
  service: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  source: z.enum(['editor', 'import']),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  changed_ids: z.array(z.number().int()),
  added_ids: z.array(z.number().int()),
  removed_ids: z.array(z.number().int()),
  costs: z.array(costSchema),
  /** Open quotes (In Preparation, Sent, Under Review) using the service today. */
  open_quotes: z.number().int(),
});
export type RateChange = z.infer<typeof rateChangeSchema>;
export const rateChangesResponseSchema = z.object({ data: z.array(rateChangeSchema) });

export const levelImpactSchema = z.object({
  level: z.number().int(),
  type: z.string(),
  total_before: z.number(),
  total_after: z.number(),
  cost_before: z.number(),
  cost_after: z.number(),
  margin_before: z.number(),
  margin_after: z.number(),
  margin_change: z.number(),
  margin_percent_before: z.number(),
  margin_percent_after: z.number(),
  margin_percent_change: z.number(),
});

const quoteHeadSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  code: z.string(),
  title: z.string(),
  status_id: z.number().int(),
  status: z.string(),
  version: z.number().int(),
  prices_locked: z.boolean(),
  /** The service ids of the change(s) the quote uses. */
  service_ids: z.array(z.number().int()),
});

export const impactedQuoteSchema = quoteHeadSchema.extend({
  /** Sent or Under Review: re-pricing it follows the price lock's rule (refused while locked). */
  lock: z.string().nullable(),
  levels: z.array(levelImpactSchema),
  changed: z.boolean(),
});

export const soldBelowCostQuoteSchema = quoteHeadSchema.extend({
  level: z.number().int(),
  type: z.string(),
  sold_total: z.number(),
  cost_before: z.number(),
  cost_after: z.number(),
  margin_left: z.number(),
});

export const rateImpactResponseSchema = z.object({
  rate_change_ids: z.array(z.number().int()),
  quotes: z.array(impactedQuoteSchema),
  sold_below_cost: z.array(soldBelowCostQuoteSchema),
});
export type RateImpact = z.infer<typeof rateImpactResponseSchema>;

export const repriceBodySchema = z.object({
  quote_ids: idArraySchema(REPRICE_MAX_QUOTES).min(1, 'Choose at least one quote to re-price.'),
  /** The change named as the reason in each quote's history; absent for the period's changes. */
  rate_change_id: idSchema.optional(),
});
export type RepriceBody = z.infer<typeof repriceBodySchema>;

export const repriceJobParamSchema = z.object({ id: z.string().uuid('Not a re-pricing id.') });

export const repriceResultSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  outcome: z.enum(['repriced', 'unchanged', 'refused', 'skipped']),
  reason: z.string().optional(),
  version: z.number().int().optional(),
});

export const repriceJobSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done']),
  total: z.number().int(),
  done: z.number().int(),
  rate_change_id: z.number().int().nullable(),
  results: z.array(repriceResultSchema),
});
export type RepriceJob = z.infer<typeof repriceJobSchema>;
