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

/**
 * A request in a path: its uuid (the public id, docs/domain/api-shapes.md#ids) or its number.
 * The original client's "create then link" sends `/tenant/files/undefined/quotes`: refused with a sentence saying so.
 */
export const requestRefSchema = z
  .union([
    id,
    z.uuid({
      error: (issue) =>
        issue.input === 'undefined' || issue.input === 'null'
          ? 'names no request (the address says undefined): create the request first, then use the id it answers'
          : 'must be a request uuid or a numeric id',
    }),
  ])
  .meta({ description: 'The request uuid (its public id) or its numeric id' });
export type RequestRef = z.infer<typeof requestRefSchema>;
/** A request or a quote named in a JSON body: its uuid, or its id as a real number. */
const bodyRef = z.union([bodyId, z.uuid({ error: 'must be a uuid or a numeric id' })]);

/** A tag as an id, or as the `{id, name}` object an answer carries (the original client sends the whole request back). */
const tagRef = z.union([bodyId, z.object({ id: bodyId })], { error: 'must be a tag id or a tag {id}' });
const tags = z
  .array(tagRef)
  .max(100)
  .transform((refs) => [...new Set(refs.map((t) => (typeof t === 'number' ? t : t.id)))]);
/** `stage` is Itinera's name for `stage_id`; the answer's `{id, name}` object sent back means the same stage. */
const stageRef = z.union([stage, z.object({ id: stage })], { error: STAGE_MESSAGE });
const stageOf = (stageId?: number, stage?: number | { id: number }) =>
  stageId ?? (typeof stage === 'number' ? stage : stage?.id);
/** A request code: kept when it matches REQUEST_CODE_PATTERN and is free in the tenant, else generated. */
const code = safeTextSchema().trim().max(100);

// The original client's names (client_id, contract_id, code, title, stage_id, tags) and Itinera's
// (stage, user_id: the assignee). Keys a body carries besides these (the whole request object the
// stage auto-update sends back: client, contract, user, items, creation…) are dropped, never stored.
const fields = {
  title,
  client_id: bodyId.nullish(),
  /** A contract of the request's client (a client contract id). */
  contract_id: bodyId.nullish(),
  code: code.nullish(),
  stage_id: stage.optional(),
  stage: stageRef.optional(),
  tags: tags.optional(),
  /** The assignee. */
  user_id: bodyId.nullish(),
};

export const fileCreateBodySchema = z
  .object(fields)
  .transform(({ stage_id, stage, ...b }) => ({ ...b, stage: stageOf(stage_id, stage) ?? 1 }));

const WRITABLE = ['title', 'code', 'client_id', 'contract_id', 'stage_id', 'stage', 'tags', 'user_id'] as const;
/** PUT changes only the fields it names (null clears the client, the contract or the assignee); `id`, when sent, must name the request of the path. */
export const fileUpdateBodySchema = z
  .object({
    id: bodyRef.optional(),
    title: title.optional(),
    code: code.nullish(),
    client_id: fields.client_id,
    contract_id: fields.contract_id,
    stage_id: fields.stage_id,
    stage: fields.stage,
    tags: fields.tags,
    user_id: fields.user_id,
  })
  .refine((b) => WRITABLE.some((k) => b[k] !== undefined), `name at least one of ${WRITABLE.join(', ')}`)
  .transform(({ stage_id, stage, ...b }) => ({ ...b, stage: stageOf(stage_id, stage) }));
/** What a client sends. */
export type FileCreateBody = z.input<typeof fileCreateBodySchema>;
export type FileUpdateBody = z.input<typeof fileUpdateBodySchema>;
/** What the server works with, after the schema. */
export type FileCreateFields = z.output<typeof fileCreateBodySchema>;
export type FileUpdateFields = z.output<typeof fileUpdateBodySchema>;

/** The original client's DELETE carries `{id}`; the body is optional and, when sent, must name the request of the path. */
export const fileDeleteBodySchema = z.object({ id: bodyRef.optional() }).nullish();

/**
 * The full list of linked quotes, by uuid or numeric id: each call replaces the previous list
 * (docs/domain/spec-sections.md#spec-01-section-7).
 */
export const fileQuotesBodySchema = z.object({ entities: z.array(bodyRef).max(500) });
export const fileRequestRefParamSchema = z.object({ id: requestRefSchema });
export const fileRequestIdParamSchema = z.object({ requestId: requestRefSchema });
export const fileAssignParamSchema = z.object({ requestId: requestRefSchema, userId: id });

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
 * `code`, `title` and `search` (code or title) match any part, whatever the case. `code` and `title`
 * carry search terms joined by `,` (any term matches); the same terms in both mean "in the code or the title".
 */
const creation = z
  .string()
  .trim()
  .transform((v) => v.split(','))
  .pipe(z.union([z.tuple([calendarDateSchema]), z.tuple([calendarDateSchema, calendarDateSchema])]))
  .transform(([from, to]) => ({ from, to: to ?? from }))
  .refine((r) => r.from <= r.to, 'the first day must not be after the second');

const text = safeTextSchema().trim().max(500).optional();
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
/** A name the original client always reads (`client.name`): an object even when there is nobody, id null. */
const maybeNamed = z.object({ id: z.number().int().nullable(), name: z.string() });
/** A quote linked to a request; `id` is the quote's uuid. */
export const fileItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  client: maybeNamed,
  /** The quote's owner. */
  user: maybeNamed,
  paxs: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** The day the quote was created, YYYY-MM-DD (UTC). */
  creation: z.string(),
  status: named,
});
export const fileSchema = z.object({
  /** The request's uuid, its public id. */
  id: z.string(),
  code: z.string(),
  title: z.string(),
  client: named.nullable(),
  /** `{id: null, name: ''}` when the request names no contract: the original client reads contract.id. */
  contract: z.object({ id: z.number().int().nullable(), name: z.string() }),
  stage: named,
  tags: z.array(named),
  /** The assignee. */
  user: named.nullable(),
  quotes_number: z.number().int(),
  /** The day it was created, YYYY-MM-DD (UTC). */
  creation: z.string(),
  items: z.array(fileItemSchema),
});
export type FileRow = z.infer<typeof fileSchema>;
export type FileItem = z.infer<typeof fileItemSchema>;
export const fileListResponseSchema = listEnvelope(fileSchema);
/** R2–R6 answer the bare request (docs/domain/api-shapes.md#request-calls). */
export const fileResponseSchema = fileSchema;
export const fileDeletedResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });
