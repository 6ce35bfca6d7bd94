import { z } from 'zod';
import { fitsIdWhenNumeric, idParamValueSchema, listEnvelope, safeTextSchema } from './common.contract';

/** The catalogue list query of the spec: page, limit, search, name (all optional). */
export const referenceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(5000).optional(),
  search: safeTextSchema().trim().max(200).optional(),
  name: safeTextSchema().trim().max(200).optional(),
  /** A country code, or the id of a country location. */
  country: safeTextSchema().trim().max(60).refine(fitsIdWhenNumeric, 'is too large to be a country id').optional(),
  client: idParamValueSchema.optional(),
  /** Client contracts (C2): the contract of the quote being edited, listed even once archived. */
  contract_id: idParamValueSchema.optional(),
});
export type ReferenceListQuery = z.infer<typeof referenceListQuerySchema>;

export const idParamSchema = z.object({ id: idParamValueSchema });

// Rows are open records: each list names its own fields (docs/domain/api-shapes.md), all snake_case.
export const referenceRowSchema = z.record(z.string(), z.unknown());
export const referenceListResponseSchema = listEnvelope(referenceRowSchema);
export const referenceItemResponseSchema = z.object({ data: referenceRowSchema });

/**
 * GET /tenant/itinerary-destinations (C12): a bare array, one entry per country the tenant sells
 * (catalogue services there) or quotes (quotes the caller may see). `asset` is the country's
 * picture; there is no picture store for places yet, so its paths are empty strings.
 */
export const itineraryDestinationSchema = z.object({
  country: z.object({ id: z.number().int(), location_name: z.string() }),
  itineraries: z.number().int(),
  services: z.number().int(),
  asset: z.object({
    fullpath: z.string(),
    thumbnail_350X240: z.string(),
    thumbnail_1200X725: z.string(),
    thumbnail_1600X900: z.string(),
  }),
});
export const itineraryDestinationsResponseSchema = z.array(itineraryDestinationSchema);
export type ItineraryDestination = z.infer<typeof itineraryDestinationSchema>;

/** GET /tenant/room-types: every room type with the spec's room fields (ROOM_TYPE_ROWS). */
export const roomTypesResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      id_room_type: z.number().int(),
      name: z.string(),
      acronym: z.string(),
      bed_num: z.number().int(),
      max_pax: z.number().int(),
      max_child: z.number().int(),
      description: z.object({
        id: z.number().int(),
        value: z.string(),
        translate: z.array(z.object({ id: z.number().int(), value: z.string(), lang: z.string() })),
      }),
    }),
  ),
});
