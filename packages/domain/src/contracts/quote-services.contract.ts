import { z } from 'zod';
import {
  calendarDateSchema,
  idArraySchema,
  idParamValueSchema,
  idSchema,
  imageRefSchema,
  int4Schema,
  INT4_MAX,
  safeTextSchema,
} from './common.contract';
import { daySchema } from './day.contract';
import { idList, isRecord, textList, textValue } from './liberal-body';
import { quotePassengerSchema } from './passenger-fields.contract';
import { quoteDetailSchema, textSchema } from './quotes.contract';

// The quote workspace calls: services on a quote, passengers, prices (docs/domain/api-shapes.md#service-calls,
// docs/domain/api-shapes.md#passenger-and-price-calls). Every write re-prices the quote
// in the same transaction and answers the process shape with the affected service ids.

const id = idParamValueSchema;
const ref = z.union([id, z.string().uuid()]);
const money = z.number().finite().min(0).max(100_000_000);
const paxId = z.union([int4Schema, safeTextSchema().min(1).max(40)]);
const shortText = safeTextSchema().max(20_000);
/** The spec's day field: a day number or a range 'a-b' (domain parseDayInput gives the messages). */
const dayText = z.union([safeTextSchema().trim().min(1).max(20), z.number().int().min(1).max(1000)]).transform(String);
const roomLine = z.object({ id_room_type: idSchema, qty: z.number().int().min(0).max(200) });

/** The write calls on a quote accept the steps of a batched operation (docs/domain/spec-sections.md#spec-01-section-7). */
export const stepsQuerySchema = z.object({
  cur_step: z.coerce.number().int().min(1).max(100_000).default(1),
  last_step: z.coerce.number().int().min(1).max(100_000).default(1),
});

const flag = z
  .union([z.literal('0'), z.literal('1'), z.literal('true'), z.literal('false')])
  .transform((v) => v === '1' || v === 'true');

/** Query of process / add / move: what to recompute, and optionally the version the edit is based on. */
export const processQuerySchema = stepsQuerySchema.extend({
  calculate_prices: flag.optional(),
  calculate_room_distribution: flag.optional(),
  sm: id.optional(),
  num_pax: z.coerce.number().int().min(1).max(500).optional(),
  /** When sent, a stale version is refused with 409 like PUT /tenant/itinerary/{id}. */
  version: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  /**
   * 1: `services` carries only the services this call changed (edited, added, or whose figures the
   * re-price moved); prices, messages, days and itinerary stay whole. Every other service is as the
   * previous answer gave it, when `itinerary.version` follows the one the caller knew; otherwise ask
   * without the flag. Absent or 0: every service (the original client replaces its list, §6.1 S3).
   */
  changed_only: flag
    .optional()
    .describe(
      '1: services carries only the services this call changed; prices, messages, days and itinerary stay whole. Default 0: every service.',
    ),
});
export type ProcessQuery = z.infer<typeof processQuerySchema>;

/**
 * The original client sends services as itinerary-service objects (original-client.md §6.3): S2 as a bare
 * array naming the catalogue service `service`, S3 with texts as {id, value, translate[]},
 * `passengers` and `images` as "{1,2}", `location` as objects, `day` as 3 or "3-5". The keys
 * Itinera does not take (code, short_code, images_full, edition…) are dropped, never stored.
 */
function fromItineraryService(v: unknown): unknown {
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = { ...v };
  for (const key of ['name', 'description', 'notes', 'recommendations'] as const)
    if (key in out) out[key] = textValue(out[key]);
  if ('passengers' in out) out.passengers = idList(out.passengers);
  if ('images' in out) out.images = textList(out.images);
  if (out.location_ids === undefined && Array.isArray(out.location)) out.location_ids = idList(out.location);
  if (out.service_id === undefined && out.service !== undefined) out.service_id = out.service;
  return out;
}

/** POST /tenant/itinerary/services/{uuid}: catalogue services placed on days of the quote. */
export const addServicesBodySchema = z.preprocess(
  (v) => (Array.isArray(v) ? { services: v } : v),
  z.object({
    services: z
      .array(
        z.preprocess(
          fromItineraryService,
          z.object({
            service_id: id,
            day: dayText,
            level: z.number().int().min(0).max(3).default(0),
            optional: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
            passengers: z.array(paxId).max(500).optional(),
            room: z.array(roomLine).max(20).optional(),
          }),
        ),
      )
      .min(1)
      .max(500),
  }),
);
export type AddServicesBody = z.infer<typeof addServicesBodySchema>;

/**
 * One service edit in POST /tenant/itinerary/process/{uuid}; absent fields keep their value. The
 * original client also creates services here: `id: null` with the catalogue `service` and its `day`.
 */
