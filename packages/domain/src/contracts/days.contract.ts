import { z } from 'zod';
import {
  calendarDateSchema,
  idParamValueSchema,
  idSchema,
  imageRefSchema,
  INT4_MAX,
  safeTextSchema,
} from './common.contract';
import { flagValue, idList, isRecord, textList, textValue } from './liberal-body';
import { stepsQuerySchema } from './quote-services.contract';
import { daySchema, mealsSchema, type Meals } from './day.contract';

export { daySchema, mealsSchema, type Day, type Meals } from './day.contract';

// The Itinerary tab's day calls D1–D8 (original-client.md §7, spec 02 §7 Days). A day's
// services are not stored twice: a service is on the days its own `day` field covers, ordered by
// its position, so `services[]` here is derived (docs/domain/days.md). A day row holds only what the
// traveller reads about the day: title, description, places, overnight place, meals, images.

const ref = z.union([idParamValueSchema, z.string().uuid()]);
const dayNumber = z.coerce.number().int().min(1).max(1000);
/** Rich text from the editor: HTML, sanitised by the server before it is stored. */
const html = safeTextSchema().max(50_000);

// ---- Requests ----

/** D1 GET /tenant/itinerary/days/{uuid}: `limit` (default 10) is the original client's only key. */
export const daysQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
});
export type DaysQuery = z.infer<typeof daysQuerySchema>;

/** D2, D3, D4, D8 take the steps of a batched call and, like the services writes, an optional base version (409 when stale). */
export const daysWriteQuerySchema = stepsQuerySchema.extend({
  version: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
});
export type DaysWriteQuery = z.infer<typeof daysWriteQuerySchema>;

/** D4 DELETE /tenant/itinerary/day/{id}: the day's services go to the previous day (default) or are deleted. */
export const deleteDayQuerySchema = daysWriteQuerySchema.extend({
  services: z.enum(['move', 'delete']).default('move'),
});
export type DeleteDayQuery = z.infer<typeof deleteDayQuerySchema>;

export const dayParamSchema = z.object({ id: idParamValueSchema });
export const daysQuoteParamSchema = z.object({ uuid: ref });

/** A place of a day as sent: `{id, order}`, or `{id, status:-1}` for one removed (dropped here), or a bare id. */
const dayPlaces = z.preprocess(
  (v) =>
    Array.isArray(v) ? idList(v.filter((p) => !(isRecord(p) && (p.status === -1 || p.status === '-1')))) : idList(v),
  z.array(idSchema).max(50),
);

/** A service of a day as sent: `{itinerary_service, order}` (the link id is ignored). */
const dayServiceInput = z.object({
  itinerary_service: z.coerce.number().int().min(1).max(INT4_MAX),
  order: z.coerce.number().int().min(0).max(100_000).optional(),
});

const dayFields = {
  id: z.union([idSchema, z.null()]).optional(),
  start_day: dayNumber,
  order: z.coerce.number().int().min(0).max(100_000).optional(),
  duration: z.coerce.number().int().min(1).max(1000).optional(),
  title: z.preprocess(textValue, safeTextSchema().max(500)).optional(),
  description: z.preprocess(textValue, html).optional(),
  location: dayPlaces.optional(),
  overnight_location_id: z.union([idSchema, z.null()]).optional(),
  meals: mealsSchema.partial().optional(),
  /** Asset references: sent as the string "{id,id}" or as an array. */
  images: z.preprocess(textList, z.array(imageRefSchema()).max(30)).optional(),
  /** Given: the day's services in this order (a service named here that sits on another day moves to this one). */
  services: z.array(dayServiceInput).max(500).optional(),
  entity_uuid: z.union([z.string().max(64), z.null()]).optional(),
  /** -1: the day is removed. */
  status: z.coerce.number().int().optional(),
  _order_start_day: z.preprocess(flagValue, z.boolean()).optional(),
  /** D3: a nested day that is a module's (template's) day, not one of this quote: only its text comes over. */
  isTemplateDay: z.preprocess(flagValue, z.boolean()).optional(),
};

export interface DayInput {
  id?: number | null;
  start_day: number;
  order?: number;
  duration?: number;
  title?: string;
  description?: string;
  location?: number[];
  overnight_location_id?: number | null;
  meals?: Partial<Meals>;
  images?: string[];
  services?: { itinerary_service: number; order?: number }[];
  entity_uuid?: string | null;
  status?: number;
  _order_start_day?: boolean;
  isTemplateDay?: boolean;
  /** D3: days merged into this one (their services and text come here; they are removed). */
  nestedDays?: DayInput[];
}

/**
 * One day as D2/D3 take it; client-only keys (isModule, moduleDays, images_full…) are dropped.
 * It holds itself (nestedDays), so the OpenAPI document can only name it: its id makes it a
 * component there (`DayInput`, plugins/openapi.ts) instead of a `$ref` to nothing.
 */
export const dayInputSchema: z.ZodType<DayInput> = z
  .lazy(() => z.object({ ...dayFields, nestedDays: z.array(dayInputSchema).max(100).optional() }))
  .meta({ id: 'Day' }) as z.ZodType<DayInput>;

/** D2 and D3 bodies: a bare array of days (a single day object is taken as an array of one). */
export const saveDaysBodySchema = z.preprocess(
  (v) => (isRecord(v) ? [v] : v),
  z.array(dayInputSchema).min(1).max(1000),
);
export type SaveDaysBody = z.infer<typeof saveDaysBodySchema>;

/** D5 POST and D6 PUT /tenant/days/by-itinerary. */
export const daysByItineraryBodySchema = z.object({
  itinerary_uuid: ref,
  /** D6: fill empty titles and descriptions with drafts (the generator of D7). */
  autocomplete: z.preprocess(flagValue, z.boolean()).optional(),
});
export type DaysByItineraryBody = z.infer<typeof daysByItineraryBodySchema>;

/** D7 POST /tenant/itinerary/{uuid}/days/generate: `id` is the edited day's id or the quote's uuid; `day` its start_day. */
export const generateDaysBodySchema = z.object({
  id: z.union([ref, z.null()]).optional(),
  day: dayNumber.optional(),
});
export type GenerateDaysBody = z.infer<typeof generateDaysBodySchema>;

/** D8 POST /tenant/itinerary/{uuid}/days/move: the days from `moved_date` on, and their services, shift by `days_to_move`. */
export const moveDaysBodySchema = z.object({
  id: z.union([ref, z.null()]).optional(),
  moved_date: calendarDateSchema,
  days_to_move: z.coerce.number().int().min(-1000).max(1000),
  cur_step: z.coerce.number().int().min(1).max(100_000).optional(),
  last_step: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type MoveDaysBody = z.infer<typeof moveDaysBodySchema>;

// ---- Answers ----

/** D1, D2, D3, D6, D7, D8: a bare array of days (original-client.md §12). */
export const daysAnswerSchema = z.array(daySchema);

/** D4 and D5 answer `{data, message}`; the original client does not read `data`. */
export const daysDoneAnswerSchema = z.object({
  data: z.object({ itinerary_id: z.number().int(), version: z.number().int(), days: z.number().int() }),
  message: z.string(),
});
