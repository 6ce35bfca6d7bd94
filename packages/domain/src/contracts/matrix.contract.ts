import { z } from 'zod';
import { MATRIX_MAX_PAX, MATRIX_MAX_SIZES, matrixSizes } from '../pricing/matrix';
import { calendarDateSchema } from './common.contract';

// The price matrix of a quote (docs/domain/pricing.md#price-matrix; contract I14/I15, §5.9):
// POST /tenant/itinerary/{id}/generate-matrix answers a bare array of entries, GET …/matrix answers
// `[{data: entries, …}]`, or `[]` when none was generated. Sale figures, fees and margins may be
// left out for the user (docs/domain/permissions.md#price-fields), so they are optional here.

const paxCount = z.coerce.number().int().min(1).max(MATRIX_MAX_PAX);
/** The original client sends an empty start date when the quote has none. */
const optionalDate = z.preprocess((v) => (v === '' ? null : v), calendarDateSchema.nullish());

export const generateMatrixBodySchema = z
  .object({
    /** The original client: a range, 1 to 10. */
    from_pax: paxCount.optional(),
    to_pax: paxCount.optional(),
    /** Itinera's web: any group sizes, up to 40. */
    pax: z.array(paxCount).min(1).max(MATRIX_MAX_SIZES).optional(),
    /** The departure to price; the quote's own start date when absent. */
    start_date: optionalDate,
    /** The age of the child in the child column (a child sharing a double); none leaves it empty. */
    child_age: z.coerce.number().int().min(0).max(17).nullish(),
  })
  .superRefine((body, ctx) => {
    const read = matrixSizes(body);
    if ('error' in read) ctx.addIssue({ code: 'custom', path: ['pax'], message: read.error });
  });
export type GenerateMatrixBody = z.infer<typeof generateMatrixBodySchema>;

const cell = z.number().nullable();
export const matrixLevelSchema = z.object({
  level: z.number().int(),
  type: z.string(),
  total: z.number().optional(),
  fee: z.number().optional(),
  margin: z.number().optional(),
  per_person: z.object({ double: cell, single: cell, single_supplement: cell, triple: cell, child: cell }).optional(),
});

export const matrixEntrySchema = z.object({
  num_pax: z.number().int(),
  /** The quote's services, in the same order in every entry (§5.9: rows aligned by index). */
  service_itinerary: z.array(
    z.object({
      id: z.number().int(),
      code: z.string().nullable(),
      id_service_type: z.number().int(),
      level: z.number().int(),
      name: z.object({ id: z.number().int(), value: z.string(), translate: z.array(z.unknown()) }),
      location: z.array(
        z.object({
          id: z.number().int(),
          location_name: z.string(),
          location_code: z.string().nullable().optional(),
          parent: z.unknown().optional(),
        }),
      ),
      price: z.number().optional(),
      service_price: z.array(z.object({ id_room_type: z.number().int(), romm_name: z.string(), room_qty: z.number() })),
    }),
  ),
  /** Seller first, then reseller: each with the three levels. */
  prices: z.array(z.object({ type: z.enum(['seller', 'reseller']), prices: z.array(matrixLevelSchema) })),
  errors: z.array(z.string()),
});
export type MatrixEntryAnswer = z.infer<typeof matrixEntrySchema>;

/** I14's answer: a bare array of entries (202 and empty while a large matrix is being computed). */
export const generateMatrixResponseSchema = z.array(matrixEntrySchema);

export const storedMatrixSchema = z.object({
  data: z.array(matrixEntrySchema),
  /** running (a job fills it size by size), ready or failed. */
  status: z.enum(['running', 'ready', 'failed']),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  sizes: z.array(z.number().int()),
  child_age: z.number().int().nullable(),
  start_date: z.string().nullable(),
  version: z.number().int(),
  generated_at: z.string(),
  /** Whether the quote, its rate lines or its pricing changed since: the matrix then needs generating again. */
  stale: z.boolean(),
  stale_reasons: z.array(z.string()),
  error: z.string().nullable(),
});
export type StoredMatrix = z.infer<typeof storedMatrixSchema>;

/** I15's answer: `[{data: entries, …}]`, or `[]` when the quote has no matrix. */
export const matrixResponseSchema = z.array(storedMatrixSchema);
