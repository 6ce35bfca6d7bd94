import { z } from 'zod';
import {
  calendarDateSchema,
  fitsIdWhenNumeric,
  idArraySchema,
  idListSchema,
  idParamValueSchema,
  idSchema,
  INT4_MAX,
  listLinksSchema,
  listMetaSchema,
  safeTextSchema,
} from './common.contract';
import { idList as idsOf, isRecord, isUnsetText, liberalIds, liberalText, singleObject } from './liberal-body';
import { QUOTE_STATUS_GROUP_NAMES, statusFilterIds } from '../statuses/status-groups';
import { ACTIVITY_TYPES } from './activity-types';

// The quote (itinerary) core of docs/domain/api-shapes.md#quote-calls; shapes of docs/domain/api-shapes.md.

const idList = idListSchema;
const id = idParamValueSchema;

/** Sortable fields of the quote list; `created_date` is the answer's name for created_at. */
export const QUOTE_SORT_FIELDS = [
  'created_date',
  'code',
  'title',
  'start_date',
  'end_date',
  'num_pax',
  'num_day',
  'price',
  'status',
] as const;
const sortPair = new RegExp(`^(${QUOTE_SORT_FIELDS.join('|')})\\.(asc|desc)$`);

/** One place: an id that fits an integer column, or a location code (`PE`, `PE-LIM`). */
const placeRef = /^[A-Za-z0-9][\w-]{0,39}$/;
const locationList = z
  .string()
  .trim()
  .max(500)
  .regex(/^[\w* -]+$/, 'must be location ids or codes separated by *')
  .transform((v) =>
    v
      .split('*')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .refine(
    (refs) => refs.length > 0 && refs.every((r) => placeRef.test(r) && fitsIdWhenNumeric(r)),
    'must be location ids or codes separated by *',
  )
  .transform((refs) => ({
    ids: refs.filter((r) => /^\d+$/.test(r)).map(Number),
    codes: refs.filter((r) => !/^\d+$/.test(r)).map((r) => r.toUpperCase()),
  }));

export const quoteListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(5),
  // One search box sends the same text as both (spec 01 §7): the same bound for both.
  code: safeTextSchema().trim().max(200).optional(),
  title: safeTextSchema().trim().max(200).optional(),
  /** A client id, or a comma list of them (the request-link modal of the original client). */
  client: idList.optional(),
  /** Places, as ids or location codes, joined by `*` (the original client: destination codes, `PE-LIM*PE-CUS`). */
  location: locationList.optional(),
  /** Country codes joined by `,`. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .max(300)
    .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'must be country codes separated by commas')
    .transform((v) => v.split(','))
    .optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
  creation: calendarDateSchema.optional(),
  /** Status ids and status group names (QUOTE_STATUS_GROUPS), comma-joined: `4,rejected`. */
  status: z
    .string()
    .trim()
    .max(500)
    .transform((v, ctx) => {
      const ids = statusFilterIds(v.split(','));
      if (ids?.every((n) => idSchema.safeParse(n).success)) return ids;
      ctx.addIssue({
        code: 'custom',
        message: `must be status ids or groups (${QUOTE_STATUS_GROUP_NAMES.join(', ')}) separated by commas`,
      });
      return z.NEVER;
    })
    .optional(),
  /** The itinerary type: 1 quotes (the default), 2–4 templates; 2 with `filter=template` (listQueryOf). */
  type: z.coerce.number().int().min(1).max(4).optional(),
  /** `template`: the example-itineraries page's list (contract I1); any other text searches code and title. */
  filter: safeTextSchema().trim().max(200).optional(),
  sort: z
    .string()
    .trim()
    .max(300)
    .transform((v) => v.split(',').filter(Boolean))
    .refine(
      (pairs) => pairs.every((p) => sortPair.test(p)),
      `must be field.order pairs; fields: ${QUOTE_SORT_FIELDS.join(', ')}`,
    )
    .transform((pairs) => pairs.map((p) => p.split('.') as [(typeof QUOTE_SORT_FIELDS)[number], 'asc' | 'desc']))
    .optional(),
  num_day: z.coerce.number().int().min(1).max(1000).optional(),
  tag: idList.optional(),
});
export type QuoteListQuery = z.infer<typeof quoteListQuerySchema>;

