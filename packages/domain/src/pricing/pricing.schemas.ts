// Entity schemas of the pricing engine's inputs and outputs. Field names are the spec's
// (snake_case) so API, database and screens use the same words.
import { z } from 'zod';
import { exchangeRateSchema } from '../money/exchange';
import { paxIdSchema, roomAssignmentSchema, roomDistributionEntrySchema } from '../rooms/rooms.schemas';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
/** Money or rate as a JSON number or a decimal string ('12.345'); read exactly, never as a float. */
export const decimalInputSchema = z.union([z.number().finite(), z.string().regex(/^-?\d+(\.\d+)?$/)]);
const nonNegativeDecimal = z.union([z.number().finite().min(0), z.string().regex(/^\d+(\.\d+)?$/)]);
/** A percentage with at most a margin of 99.99 %: a 100 % gross margin would divide by zero. */
export const marginPercentSchema = z.number().min(0).max(99.99);

export const levelSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type Level = z.infer<typeof levelSchema>;
export const priceLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type PriceLevel = z.infer<typeof priceLevelSchema>;

export const costBasisSchema = z.enum(['per_person', 'per_group', 'per_room', 'per_unit']);
export type CostBasis = z.infer<typeof costBasisSchema>;

export const pricingModeSchema = z.enum(['margin', 'markup']);
export type PricingMode = z.infer<typeof pricingModeSchema>;

export const sellerTypeSchema = z.enum(['seller', 'reseller']);
export type SellerType = z.infer<typeof sellerTypeSchema>;

export const commissionModeSchema = z.enum(['net', 'commission_from_gross', 'commission_on_top']);
export type CommissionMode = z.infer<typeof commissionModeSchema>;

/**
 * A child or infant price of a rate line (docs/domain/pricing.md#children-and-infants): the ages it
 * covers, both included, and either a share of the adult rate (0 is free) or a cost of its own in
 * the line's currency. Ages no band covers pay the adult rate.
 */
export const ageBandSchema = z
  .object({
    min_age: z.number().int().min(0).max(17),
    max_age: z.number().int().min(0).max(17),
    percentage: z.number().min(0).max(100).nullish(),
    unit_cost: nonNegativeDecimal.nullish(),
  })
  .refine((b) => b.min_age <= b.max_age, { message: 'The age band is reversed', path: ['max_age'] })
  .refine((b) => (b.percentage ?? null) === null || (b.unit_cost ?? null) === null, {
    message: 'An age band has a percentage or a cost, not both',
    path: ['unit_cost'],
  })
  .refine((b) => (b.percentage ?? null) !== null || (b.unit_cost ?? null) !== null, {
    message: 'An age band needs a percentage or a cost',
    path: ['percentage'],
  });
export type AgeBand = z.infer<typeof ageBandSchema>;
/** At most this many bands on a line (infant, two child bands, a teen). */
export const MAX_AGE_BANDS = 4;

/** A catalogue rate line of one service in one sales manual (docs/domain/pricing.md#inputs). */
export const rateLineSchema = z
  .object({
    id: z.union([z.number().int(), z.string()]).optional(),
    service_id: z.number().int(),
    sales_manual_id: z.number().int(),
    /** Season validity, both days included. */
    from: isoDate,
    to: isoDate,
    min_pax: z.number().int().min(1),
    max_pax: z.number().int().min(1),
    prices_ranges_id: z.number().int().nullish(),
    /** Hotels and packages only; null for everything else. */
    id_room_type: z.number().int().positive().nullish(),
    /** 0 or absent: the line serves every level. */
    level: levelSchema.nullish(),
    unit_cost: nonNegativeDecimal,
    currency_id: z.number().int(),
    basis: costBasisSchema,
    /** Seats of the vehicle / size of the party a guide takes (per_group); absent means one unit. */
    capacity: z.number().int().positive().nullish(),
    /** Child and infant prices by age at travel (per_person and per_room lines only). */
    age_bands: z.array(ageBandSchema).max(MAX_AGE_BANDS).nullish(),
  })
  .refine((r) => r.from <= r.to, { message: 'Season ends before it starts', path: ['to'] })
  .refine((r) => r.min_pax <= r.max_pax, { message: 'min_pax is above max_pax', path: ['max_pax'] });
export type RateLine = z.infer<typeof rateLineSchema>;

export const passengerSchema = z.object({
  id: paxIdSchema,
  type: z.enum(['adult', 'child', 'infant']).default('adult'),
  age: z.number().int().min(0).max(130).nullish(),
  name: z.string().max(200).optional(),
});
export type Passenger = z.input<typeof passengerSchema>;

/** Manual edits of a service line (docs/domain/pricing.md#step-4-sale-price-and-margin). Absent fields keep the engine's value. */
export const serviceEditSchema = z.object({
  cost_unit: nonNegativeDecimal.optional(),
  quantity: z.number().int().min(0).optional(),
  percentage_margin: marginPercentSchema.optional(),
  price: decimalInputSchema.optional(),
});
export type ServiceEdit = z.infer<typeof serviceEditSchema>;

/** Figures stored while the quote's prices are locked (statuses 4 and 5): used as they are. */
export const lockedLineSchema = z.object({
  cost: decimalInputSchema,
  price: decimalInputSchema,
  calculated_price: decimalInputSchema.optional(),
  quantity: z.number().int().min(0).optional(),
  /** Per room type costs, so per-room shares still follow the rooms; else shares are equal. */
  rooms: z.array(z.object({ id_room_type: z.number().int().positive(), cost: decimalInputSchema })).optional(),
});
export type LockedLine = z.infer<typeof lockedLineSchema>;

