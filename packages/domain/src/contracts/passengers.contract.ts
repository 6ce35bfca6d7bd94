import { z } from 'zod';
import { errorBodySchema, idSchema } from './common.contract';
import {
  passengerSaveItemSchema,
  passengerWarningSchema,
  quotePassengerSchema,
  roomingListSchema,
} from './passenger-fields.contract';
import { processResponseSchema, stepsQuerySchema } from './quote-services.contract';

// The passenger calls (original-client.md §8, decision 0028): P1 lists a quote's passengers with
// their rooming list and warnings; P2 saves them — `{id_itinerary, data}` as the original client
// sends it (ids update, no id adds, `status: -1` deletes, passengers left out stay) or Itinera's
// older `{passengers}` (the complete list) — re-prices the quote and answers `{message,
// passengers, prices}` beside the process shape. Sheets import and export the list as .xlsx/CSV.

export const PASSENGERS_MAX = 500;

/** PUT /tenant/passengers/{itineraryId}: `data` as the original client sends it, or `passengers`. */
export const passengersBodySchema = z
  .object({
    /** The quote, as the path already names it (ignored). */
    id_itinerary: z.union([z.string().uuid(), idSchema]).optional(),
    data: z.array(passengerSaveItemSchema).max(PASSENGERS_MAX).optional(),
    passengers: z.array(passengerSaveItemSchema).min(1).max(PASSENGERS_MAX).optional(),
    /**
     * The original client repeats its steps in the body (original-client.md §8): its form then keeps the
     * party, so a deleted passenger leaves a placeholder and num_pax stays (decision 0064).
     */
    cur_step: z.union([z.number().int().min(0).max(100_000), z.string().max(12)]).optional(),
    last_step: z.union([z.number().int().min(0).max(100_000), z.string().max(12)]).optional(),
  })
  .refine((b) => b.data !== undefined || b.passengers !== undefined, {
    message: 'Send the passengers in data (or passengers).',
    path: ['data'],
  });
export type PassengersBody = z.infer<typeof passengersBodySchema>;

/** The query of a passenger write: the steps, and the version the edit is based on (stale: 409). */
export const passengersQuerySchema = stepsQuerySchema.extend({
  version: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

export const IMPORT_MODES = ['replace', 'append'] as const;
export const passengersImportQuerySchema = passengersQuerySchema.extend({
  /** replace (default): the sheet becomes the list; append: its rows are added to it. */
  mode: z.enum(IMPORT_MODES).default('replace'),
});

export const passengersExportQuerySchema = z.object({
  list: z.enum(['passengers', 'rooming']).default('passengers'),
});

/** Limits of an uploaded passenger sheet, shared so the web app can refuse a file before sending it. */
export const PASSENGER_SHEET_MAX_BYTES = 1024 * 1024;

/** GET /tenant/itinerary/passengers/{id} (P1): `data` as the client reads it, plus rooming and warnings. */
export const passengersResponseSchema = z.object({
  data: z.array(quotePassengerSchema),
  rooming: roomingListSchema,
  warnings: z.array(passengerWarningSchema),
});

/** PUT /tenant/passengers/{itineraryId} (P2): the process answer, the saved list, rooming and warnings. */
export const passengersSaveResponseSchema = processResponseSchema.extend({
  message: z.string(),
  passengers: z.array(quotePassengerSchema),
  rooming: roomingListSchema,
  warnings: z.array(passengerWarningSchema),
});
export type PassengersSaveResponse = z.infer<typeof passengersSaveResponseSchema>;

/** POST …/passengers/{id}/import: the save's answer and how many rows came in. */
export const passengersImportResponseSchema = passengersSaveResponseSchema.extend({ imported: z.number().int() });

/**
 * A refused save (422): the standard error body, with `errors` as the original client reads it for
 * this call (original-client.md §1.5) — one `{errors: {field: message}}` per passenger sent, in its order —
 * when fields are wrong; other refusals (the price lock) keep `errors.data`.
 */
export const passengersErrorBodySchema = errorBodySchema.extend({
  errors: z.union([
    z.object({ data: z.string() }),
    z.array(z.object({ index: z.number().int(), errors: z.record(z.string(), z.string()) })),
  ]),
});