/** The list query as the list reads it: the type settled, `filter` a search text or nothing. */
export type ResolvedQuoteListQuery = Omit<QuoteListQuery, 'type'> & { type: number };

/**
 * The original client's example-itineraries page sends `type=2&filter=template` (contract I1):
 * `filter=template` names that page's list, the example itineraries (type 2 unless `type` says
 * otherwise), and is no search text (decision 0057; it once matched nothing). Any other `filter` keeps
 * searching code and title, as Itinera's older callers send it (docs/decisions/0057-issue-40-quote-rules.md).
 */
export function listQueryOf(q: QuoteListQuery): ResolvedQuoteListQuery {
  const template = q.filter?.toLowerCase() === 'template';
  const { filter, ...rest } = q;
  return { ...rest, type: q.type ?? (template ? 2 : 1), ...(filter && !template ? { filter } : {}) };
}

export const roomPreferenceSchema = z.object({
  id_room_type: idSchema,
  qty: z.number().int().min(1).max(200),
  max_pax: z.number().int().min(1).max(20).optional(),
  name: safeTextSchema().max(100).optional(),
});

const quoteFields = {
  title: liberalText(safeTextSchema().trim().max(1000)),
  description: liberalText(safeTextSchema().max(20_000)),
  client_id: id.nullable(),
  contract_id: id.nullable(),
  start_date: calendarDateSchema.nullable(),
  end_date: calendarDateSchema.nullable(),
  num_pax: z.number().int().min(1).max(500),
  language_id: idSchema,
  currency_id: idSchema,
  location_ids: liberalIds(idArraySchema(200)),
  tag_ids: liberalIds(idArraySchema(100)),
  room_preferable_dist: z.preprocess(roomsInUse, z.array(roomPreferenceSchema).max(50)),
  /** Used only while the quote has no dates (with dates the days are counted from them). */
  num_day: z.number().int().min(1).max(70),
  itinerary_type_id: z.number().int().min(1).max(4),
  itinerary_public: z.union([z.literal(0), z.literal(1)]),
  /** The trip's guiding (TRIP_TYPES): 1 Fully Guided, 2 Independent, 3 Partially Guided, 4 Undecided. */
  trip_type: z.number().int().min(1).max(4).nullable(),
};

/** The original form sends all five room types, the unused ones with qty 0: only those in use count. */
function roomsInUse(v: unknown) {
  if (!Array.isArray(v)) return v;
  return v.filter((r) => !(typeof r === 'object' && r !== null && 'qty' in r && r.qty === 0));
}

/**
 * The original client's form (original-client.md §5.5): the create body is an array holding the form; it
 * names locations and tags `location` and `tags` (objects or ids) where Itinera says `location_ids`
 * and `tag_ids`. Other keys it sends (id, status, quote_creation, checkboxGroup, cur_step…) are
 * dropped by the schema, never stored (docs/domain/api-shapes.md#liberal-input).
 */
function fromOriginalForm(v: unknown) {
  const o = singleObject(v);
  if (!isRecord(o)) return o;
  const out: Record<string, unknown> = { ...o };
  // The create form always sends its texts, {id: null, value: null} when nothing was typed (decision 0067).
  for (const key of ['title', 'description'] as const) if (isUnsetText(out[key])) delete out[key];
  if (out.location_ids === undefined && Array.isArray(out.location)) out.location_ids = idsOf(out.location);
  if (out.tag_ids === undefined && Array.isArray(out.tags)) out.tag_ids = idsOf(out.tags);
  return out;
}

const datesInOrder = (b: { start_date?: string | null; end_date?: string | null }) =>
  !b.start_date || !b.end_date || b.end_date >= b.start_date;
const datesMessage = { message: 'must not be before start_date', path: ['end_date'] };

/** POST /tenant/itinerary: everything optional, the spec's defaults fill the rest. */
export const quoteCreateBodySchema = z.preprocess(
  fromOriginalForm,
  z
    .object(quoteFields)
    .partial()
    .extend({
      // A template (type 2–4) whose basic information the new quote starts from (decision 0012).
      from_template: z.union([id, z.string().uuid()]).optional(),
      /** A code the client proposes: kept when well-formed and free, else one is generated. */
      code: z.string().max(40).optional(),
    })
    .refine(datesInOrder, datesMessage),
);
export type QuoteCreateBody = z.infer<typeof quoteCreateBodySchema>;

