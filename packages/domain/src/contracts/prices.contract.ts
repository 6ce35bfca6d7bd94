import { z } from 'zod';
import { calendarDateSchema, idParamValueSchema, int4Schema, INT4_MAX, safeTextSchema } from './common.contract';
import { roomDistributionEntrySchema } from '../rooms/rooms.schemas';

const isoDate = calendarDateSchema;
const id = idParamValueSchema;
const rooms = z
  .array(
    roomDistributionEntrySchema.extend({
      id_room_type: z.number().int().min(1).max(5),
      qty: z.number().int().min(0).max(200),
      max_pax: z.number().int().positive().max(INT4_MAX).optional(),
    }),
  )
  .max(10);

/** Query of POST /tenant/prices/{id} (docs/domain/pricing.md#catalogue-prices). */
export const priceQuerySchema = z.object({
  num_pax: z.coerce.number().int().min(1).max(500).default(1),
  from: isoDate.optional(),
  to: isoDate.optional(),
  info: z.coerce.number().int().min(0).max(1).optional(),
  sm: id.optional(),
  contract: id.optional(),
});

/**
 * The original client sends the rooms as `{service_price: [{romm_id, romm_name, room_qty}]}` (S11):
 * `romm_id` is the room type (1–5) and `room_qty` its quantity, as in Itinera's own service_price
 * lines; `romm_name` is only a label. Such a body becomes `{data: {rooms}}`.
 */
function roomsFromServicePrice(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const body = value as Record<string, unknown>;
  if (body.data !== undefined || !Array.isArray(body.service_price)) return value;
  const { service_price: lines, ...rest } = body;
  const rooms = (lines as unknown[]).map((line) => {
    const l = (line ?? {}) as Record<string, unknown>;
    return { id_room_type: l.romm_id, qty: l.room_qty };
  });
  return { ...rest, data: { rooms } };
}

/** The `data` body: the rooms to price (hotels, packages) and a level for all-level services. */
export const priceBodySchema = z.preprocess(
  roomsFromServicePrice,
  z
    .object({
      data: z
        .object({ rooms: rooms.optional(), level: z.number().int().min(0).max(3).optional() })
        .strict()
        .default({}),
    })
    .strict()
    .default({ data: {} }),
);

/** One priced room line (hotels and packages), as S11 and the search answer it. */
export const catalogueRoomLineSchema = z.object({
  romm_id: z.number().int(),
  romm_name: z.string(),
  prices_ranges_id: z.union([z.number(), z.string()]).nullable(),
  sales_manual_id: z.number().int(),
  currency_id: z.number().int(),
  room_qty: z.number().int(),
  status: z.number().int(),
  cost_unit: z.number().optional(),
  price_unit: z.number().optional(),
  cost: z.number().optional(),
  price: z.number().optional(),
});

/**
 * `prices_costs_margins` (and the S11 answer): the service priced for the dates and passengers
 * asked. `price` null means "not available" (no rate for those dates and passengers, or the
 * search did not ask for prices: calculate_prices≠1).
 */
export const pricesCostsMarginsSchema = z.object({
  price: z.number().nullable().optional(),
  price_unit: z.number().nullable().optional(),
  cost: z.number().nullable().optional(),
  cost_unit: z.number().nullable().optional(),
  /** Itinera has no surcharge for prices at risk: always 0 (decision 0032). */
  risk_price: z.number(),
  num_pax: z.number().int(),
  currency: z.object({ id: z.number().int().nullable(), currency_sign: z.string() }),
  service_price: z.array(catalogueRoomLineSchema),
  /** Cost side: empty for users without view_cost_price. */
  service_supplier: z.array(
    z.object({
      code: z.string(),
      cost: z.number().optional(),
      cost_unit: z.number().optional(),
      currency_id: z.number().int(),
      romm_id: z.number().int().nullable(),
    }),
  ),
});
export type PricesCostsMargins = z.infer<typeof pricesCostsMarginsSchema>;

/** A catalogue service priced for dates and passengers; cost fields only with view_cost_price. */
export const cataloguePriceSchema = z.object({
  sales_manual_id: z.number().int(),
  currency_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  num_pax: z.number().int(),
  units: z.number().int(),
  unit_label: z.string(),
  basis: z.string().nullable(),
  quantity: z.number(),
  cost: z.number().optional(),
  cost_unit: z.number().optional(),
  price: z.number().optional(),
  price_unit: z.number().optional(),
  per_person: z.number().optional(),
  percentage_margin: z.number().optional(),
  service_price: z.array(catalogueRoomLineSchema),
  errors: z.array(z.string()),
});
const servicePriceAnswer = cataloguePriceSchema.extend({ service_id: z.number().int() });
/**
 * In `data`, and again at the top as the original client reads it (S11, used as the service's
 * `prices_costs_margins`): price null when there is no rate, plus risk_price, currency and
 * service_supplier.
 */
export const priceResponseSchema = servicePriceAnswer
  .merge(pricesCostsMarginsSchema)
  .extend({ data: servicePriceAnswer });

/** POST /tenant/room_distribution: query num_pax, from, to, calculate_prices; body services, room_prefered_dist, service_price. */
export const roomDistributionQuerySchema = z.object({
  num_pax: z.coerce.number().int().min(1).max(500).default(1),
  from: isoDate.optional(),
  to: isoDate.optional(),
  calculate_prices: z.coerce.number().int().min(0).max(1).optional(),
  sm: id.optional(),
  contract: id.optional(),
});
const distributionService = z.union([
  id.transform((service_id) => ({ service_id, id: undefined as number | string | undefined })),
  z.object({ id: z.union([int4Schema, safeTextSchema().max(64)]).optional(), service_id: id }),
]);
export const roomDistributionBodySchema = z.object({
  services: z.array(distributionService).min(1, 'Send at least one service').max(200),
  room_prefered_dist: rooms.default([]),
  /** Rooms already chosen per service: they win over the preferred distribution for that service. */
  service_price: z
    .array(
      z.object({ service_id: id, romm_id: z.number().int().min(1).max(5), room_qty: z.number().int().min(0).max(200) }),
    )
    .max(1000)
    .default([]),
});
const roomOfferLineSchema = z.object({
  id_room_type: z.number().int(),
  acronym: z.string(),
  name: z.string(),
  qty: z.number().int(),
  max_pax: z.number().int(),
  max_qty: z.number().int(),
  status: z.number().int(),
  state: z.enum(['selected', 'allowed', 'not_allowed']),
});
export const roomDistributionResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.union([z.number(), z.string()]).nullable(),
      service_id: z.number().int(),
      id_service_type: z.number().int(),
      room_distribution: z.array(roomOfferLineSchema),
      complete: z.boolean(),
      remaining_pax: z.number().int(),
      price: cataloguePriceSchema.partial().optional(),
    }),
  ),
});