export const serviceEditBodySchema = z.preprocess(
  fromItineraryService,
  z
    .object({
      id: id.nullable(),
      service_id: id.optional(),
      day: dayText.optional(),
      order: z.number().int().min(0).max(100_000).optional(),
      level: z.number().int().min(0).max(3).optional(),
      optional: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
      status: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
      visible: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
      passengers: z.array(paxId).max(500).optional(),
      room: z.array(roomLine).max(20).optional(),
      /** Price edit origins (docs/domain/spec-sections.md#spec-02-section-4): unit cost, quantity, percentage, final price. null clears an edit. */
      cost_unit: money.nullable().optional(),
      quantity: z.number().int().min(0).max(10_000).nullable().optional(),
      percentage_margin: z.number().min(0).max(99.99).nullable().optional(),
      price: money.nullable().optional(),
      name: safeTextSchema().trim().min(1).max(1000).optional(),
      description: shortText.optional(),
      recommendations: shortText.optional(),
      notes: shortText.optional(),
      check_in: safeTextSchema().max(8).nullable().optional(),
      check_out: safeTextSchema().max(8).nullable().optional(),
      location_ids: idArraySchema(50).optional(),
      images: z.array(imageRefSchema()).max(30).optional(),
      /** Supplier lines: only the first stays active for non-night types (docs/domain/spec-sections.md#spec-02-section-4). */
      service_supplier: z
        .array(
          z.object({
            supplier_code: safeTextSchema().min(1).max(100),
            name: safeTextSchema().max(300),
            cost_unit: money.nullable().optional(),
            status: z.union([z.literal(1), z.literal(-1)]).optional(),
          }),
        )
        .max(20)
        .optional(),
    })
    .superRefine((v, ctx) => {
      if (v.id !== null) return;
      if (v.service_id === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['service'],
          message: 'a new service (id null) must name its catalogue service',
        });
      if (v.day === undefined)
        ctx.addIssue({ code: 'custom', path: ['day'], message: 'a new service (id null) must have a day' });
    }),
);
export type ServiceEditBody = z.infer<typeof serviceEditBodySchema>;
export const processBodySchema = z.array(serviceEditBodySchema).max(5000);

/** POST /tenant/itinerary/{uuid}/services/move (docs/domain/spec-sections.md#spec-01-section-7), sent in batches. */
export const moveServicesBodySchema = z.object({
  days_to_move: z.number().int().min(-1000).max(1000),
  services: z.array(id).min(1).max(5000),
  last_batch: z.boolean().optional(),
  calculate_prices: z.boolean().optional(),
  calculate_sales: z.boolean().optional(),
  calculate_costs: z.boolean().optional(),
  sm: id.optional(),
  num_pax: z.number().int().min(1).max(500).optional(),
  calculate_room_distribution: z.boolean().optional(),
});
export type MoveServicesBody = z.infer<typeof moveServicesBodySchema>;

/**
 * Its query: the steps, the original client's pricing flags (num_pax=0 among them, not read: the
 * quote's own party prices the move) and, from Itinera's tabs, the base version (409 when stale)
 * and changed_only, as on process and add.
 */
export const moveServicesQuerySchema = stepsQuerySchema.extend({
  version: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
  changed_only: processQuerySchema.shape.changed_only,
});

// The original client also names the quote in these bodies (S7 `{id: uuid, services}`): the path
// already does, so other keys are dropped.
/** POST /tenant/itinerary/{id}/services/duplicate: copies of these services, on `day` or their own. */
export const duplicateServicesBodySchema = z.object({ services: z.array(id).min(1).max(500), day: dayText.optional() });
/** POST /tenant/itinerary/{id}/services/update: refresh these services from the catalogue. */
export const updateServicesBodySchema = z.object({ services: z.array(id).min(1).max(5000) });

export const quoteServicesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});

export const itineraryRefParamSchema = z.object({ id: ref });
/** PUT /tenant/passengers/{itineraryId}. */
export const passengersParamSchema = z.object({ itineraryId: ref });
export const itineraryUuidParamSchema = z.object({ uuid: z.string().uuid() });
export const itineraryServiceParamSchema = z.object({ id });
export const itineraryServiceStatusParamSchema = z.object({ id, status: z.coerce.number().int().min(1).max(3) });
export const quoteServicesStatusParamSchema = z.object({ id: ref, status: z.coerce.number().int().min(1).max(3) });
/**
 * POST /tenant/itinerary/{id}/services_status/{status}: the original client (I11) names the
 * services to set, with {id, status, services, cur_step, last_step}; without a list, every service.
 */
