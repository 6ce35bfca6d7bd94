import { z } from 'zod';
import { calendarDateSchema, idParamValueSchema, INT4_MAX, safeTextSchema } from './common.contract';
import { isRecord, liberalText } from './liberal-body';
import { quoteDetailSchema, quoteIdSchema } from './quotes.contract';

// Duplicate, description and queued delete of a quote (docs/domain/api-shapes.md#quote-calls; decision 0012).

const uuid = z.string().uuid();
const id = idParamValueSchema;

/**
 * POST /tenant/itinerary/duplicate: the quote to copy (id or uuid), optionally a new start date,
 * title and code. The original client (contract I9) names the title `name` and also sends
 * onlyDuplicate, calculate_prices, originalServices and last_step: the server copies what it holds,
 * so those are dropped.
 */
export const quoteDuplicateBodySchema = z.preprocess(
  (v) => {
    if (!isRecord(v)) return v;
    const o = v;
    return o.title === undefined && typeof o.name === 'string' && o.name.trim() ? { ...o, title: o.name } : o;
  },
  z
    .object({
      id: z.union([id, uuid]).optional(),
      uuid: uuid.optional(),
      start_date: calendarDateSchema.nullable().optional(),
      title: liberalText(safeTextSchema().trim().max(1000)).optional(),
      /** A code proposed for the copy: kept when well-formed and free. */
      code: z.string().max(40).optional(),
    })
    .refine((b) => b.id !== undefined || b.uuid !== undefined, { message: 'id or uuid is required', path: ['id'] }),
);
export type QuoteDuplicateBody = z.infer<typeof quoteDuplicateBodySchema>;

export const quoteUuidParamSchema = z.object({ uuid });

/** PATCH /tenant/itinerary/description/{uuid}; `version`, when sent, must be the current one (409). */
// The original client (I7) sends {uuid, description:{id, value, translate[]}, cur_step, last_step}.
export const quoteDescriptionBodySchema = z.object({
  description: liberalText(safeTextSchema().max(20_000)),
  version: z.number().int().min(1).max(INT4_MAX).optional(),
});
export type QuoteDescriptionBody = z.infer<typeof quoteDescriptionBodySchema>;

export const quoteDataResponseSchema = z.object({ data: quoteDetailSchema });
/**
 * POST /tenant/itinerary/{id}/generate-description: the quote, and its new description again at the
 * top, where the original client reads it (`description.value`, I12).
 */
export const quoteGeneratedDescriptionResponseSchema = quoteDataResponseSchema.extend({
  description: quoteDetailSchema.shape.description,
});

/** POST /tenant/itinerary: the new quote, and the original client's message list naming its uuid (I5). */
export const quoteCreatedResponseSchema = quoteDataResponseSchema.extend({
  messages: z.array(z.object({ message: z.string(), itinerary: quoteIdSchema })),
});
/** POST /tenant/itinerary/duplicate: the copy, and its uuid as `itinerary` (I9). */
export const quoteDuplicatedResponseSchema = quoteDataResponseSchema.extend({
  itinerary: quoteIdSchema,
  message: z.string(),
});

/** DELETE /tenant/itinerary/{id}: gone at once (`deleted`), or queued for a job (`deleting`). */
export const quoteDeleteAnswerSchema = z.object({
  data: z.object({ id: quoteIdSchema, deleted: z.literal(true).optional(), deleting: z.literal(true).optional() }),
  message: z.string(),
});

const datesSchema = z.object({ day: z.string(), start_date: z.string().nullable(), end_date: z.string().nullable() });
const paxSchema = z.object({ num_pax: z.number().int(), passengers: z.string() });
const roomsSchema = z.array(z.object({ id_room_type: z.number().int(), qty: z.number().int() }));
/** A sale price before → after (left out without view_sale_price, as every sale price). */
const movedPriceSchema = z.object({
  before: z.number().nullable(),
  after: z.number().nullable(),
  direction: z.enum(['up', 'down']).nullable(),
});

/**
 * GET /tenant/itinerary/{id}/sale-changes (issue 48, docs/decisions/issues.md): the sold trip compared with the version the client
 * accepted (compareWithAccepted); both null before the quote was first sold.
 */
export const saleChangesResponseSchema = z.object({
  accepted_version: z.number().int().nullable(),
  changes: z
    .object({
      accepted_version: z.number().int(),
      current_version: z.number().int(),
      services: z.array(
        z.object({
          change: z.enum(['added', 'removed', 'changed']),
          id: z.number().int(),
          name: z.string(),
          level: z.number().int(),
          dates: z.object({ before: datesSchema, after: datesSchema }).optional(),
          pax: z.object({ before: paxSchema, after: paxSchema }).optional(),
          rooms: z.object({ before: roomsSchema, after: roomsSchema }).optional(),
          price: movedPriceSchema.optional(),
        }),
      ),
      num_pax: z.object({ before: z.number().int(), after: z.number().int() }).nullable(),
      total: movedPriceSchema.nullable().optional(),
      changed: z.boolean(),
    })
    .nullable(),
  /**
   * Why the changes may not be sent to the client as the quote stands (a traveller without a room,
   * decision 0082), for the banner to say; null when nothing in the trip stops the send.
   */
  send_refusal: z.string().nullable().optional(),
});
export type SaleChangesResponse = z.infer<typeof saleChangesResponseSchema>;
