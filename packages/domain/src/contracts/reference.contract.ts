import { z } from 'zod';
import { listEnvelope } from './common.contract';

/** The catalogue list query of the spec: page, limit, search, name (all optional). */
export const referenceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
  search: z.string().trim().max(200).optional(),
  name: z.string().trim().max(200).optional(),
  country: z.string().trim().max(60).optional(),
  client: z.coerce.number().int().positive().optional(),
});
export type ReferenceListQuery = z.infer<typeof referenceListQuerySchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// Rows are open records: each list names its own fields (api-shapes.md), all snake_case.
export const referenceRowSchema = z.record(z.string(), z.unknown());
export const referenceListResponseSchema = listEnvelope(referenceRowSchema);
export const referenceItemResponseSchema = z.object({ data: referenceRowSchema });