export const servicesStatusBodySchema = z.preprocess(
  (v) => v ?? {},
  z.object({ services: z.array(id).max(5000).optional() }),
);
export const replaceServiceParamSchema = z.object({ itineraryId: ref, itineraryServiceId: id, serviceId: id });
export const replaceServiceQuerySchema = stepsQuerySchema.extend({
  num_pax: z.coerce.number().int().min(1).max(500).optional(),
});
export const importServiceParamSchema = z.object({ id: ref, serviceId: id });

/** POST /tenant/itinerary/prices/{id}: the quote's margins (percent of the sale price) and seller type. */
export const quotePricesBodySchema = z
  .object({
    margin_hotel: z.number().min(0).max(99.99).optional(),
    margin_services: z.number().min(0).max(99.99).optional(),
    seller_type: z.enum(['seller', 'reseller']).optional(),
  })
  .strict();

/**
 * Itinera's edit of POST /tenant/itinerary/pax-prices/{id}: Upsales (mkt_percentage), fee or a
 * typed final price for one passenger at one level; leaving out pax_id sets a column (every
 * passenger), leaving out level a row (every level), both: everything
 * (docs/domain/pricing.md#step-7-upsales-and-fee). Negative figures are refused (422).
 */
export const paxPriceEditSchema = z
  .object({
    pax_id: paxId.optional(),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
    mkt_percentage: z.number().min(0).max(1000).optional(),
    fee: z.number().min(0).max(1_000_000).optional(),
    total_price: z.number().min(0).max(100_000_000).nullable().optional(),
  })
  .strict();
export type PaxPriceEdit = z.infer<typeof paxPriceEditSchema>;

/** A figure of the original client's model: a number, or the text its 2-decimal rounding gives. */
const modelFigure = (max: number) => z.coerce.number().min(0).max(max);

/**
 * The original client's pax-prices model (original-client.md §5.8), the answer it stores and sends back:
 * per passenger, one entry per seller type, each with the passenger's cell of every level. Only
 * Upsales and fee are read back (the client recomputes mkt_coin and total_price from them); keys
 * it carries besides (passenger, sellerType, priceId, the figures) are dropped.
 */
export const paxPricesModelItemSchema = z.object({
  pax_id: paxId,
  price_levels: z
    .array(
      z.object({
        type: z.enum(['seller', 'reseller']),
        prices: z
          .array(
            z.object({
              level: z.coerce
                .number()
                .int()
                .min(1)
                .max(3)
                .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
              mkt_percentage: modelFigure(1000),
              fee: modelFigure(1_000_000),
            }),
          )
          .max(3),
      }),
    )
    .max(2),
});
export type PaxPricesModelItem = z.infer<typeof paxPricesModelItemSchema>;

/** The body takes Itinera's edits or the original client's whole model (told apart by price_levels). */
export const paxPricesBodySchema = z.union([
  z.array(paxPriceEditSchema).min(1).max(5000),
  z.array(paxPricesModelItemSchema).min(1).max(1000),
]);
export type PaxPricesBody = z.infer<typeof paxPricesBodySchema>;

// ---- Answers ----

const locationRef = z.object({
  id: z.number().int(),
  location_name: z.string(),
  location_code: z.string().nullable(),
  parent: z.union([z.number(), z.string()]).nullable(),
});

/** A service on a quote as every answer carries it. Cost fields are left out without view_cost_price, sale fields without view_sale_price. */
export const serviceEditionSchema = z.object({ user: z.object({ name: z.string() }), date: z.string() });
export type ServiceEdition = z.infer<typeof serviceEditionSchema>;