/** A service placed on a quote, as the engine needs it. */
export const quoteServiceInputSchema = z.object({
  id: z.union([z.number().int(), z.string()]),
  /** Catalogue service whose rate lines price it. */
  service_id: z.number().int(),
  id_service_type: z.number().int().min(1).max(10),
  day: z.union([z.string(), z.number().int()]),
  level: levelSchema.default(0),
  /**
   * The level whose rate lines price it, when not its own: a composed trip counts another level's
   * stay in its level and still prices it at that stay's rates (decision 0079).
   */
  rate_level: priceLevelSchema.optional(),
  /** Spec field name: the service kind, regular 0, optional 1, confirmed 2. */
  optional: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  /** Pending 1, Confirmed 2, Canceled 3, disabled -1. */
  status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(-1)]).default(1),
  passengers: z.array(paxIdSchema).optional(),
  /** Rooms of this service; the quote's distribution when absent. */
  rooms: z.array(roomDistributionEntrySchema).optional(),
  edit: serviceEditSchema.nullish(),
  locked: lockedLineSchema.nullish(),
  visible: z.boolean().optional(),
  name: z.string().optional(),
});
export type QuoteServiceInput = z.input<typeof quoteServiceInputSchema>;

/** Upsales / fee / edited final price of one passenger at one level (docs/domain/pricing.md#step-7-upsales-and-fee). */
export const paxLevelSettingSchema = z.object({
  pax_id: paxIdSchema,
  level: priceLevelSchema,
  mkt_percentage: z.number().min(0).max(1000).optional(),
  fee: z.number().min(0).optional(),
  /** A final price typed by the seller: the engine works backwards from it. */
  total_price: z.number().optional(),
});
export type PaxLevelSetting = z.infer<typeof paxLevelSettingSchema>;

export const resellerContractSchema = z.object({
  mode: commissionModeSchema,
  commission_percentage: z.number().min(0).max(99.99).default(0),
});
export type ResellerContract = z.input<typeof resellerContractSchema>;

export const quotePricingInputSchema = z.object({
  start_date: isoDate,
  /** Date whose exchange rates apply (the quote's creation date). */
  rate_date: isoDate,
  currency_id: z.number().int(),
  sales_manual_id: z.number().int(),
  passengers: z.array(passengerSchema).min(1),
  room_distribution: z.array(roomDistributionEntrySchema).default([]),
  room_assignment: z.array(roomAssignmentSchema).optional(),
  /** Capacity per room type id when the tenant's room types differ from the standard ones. */
  room_capacities: z.record(z.string(), z.number().int().positive()).optional(),
  margins: z.object({ hotel: marginPercentSchema, services: marginPercentSchema }),
  pricing_mode: pricingModeSchema.default('margin'),
  seller_type: sellerTypeSchema.default('seller'),
  reseller: resellerContractSchema.nullish(),
  pax_settings: z.array(paxLevelSettingSchema).default([]),
  services: z.array(quoteServiceInputSchema),
  rate_lines: z.array(rateLineSchema),
  exchange_rates: z.array(exchangeRateSchema).default([]),
  prices_locked: z.boolean().default(false),
});
export type QuotePricingInput = z.input<typeof quotePricingInputSchema>;

/** One passenger at one level in the result (spec "Pax price"). */
export const paxPriceLevelSchema = z.object({
  pax_id: paxIdSchema,
  level: priceLevelSchema,
  type: z.enum(['Comfort', 'Superior', 'Luxury']),
  price: z.number(),
  price_saas: z.number(),
  mkt_percentage: z.number(),
  mkt_coin: z.number(),
  fee: z.number(),
  total_price: z.number(),
  total_cost: z.number(),
});
export type PaxPriceLevel = z.infer<typeof paxPriceLevelSchema>;

export const roomTypePriceSchema = z.object({ id_room_type: z.number().int(), per_person: z.number() });

/** One level of the price structure (spec "Price structure"). */
export const levelPriceSchema = z.object({
  level: priceLevelSchema,
  type: z.enum(['Comfort', 'Superior', 'Luxury']),
  total: z.number(),
  fee: z.number(),
  margin: z.number(),
  mkt_coin: z.number(),
  hotel_total: z.number(),
  services_total: z.number(),
  sub_total_hotel: z.number(),
  sub_total_service: z.number(),
  margin_percentage_hotel: z.number(),
  margin_percentage_service: z.number(),
  rounding_gain: z.number(),
  services: z.array(z.union([z.number(), z.string()])),
  pax_prices: z.array(paxPriceLevelSchema),
  room_type_prices: z.array(roomTypePriceSchema),
  single_supplement: z.number().nullable(),
  /** The passengers an age band priced (docs/domain/pricing.md#children-and-infants); absent in results stored before. */
  child_prices: z
    .array(z.object({ pax_id: paxIdSchema, age: z.number().int().nullable(), per_person: z.number() }))
    .optional(),
});
export type LevelPrice = z.infer<typeof levelPriceSchema>;

export const priceStructureEntrySchema = z.object({ type: sellerTypeSchema, prices: z.array(levelPriceSchema) });
export type PriceStructureEntry = z.infer<typeof priceStructureEntrySchema>;
