import { z } from 'zod';
import { paxIdSchema } from '../rooms/rooms.schemas';

/** A price line of a service on a quote (docs/domain/spec-sections.md#spec-02-section-3; `romm_*` is the spec's spelling). */
export const servicePriceLineSchema = z.object({
  id: z.union([z.number().int(), z.string()]).optional(),
  romm_id: z.number().int().nullish(),
  romm_name: z.string().nullish(),
  prices_ranges_id: z.number().int().nullish(),
  prices: z.number().nullish(),
  sales_manual_id: z.number().int().nullish(),
  room_qty: z.number().int().min(0).nullish(),
  currency_id: z.number().int().nullish(),
  price_unit: z.number().nullish(),
  price: z.number().nullish(),
  passengers: z.array(paxIdSchema).default([]),
  status: z.union([z.literal(1), z.literal(-1)]).default(1),
  external_id: z.string().nullish(),
});
export type ServicePriceLine = z.input<typeof servicePriceLineSchema>;

/** A supplier line (docs/domain/spec-sections.md#spec-02-section-3): who provides the service, at what cost. */
export const supplierLineSchema = z.object({
  supplier_code: z.string().min(1),
  name: z.string(),
  cost: z.number().nullish(),
  cost_unit: z.number().nullish(),
  status: z.union([z.literal(1), z.literal(-1)]).optional(),
});
export type SupplierLine = z.input<typeof supplierLineSchema>;

export const serviceLocationSchema = z.object({
  id: z.number().int().optional(),
  location_name: z.string(),
  location_code: z.string().nullish(),
  parent: z.union([z.number(), z.string()]).nullish(),
});
export type ServiceLocation = z.infer<typeof serviceLocationSchema>;

/** The content fields the grouping rule compares (docs/domain/spec-sections.md#spec-02-section-5). */
export const groupableServiceSchema = z.object({
  id: z.union([z.number().int(), z.string()]).nullish(),
  code: z.string().nullish(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  notes: z.string().nullish(),
  recommendations: z.string().nullish(),
  location: z.array(serviceLocationSchema).default([]),
  images: z.array(z.string()).default([]),
  level: z.number().int().min(0).max(3).default(0),
  day: z.union([z.string(), z.number()]),
  /** Pax ids, or the original client's literal "{12,13}" (original-client.md §6.3). */
  passengers: z.union([z.array(paxIdSchema), z.string()]).default([]),
  num_pax: z.number().int().min(0).optional(),
});
export type GroupableService = z.input<typeof groupableServiceSchema>;