export const quoteServiceSchema = z.object({
  id: z.number().int(),
  itinerary_id: z.number().int(),
  service_id: z.number().int(),
  /** The same catalogue id, by the original client's name. */
  service: z.number().int(),
  code: z.string(),
  name: textSchema,
  id_service_type: z.number().int(),
  category: z.object({ name: z.string(), acronym: z.string() }).nullable(),
  day: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /**
   * What cost_unit and price_unit multiply to give cost and price (the engine's quantity: pax × days
   * per person, vehicles × days per group, rooms × nights per room); the days or nights are `units`.
   */
  quantity: z.number().int(),
  /** Nights for night types (2, 9), days for the others. */
  units: z.number().int().optional(),
  /** 'Night(s)' or 'Day(s)'. */
  unit_label: z.string().optional(),
  order: z.number().int(),
  level: z.number().int(),
  level_text: z.string(),
  optional: z.number().int(),
  status: z.number().int(),
  visible: z.number().int(),
  num_pax: z.number().int(),
  /** The pax ids taking it as the literal "{12,13}" ("{}": everyone), as the original client parses it (§6.3). */
  passengers: z.string().regex(/^\{[^{}]*\}$/),
  location: z.array(locationRef),
  description: textSchema,
  recommendations: textSchema,
  notes: textSchema,
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  images: z.array(z.string()),
  room: z.array(roomLine.extend({ name: z.string().optional(), max_pax: z.number().int().optional() })),
  cost: z.number().optional(),
  cost_unit: z.number().optional(),
  margin: z.number().optional(),
  percentage_margin: z.number().optional(),
  price: z.number().optional(),
  price_unit: z.number().optional(),
  calculated_price: z.number().optional(),
  isPriceEdited: z.boolean(),
  service_price: z.array(z.record(z.string(), z.unknown())),
  service_supplier: z.array(z.record(z.string(), z.unknown())),
  /** Pricing errors of this service ('No rate for 4 pax on 2026-05-02', 'This service has no provider'). */
  errors: z.array(z.string()),
  /**
   * Who changed the service last and when (its creation when never edited): the original client's
   * table reads `edition.user.name` on every row (original-client.md §6.3). A version's rows (I3) name the version's save.
   */
  edition: serviceEditionSchema.optional(),
  /** The place below the country among `location` (spec 02 §3), or null. */
  destination: locationRef.nullable(),
  /** The other rows the client groups with this one (relatedServices); `isGrouped` when any. */
  servicesRelated: z.array(z.number().int()),
  isGrouped: z.boolean(),
  /** Changed by the write that answers it: the client highlights it (spec 02 §5). */
  affected: z.boolean(),
  /** The spec's delete flag: false on every stored row (deleting is S4). */
  delete: z.boolean(),
});
export type QuoteService = z.infer<typeof quoteServiceSchema>;

export const pricingMessagesSchema = z.array(z.object({ errors: z.array(z.string()), warnings: z.array(z.string()) }));

/** The answer of process and of every service write (docs/domain/api-shapes.md). */
export const processResponseSchema = z.object({
  services: z.array(quoteServiceSchema),
  prices: z.array(z.record(z.string(), z.unknown())),
  messages: pricingMessagesSchema,
  /** The quote's days in the long form of original-client.md §7.2, as the day calls answer them. */
  days: z.array(daySchema),
  itinerary: quoteDetailSchema,
  /** Ids of the services this change touched: the screen highlights them for 10 s. */
  affected: z.array(z.number().int()),
  /** A sentence for a person, on the writes whose `message` the original client reads (S4, S7, S8). */
  message: z.string().optional(),
});
export type ProcessResponse = z.infer<typeof processResponseSchema>;

/** GET /tenant/itinerary/services/{id}: a bare array, as the original client reads it (S1). */
export const quoteServicesListSchema = z.array(quoteServiceSchema);

const priceRecord = z.record(z.string(), z.unknown());
/** GET /tenant/itinerary/prices/{id}: one entry per seller type (docs/domain/api-shapes.md); `selected` is the quote's own type. */
export const quotePricesResponseSchema = z.array(
  z.object({
    id: z.number().int(),
    type: z.enum(['seller', 'reseller']),
    /** The tab title the original client shows ('Seller', 'Reseller'). */
    label: z.string(),
    entity_id: z.number().int(),
    selected: z.boolean(),
    /** The level booked (1–3), null for none: the original client's field (I20); Itinera books none. */
    selected_level: z.number().int().nullable(),
    margin_hotel: z.number().nullable().optional(),
    margin_services: z.number().nullable().optional(),
    prices: z.array(priceRecord),
    upgrades: z.array(priceRecord).optional(),
    /** Itinera's addition: the quote-level errors and warnings of the last pricing run, as process answers them. */
    messages: pricingMessagesSchema.optional(),
    /** The spec's audit fields on the entry and on each level (priceRecord): the quote's creation, the last pricing run. */
    created_at: z.string().nullable(),
    updated_at: z.string().nullable(),
  }),
);
/**
 * GET/POST /tenant/itinerary/pax-prices/{id}: the pax-prices model (original-client.md §5.8): per passenger,
 * one entry per seller type `{type, id, prices}`, each price a level's cell of that passenger
 * (`pax_id, price, mkt_percentage, mkt_coin, fee, total_price`, Itinera's `price_saas`,
 * `total_cost`, `type`) with `level`, `sellerType` and `priceId` (the I20 level's id).
 */
export const paxPricesResponseSchema = z.array(
  z.object({
    pax_id: paxId,
    passenger: quotePassengerSchema.nullable(),
    price_levels: z.array(
      z.object({ type: z.enum(['seller', 'reseller']), id: z.number().int(), prices: z.array(priceRecord) }),
    ),
  }),
);
/** POST /tenant/itinerary/{uuid}/services/move: the process answer with the batch's steps. */
export const moveServicesResponseSchema = processResponseSchema.extend({
  cur_step: z.number().int(),
  last_step: z.number().int(),
});
