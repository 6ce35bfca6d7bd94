import { z } from 'zod';

/** The one error body of every 4xx/5xx answer (architecture.md §5, api-shapes.md). */
export const errorBodySchema = z.object({
  errors: z.object({ data: z.string() }),
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  error: z.string().optional(),
  /** A save refused for its pricing errors also carries them as the spec's save answers do (api-shapes.md). */
  messages: z.array(z.object({ errors: z.array(z.string()), warnings: z.array(z.string()).optional() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Paging query shared by every list call: `page` starts at 1, `limit` is `per_page`. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
});

export const listMetaSchema = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});

export const listLinksSchema = z.object({ prev: z.string().nullable(), next: z.string().nullable() });

/** The list envelope of api-shapes.md around any item schema. */
export const listEnvelope = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema, links: listLinksSchema });

/** A day that exists, as YYYY-MM-DD: the pattern alone lets 2026-02-30 through to the database, which refuses it. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
  }, 'is not a day of the calendar');

/** Ids separated by commas in a query string ('2,7'), as numbers. */
export const idListSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\d+(,\d+)*$/, 'must be ids separated by commas')
  .transform((v) => v.split(',').map(Number));
