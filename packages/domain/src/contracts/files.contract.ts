import { z } from 'zod';
import {
  calendarDateSchema,
  idParamValueSchema,
  idSchema,
  INT4_MAX,
  listEnvelope,
  safeTextSchema,
} from './common.contract';

// Requests (files): a client's enquiry that quotes are linked to (docs/domain/api-shapes.md#request-calls).

import { REQUEST_STAGES } from '../statuses/service-statuses';

export { REQUEST_STAGES };
export type RequestStageId = (typeof REQUEST_STAGES)[number]['id'];
export const REQUEST_STAGE_IDS = REQUEST_STAGES.map((s) => s.id) as RequestStageId[];
export const REQUEST_CODE_PATTERN = /^F[A-Z0-9]+$/;

// Query and path values arrive as text; JSON bodies must send real numbers (true is not 1).
const id = idParamValueSchema;
const bodyId = idSchema;
const STAGE_MESSAGE = 'must be a request stage: 1, 2, 3, 4 or 5';
const stage = z
  .number()
  .int()
  .min(0, STAGE_MESSAGE)
  .max(INT4_MAX, STAGE_MESSAGE)
  .refine((v) => REQUEST_STAGE_IDS.includes(v as RequestStageId), STAGE_MESSAGE);
const title = safeTextSchema().trim().min(1, 'is required').max(200);

export const fileCreateBodySchema = z.object({
  title,
  client_id: bodyId.nullish(),
  stage: stage.default(1),
  /** The assignee. */
  user_id: bodyId.nullish(),
});
/** PUT changes only the fields it names; null clears the client or the assignee. */
export const fileUpdateBodySchema = z
  .object({
    title: title.optional(),
    client_id: bodyId.nullable().optional(),
    stage: stage.optional(),
    user_id: bodyId.nullable().optional(),
  })
  .refine(
    (b) => Object.values(b).some((v) => v !== undefined),
    'name at least one of title, client_id, stage, user_id',
  );
export type FileCreateBody = z.infer<typeof fileCreateBodySchema>;
export type FileUpdateBody = z.infer<typeof fileUpdateBodySchema>;

/** The full list of linked quotes: each call replaces the previous list (docs/domain/spec-sections.md#spec-01-section-7). */
export const fileQuotesBodySchema = z.object({ entities: z.array(bodyId).max(500) });
export const fileRequestIdParamSchema = z.object({ requestId: id });
export const fileAssignParamSchema = z.object({ requestId: id, userId: id });

const stageList = z
  .string()
  .trim()
  .regex(/^\d+(,\d+)*$/, 'must be stage ids separated by commas')
  .transform((v) => [...new Set(v.split(',').map(Number))])
  .refine(
    (ids) => ids.every((v) => REQUEST_STAGE_IDS.includes(v as RequestStageId)),
    'must be request stages: 1, 2, 3, 4 or 5',
  );

/**
 * `creation` is one day (created that day) or `from,to` (both days included), in UTC.
 * `code`, `title` and `search` (code or title) match any part, whatever the case.
 */
const creation = z
  .string()
  .trim()
  .transform((v) => v.split(','))
  .pipe(z.union([z.tuple([calendarDateSchema]), z.tuple([calendarDateSchema, calendarDateSchema])]))
  .transform(([from, to]) => ({ from, to: to ?? from }))
  .refine((r) => r.from <= r.to, 'the first day must not be after the second');

const text = safeTextSchema().trim().max(200).optional();
export const fileListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).default(100),
  code: text,
  title: text,
  search: text,
  stage: stageList.optional(),
  client: id.optional(),
  creation: creation.optional(),
});
export type FileListQuery = z.infer<typeof fileListQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
export const fileSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  client: named.nullable(),
  /** The assignee. */
  user: named.nullable(),
  stage: named,
  /** The day it was created, YYYY-MM-DD (UTC). */
  creation: z.string(),
  quotes_number: z.number().int(),
  items: z.array(z.object({ id: z.number().int(), title: z.string(), status: named })),
});
export type FileRow = z.infer<typeof fileSchema>;
export const fileListResponseSchema = listEnvelope(fileSchema);
export const fileResponseSchema = z.object({ data: fileSchema });
export const fileDeletedResponseSchema = z.object({
  data: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});
