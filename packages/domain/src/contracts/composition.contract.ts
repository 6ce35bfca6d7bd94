// The public pricing call of a composed trip (decision 0079): POST
// /tenant/public/proposals/{code}/price. The page sends what the client picked; the server answers the
// engine's figures, never the page's.
import { z } from 'zod';
import { idSchema } from './common.contract';

/** A stay as the composition names it: its day range, '3-5' (docs/domain/pricing.md#composed-trips). */
export const stayRangeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(-\d{1,3})?$/, 'must be a day range such as 3-5');

const levelValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const compositionBodySchema = z.object({
  /** The level of everything the client did not choose otherwise. */
  level: levelValue,
  /** The level chosen per stay, keyed by its day range ('3-5'). */
  stays: z
    .record(stayRangeSchema, levelValue)
    .refine((s) => Object.keys(s).length <= 100, 'at most 100 stays')
    .default({}),
  /** The optional services taken, by id. */
  extras: z.array(idSchema).max(100).default([]),
});
export type CompositionBody = z.infer<typeof compositionBodySchema>;

const changeSchema = z.object({
  kind: z.enum(['stay', 'extra']),
  /** The stay's day range, or null for an extra. */
  stay: z.string().nullable(),
  /** The extra's service id, or null for a stay. */
  service_id: z.number().int().nullable(),
  /** For a stay: the level it had in the base level, and the one chosen. */
  from_level: z.number().int().nullable(),
  to_level: z.number().int().nullable(),
  /** The service the client gets instead (stay) or adds (extra). */
  name: z.string(),
  /** What this choice alone adds to the base level (negative: saves), for the party and per person. */
  difference: z.number(),
  difference_per_person: z.number(),
});

export const compositionPriceResponseSchema = z.object({
  level: z.number().int(),
  currency: z.object({ code: z.string(), sign: z.string() }),
  num_pax: z.number().int(),
  total: z.number(),
  per_person: z.number(),
  /** The price per person of each room type in the party's rooms. */
  rooms: z.array(z.object({ id_room_type: z.number().int(), per_person: z.number() })),
  /** Children priced at their own rate, by age. */
  children: z.array(z.object({ age: z.number().int().nullable(), per_person: z.number() })),
  /** The base level's total with nothing chosen otherwise, as priced now. */
  base_total: z.number(),
  changes: z.array(changeSchema),
  /** The base level as the published page shows it (null when the page shows no price). */
  published_total: z.number().nullable(),
  /** The quote was changed after it was published: these figures are today's, not the page's. */
  changed_since_publication: z.boolean(),
});
export type CompositionPriceResponse = z.infer<typeof compositionPriceResponseSchema>;

/** What the page may offer the client to compose (GET …/choices): no price, the pricing call gives those. */
export const compositionChoicesResponseSchema = z.object({
  /** The levels the page shows, a composition's base level is one of them. */
  levels: z.array(z.number().int()),
  stays: z.array(
    z.object({
      stay: z.string(),
      alternatives: z.array(z.object({ level: z.number().int(), names: z.array(z.string()) })),
    }),
  ),
  extras: z.array(z.object({ service_id: z.number().int(), name: z.string(), level: z.number().int() })),
});
export type CompositionChoicesResponse = z.infer<typeof compositionChoicesResponseSchema>;