/**
 * PUT /tenant/itinerary/{id}: the fields to change, and the version the edit was based on (409 when
 * stale). Spec 01 §7 lists the call without one: a save without a version goes on
 * the quote as it stands, the last writer winning (docs/decisions/0057-issue-40-quote-rules.md).
 */
export const quoteUpdateBodySchema = z.preprocess(
  fromOriginalForm,
  z
    .object(quoteFields)
    .partial()
    .extend({ version: z.number().int().min(1).max(INT4_MAX).optional() })
    .refine(datesInOrder, datesMessage),
);
export type QuoteUpdateBody = z.infer<typeof quoteUpdateBodySchema>;

/** A quote is named by its numeric id or its uuid. */
export const quoteRefParamSchema = z.object({
  id: z.union([id, z.string().uuid()]),
});
export const quoteStatusParamSchema = z.object({
  id: z.union([id, z.string().uuid()]),
  status: z.coerce.number().int().min(1).max(9),
});
export const quoteVersionParamSchema = z.object({ id: z.union([id, z.string().uuid()]), version: id });
export const quoteAssignParamSchema = z.object({ quoteId: z.union([id, z.string().uuid()]), userId: id });

export const quoteHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  /**
   * `itinerary` or `service`; or the id of one service of the quote, as the original client sends it (I13: `entity=<id>`);
   * `all`: every entry (the quote's, its services' and its days'), as the versions menu folds them by version.
   */
  entity: z.union([z.enum(['itinerary', 'service', 'all']), id]).optional(),
  /** With entity=service: the history of that one service of the quote (30 a page). */
  entity_id: id.optional(),
});

const statusRef = z.object({ id: z.number().int(), name: z.string(), acronym: z.string() });
const ref = z.object({ id: z.number().int(), name: z.string() });

/** A quote's public id: its uuid (original-client.md §5.2, §5.3). */
export const quoteIdSchema = z.string().uuid();
export type QuoteId = z.infer<typeof quoteIdSchema>;

const bookingProgressSchema = z.object({
  confirmed: z.number().int(),
  total: z.number().int(),
  /** Services whose supplier is asked to amend and has not answered (decision 0076); absent when none. */
  amendments_pending: z.number().int().optional(),
});

/**
 * The sale pinned when the quote entered Confirmed (issue 48, docs/decisions/issues.md): the version sold, level, passengers, total
 * (a sale price), and the client's record when they accepted on the proposal page (null when staff confirmed).
 */
export const acceptedVersionSchema = z.object({
  version: z.number().int(),
  level: z.number().int().nullable(),
  num_pax: z.number().int(),
  passengers: z.array(z.record(z.string(), z.unknown())),
  total: z.number().nullable().optional(),
  currency_id: z.number().int().nullable(),
  source: z.enum(['proposal', 'book_tab']),
  accepted_at: z.string(),
  acceptance: z
    .object({
      name: z.string(),
      at: z.string(),
      address: z.string().nullable(),
      /** The level's figures exactly as the published page showed them; left out without view_sale_price. */
      figures: z.record(z.string(), z.unknown()).nullable().optional(),
      published_version: z.number().int(),
    })
    .nullable(),
});

/** Decision 0075: the sold trip's changes were sent to the client and not accepted yet. */
export const changesAwaitingSchema = z.object({
  version: z.number().int(),
  accepted_version: z.number().int(),
  sent_at: z.string(),
});

/** One level's price on a list row: 1 Comfort, 2 Superior, 3 Luxury. */
export const listLevelPriceSchema = z.object({
  level: z.number().int(),
  type: z.string(),
  total: z.number(),
});

