import { z } from 'zod';
import { catalogueRateLineSchema } from './catalogue-admin.contract';
import {
  cataloguePriceSchema,
  catalogueRoomLineSchema as roomLineSchema,
  pricesCostsMarginsSchema,
} from './prices.contract';

// A catalogue service as the original client reads it in S9 (`data[]`) and S10 (`data`),
// original-client.md §6.4, plus the editor's fields Itinera's own app reads with ?info=1.
// Price fields are left out (not nulled) for users who may not see them.

const text = z.object({
  id: z.number().int(),
  value: z.string(),
  translate: z.array(z.object({ id: z.number().int(), value: z.string(), lang: z.string() })),
});

/** A place of the service: its country (parent null) and its destination (parent: the country's id). */
export const cataloguePlaceSchema = z.object({
  id: z.number().int(),
  location_name: z.string(),
  location_code: z.string(),
  parent: z.number().int().nullable(),
});

const priceRange = z.object({
  id: z.union([z.number(), z.string()]).nullable(),
  price: z.number().optional(),
  price_unit: z.number().optional(),
  night_qty: z.number().int(),
  to_qty: z.number().int(),
});

/** A room type the hotel has a rate for, priced (calculate_prices=1) for the dates asked. */
export const catalogueRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  acronym: z.string(),
  qty: z.number().int(),
  max_passengers: z.number().int(),
  includes: z.object({ value: z.string() }),
  price_service_sm: z.array(
    z.object({
      sales_manual_id: z.number().int(),
      price_service: z.array(z.object({ prices_ranges: z.array(priceRange), risk_price: z.number() })),
    }),
  ),
  cost_service: z.array(
    z.object({ costs_ranges: z.array(z.object({ cost: z.number().optional() })), currency_sign: z.string() }),
  ),
});

export const catalogueSupplierSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.object({ value: z.string() }),
  /** 1 for the service's first (default) supplier. */
  default_sup: z.number().int(),
  /** 1 when this supplier's rates are per room. */
  room_qty: z.number().int(),
  /** 1 when this supplier's rates are per person. */
  individual_cost: z.number().int(),
});

export const catalogueServiceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: text,
  /** The name per language code, as the service editor writes it. */
  name_translations: z.record(z.string(), z.string()),
  name_type_service: z.object({ id: z.number().int(), service_type_name: z.string() }),
  id_service_type: z.number().int(),
  level: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string(), acronym: z.string() }).nullable(),
  /** Country first, then the destination; empty when the service has no place. */
  location: z.array(cataloguePlaceSchema),
  description: text,
  notes: text,
  recommendations: text,
  images: z.array(z.string()),
  /** What a stay offers (Wi-Fi, breakfast…); an accommodation lists at least one (services.md#mandatory-sections). */
  amenities: z.array(z.string()),
  images_full: z.array(z.object({ id: z.string(), thumbnail_350X240: z.string(), thumbnail_1200X725: z.string() })),
  /** The days the service spans in a quote: "1", or "1-3" for a three-day service. */
  day: z.string(),
  /** The service's number of days (what the editor writes as days_services). */
  days: z.number().int(),
  /** One entry per day of the service. */
  days_services: z.array(z.object({ day: z.number().int() })),
  /** The query's (or the price's) dates; left out when none was asked. */
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  num_pax: z.number().int(),
  /** 1 in the catalogue, -1 once archived. */
  status: z.number().int(),
  visible: z.number().int(),
  /** `YYYY-MM-DD`, or '' when the service has no inactivity period. */
  start_date_inactivity: z.string(),
  end_date_inactivity: z.string(),
  service_price: z.array(roomLineSchema),
  prices_costs_margins: pricesCostsMarginsSchema,
  room: z.array(catalogueRoomSchema),
  supplier_service: z.array(catalogueSupplierSchema),
  price_service_sm: z.array(
    z.object({
      sales_manual_id: z.number().int(),
      currency_sign: z.string(),
      price_service: z.array(z.object({ supplier_code: z.string(), prices_ranges: z.array(priceRange) })),
    }),
  ),
  // The editor's fields, answered with ?info=1 and by the write calls.
  description_translations: z.record(z.string(), z.string()).optional(),
  category_id: z.number().int().nullable().optional(),
  location_id: z.number().int().nullable().optional(),
  tag_ids: z.array(z.number().int()).optional(),
  /** Cost side: left out for users without view_cost_price. */
  suppliers: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })).optional(),
  rate_lines: z.array(catalogueRateLineSchema).optional(),
  /** With calculate_prices=1: the engine's figures (units, per person, why no rate) for Itinera's app. */
  pricing: cataloguePriceSchema.partial().optional(),
});
export type CatalogueService = z.infer<typeof catalogueServiceSchema>;
