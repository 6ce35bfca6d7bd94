import { z } from 'zod';
import { fitsIdWhenNumeric, idParamValueSchema, listEnvelope, safeTextSchema } from './common.contract';

/** The catalogue list query of the spec: page, limit, search, name (all optional). */
export const referenceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
  search: safeTextSchema().trim().max(200).optional(),
  name: safeTextSchema().trim().max(200).optional(),
  /** A country code, or the id of a country location. */
  country: safeTextSchema().trim().max(60).refine(fitsIdWhenNumeric, 'is too large to be a country id').optional(),
  client: idParamValueSchema.optional(),
  /** Client contracts (C2): the contract of the quote being edited, listed even once archived. */
  contract_id: idParamValueSchema.optional(),
});
export type ReferenceListQuery = z.infer<typeof referenceListQuerySchema>;

export const idParamSchema = z.object({ id: idParamValueSchema });

// Rows are open records: each list names its own fields (docs/domain/api-shapes.md), all snake_case.
export const referenceRowSchema = z.record(z.string(), z.unknown());
export const referenceListResponseSchema = listEnvelope(referenceRowSchema);
export const referenceItemResponseSchema = z.object({ data: referenceRowSchema });