export const quoteListRowSchema = z.object({
  id: quoteIdSchema,
  /** The same uuid, for readers written before `id` became it. */
  uuid: quoteIdSchema,
  code: z.string(),
  title: z.string(),
  /** `configuration.date_format`: the client's date format, as in the detail (added to the contract's row). */
  client: ref.extend({ configuration: z.object({ date_format: z.string() }).optional() }).nullable(),
  itinerary_type_id: z.number().int(),
  user: ref.nullable(),
  num_pax: z.number().int(),
  num_day: z.number().int(),
  /** Sale side: left out without view_sale_price. The seller total of the cheapest level in use. */
  price: z.number().nullable().optional(),
  /** Sale side, added to the contract's row: the seller total of each level in use, in the quote's currency. */
  level_prices: z.array(listLevelPriceSchema).optional(),
  /** The level the client chose when the quote was sold (decision 0033); null before. */
  sold_level: z.number().int().nullable().optional(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  created_date: z.string(),
  status: z.object({ id: z.number().int(), name: z.string() }),
  statusesOptions: z.array(statusRef),
  contract_id: z.number().int().nullable(),
  /** `external_code`: the owner's account on another system (added to the contract's row). */
  owner: z.object({ id: z.number().int().nullable(), external_code: z.string().nullable().optional() }),
  currency: z.object({ currency_sign: z.string() }),
  /** The linked request's uuid, or null: a linked quote cannot be linked again. */
  file_id: z.string().nullable(),
  location: z.array(z.object({ location_code: z.string() })),
  itinerary_public: z.number().int(),
  link_code: z.string(),
  background_image: z.object({ images_full: z.array(z.object({ thumbnail_350X240: z.string() })) }),
  isDeleting: z.boolean(),
  /** An export of the quote is queued or running (spec 01 §3); the row then shows the quote as Confirmed (§4). */
  isExporting: z.boolean(),
  /** A bulk re-price of the quote is running: no such job exists yet, so always false. */
  isUpdating: z.boolean(),
  /** A public template (types 2–4) the user sees only to start quotes from: it cannot open or change it. */
  isShared: z.boolean(),
  /** Services of the level sold and how many are Confirmed; null until the quote is sold. */
  booking_progress: bookingProgressSchema.nullable().optional(),
  /** Issue 48, docs/decisions/issues.md: the sold trip's changes were sent to the client and not accepted yet; null otherwise. */
  changes_awaiting: changesAwaitingSchema.nullable().optional(),
});

export const quoteListResponseSchema = z.object({
  data: z.array(quoteListRowSchema),
  meta: listMetaSchema,
  links: listLinksSchema,
  queue: z.object({
    exporting: z.array(quoteIdSchema),
    deleting: z.array(quoteIdSchema),
    refreshing: z.array(quoteIdSchema),
  }),
  statuses: z.record(z.string(), statusRef),
});

/** One task of activityTasks (spec 01 §4 activity types). */
const activityTaskSchema = z.object({
  task: z.enum(ACTIVITY_TYPES),
  itinerary: z.object({ id: z.string() }),
  services: z.array(z.object({ code: z.string() })),
});

// A translatable text as the original client reads it: translate holds {id, value, lang} per
// language other than the quote's (none until translations exist).
export const textSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  translate: z.array(z.object({ id: z.number().int(), value: z.string(), lang: z.string() })),
});

