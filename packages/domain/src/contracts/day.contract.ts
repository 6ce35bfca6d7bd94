import { z } from 'zod';
import { textSchema } from './quotes.contract';

// The day object of original-client.md §7.2, as every answer that carries days gives it: the day calls
// (days.contract.ts) and the quote writes that answer `days` (process answers, I6). Apart from
// days.contract.ts so that quote-services.contract.ts can name it without an import cycle.

export const mealsSchema = z.object({ breakfast: z.boolean(), lunch: z.boolean(), dinner: z.boolean() });
export type Meals = z.infer<typeof mealsSchema>;

const dayPlace = z.object({
  id: z.number().int(),
  order: z.number().int(),
  location_name: z.string(),
  location_code: z.string().nullable(),
  parent: z.union([z.number(), z.string()]).nullable(),
});

/** One day as every day call answers it (original-client.md §7.2). `id` is null for a day with no stored row yet. */
export const daySchema = z.object({
  id: z.number().int().nullable(),
  itinerary_id: z.number().int(),
  start_day: z.number().int(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  order: z.number().int(),
  duration: z.number().int(),
  title: textSchema,
  description: textSchema,
  location: z.array(dayPlace),
  overnight_location_id: z.number().int().nullable(),
  overnight_location_name: z.string().nullable(),
  meals: mealsSchema,
  images: z.array(z.string()),
  images_full: z.array(z.object({ id: z.string(), url: z.string(), thumbnail_350X240: z.string() })),
  /** The services on this day, in order: the link id is the itinerary-service id. */
  services: z.array(z.object({ id: z.number().int(), itinerary_service: z.number().int(), order: z.number().int() })),
  entity_uuid: z.string().nullable(),
});
export type Day = z.infer<typeof daySchema>;