export const quoteDetailSchema = z.object({
  id: quoteIdSchema,
  uuid: quoteIdSchema,
  code: z.string(),
  title: textSchema,
  description: textSchema,
  client: z.object({
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    configuration: z.object({ date_format: z.string() }),
  }),
  client_id: z.number().int().nullable(),
  contract_id: z.number().int().nullable(),
  contract: ref.nullable(),
  status: z.object({ id: z.number().int(), name: z.string() }),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  num_day: z.number().int(),
  num_days: z.number().int(),
  num_pax: z.number().int(),
  language_id: z.number().int(),
  language: z.object({ id: z.number().int(), language_code: z.string(), language_name: z.string() }),
  currency_id: z.number().int(),
  currency: z.object({
    id: z.number().int(),
    currency_sign: z.string(),
    currency_code: z.string(),
    currency_name: z.string(),
  }),
  location: z.array(z.object({ id: z.number().int(), location_name: z.string(), location_code: z.string() })),
  tags: z.array(ref),
  room_preferable_dist: z.array(
    roomPreferenceSchema.extend({
      acronym: z.string().optional(),
      bed_num: z.number().int().optional(),
      max_child: z.number().int().optional(),
      description: textSchema.optional(),
    }),
  ),
  version: z.number().int(),
  stable_version: z.number().int().nullable(),
  prices_locked: z.number().int(),
  itinerary_type_id: z.number().int(),
  itinerary_public: z.number().int(),
  /** The trip's guiding, 1–4 (TRIP_TYPES), null when never chosen. */
  trip_type: z.number().int().nullable(),
  owner: z.object({
    id: z.number().int().nullable(),
    name: z.string().nullable(),
    external_code: z.string().nullable(),
  }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  external_source: z.string(),
  external_code: z.string(),
  external_url: z.string(),
  /** The linked request's uuid, or null. */
  file_id: z.string().nullable(),
  edition: z.object({ user: z.object({ name: z.string() }), date: z.string() }).nullable(),
  restorable: z.boolean(),
  link_code: z.string(),
  price: z.number().nullable().optional(),
  /** The level the client bought (1–3), recorded when the sale is confirmed from the Book tab. */
  sold_level: z.number().int().nullable().optional(),
  booking_progress: bookingProgressSchema.nullable().optional(),
  /** The sale as pinned when the quote was confirmed (decision 0074); null before. */
  accepted_version: acceptedVersionSchema.nullable().optional(),
  /** "Changes awaiting the client" (issue 48, docs/decisions/issues.md): the newest send of the changes while unanswered; null otherwise. */
  changes_awaiting: changesAwaitingSchema.nullable().optional(),
  created_date: z.string(),
  created: z.string(),
  /** When the quote was created, as the spec's form names it (spec 01 §3): the creation instant. */
  quote_creation: z.string(),
  updated_at: z.string(),
  updated_date: z.string(),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

export const quoteResponseSchema = z.object({
  data: quoteDetailSchema,
  /** Quotes being exported to an external system, and the quote's services being imported. */
  exporting: z.array(quoteIdSchema),
  importing: z.array(z.number().int()),
  queue: z.object({ importing: z.object({ services: z.array(z.string()) }) }),
  /** The quote's background work in flight (activityTasks). */
  tasks: z.array(activityTaskSchema),
  permissions: z.array(z.object({ name: z.string() })),
  statuses: z.array(statusRef),
});

export const quoteUpdateResponseSchema = z.object({
  itinerary: quoteDetailSchema,
  statuses: z.array(statusRef),
  /** I6's days, the long form of original-client.md §7.2 (day.contract.ts's daySchema, which imports this file). */
  days: z.array(z.unknown()),
  messages: z.array(z.unknown()),
  message: z.string(),
  /** 'updated': the save state after this save (updateStateAfter, spec 01 §5). */
  update_state: z.enum(['', 'updated']),
});

export const quoteStatusResponseSchema = z.object({
  itinerary: quoteDetailSchema,
  tasks: z.array(activityTaskSchema),
  exporting: z.array(quoteIdSchema),
  statuses: z.array(statusRef),
  message: z.string().nullable(),
});

export const quoteHistoryEntrySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  action: z.string(),
  field: z.string().nullable(),
  from: z.unknown(),
  to: z.unknown(),
  user: ref.nullable(),
  created_at: z.string(),
  /** The original client's service history rows read these (original-client.md §5.7): who and when again. */
  edition: z.object({ user: z.object({ name: z.string() }), date: z.string() }),
  updated_date: z.string(),
});

export const quoteHistoryResponseSchema = z.object({
  data: z.array(quoteHistoryEntrySchema),
  meta: listMetaSchema,
  links: listLinksSchema,
});
/**
 * I3, one stored version as the original client reads it (original-client.md §5.4), bare: the detail's
 * `data` fields as that version had them, plus service_itinerary (as S1 answers services), prices
 * (as I20), days (as D1), passengers (as P1), config and cover (publishing: none kept per version).
 */
export const quoteVersionResponseSchema = quoteDetailSchema.extend({
  service_itinerary: z.array(z.record(z.string(), z.unknown())),
  prices: z.array(z.record(z.string(), z.unknown())),
  days: z.array(z.record(z.string(), z.unknown())),
  passengers: z.array(z.record(z.string(), z.unknown())),
  config: z.record(z.string(), z.unknown()),
  cover: z.array(z.record(z.string(), z.unknown())),
});
export type QuoteVersion = z.infer<typeof quoteVersionResponseSchema>;

/** I13 without `entity`, as the original client's versions screen asks it: version rows (§5.7), each an I3 answer. */
export const quoteVersionRowsResponseSchema = z.object({
  data: z.array(quoteVersionResponseSchema),
  meta: listMetaSchema,
  links: listLinksSchema,
});
