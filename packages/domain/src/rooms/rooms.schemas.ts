import { z } from 'zod';

export const paxIdSchema = z.union([z.number().int(), z.string().min(1)]);
export type PaxId = z.infer<typeof paxIdSchema>;

/** One entry of a room distribution: how many rooms of a type (spec: id_room_type, qty). */
export const roomDistributionEntrySchema = z.object({
  id_room_type: z.number().int().positive(),
  qty: z.number().int().min(0).max(1000),
  max_pax: z.number().int().positive().optional(),
});
export type RoomDistributionEntry = z.infer<typeof roomDistributionEntrySchema>;

export const roomDistributionSchema = z.array(roomDistributionEntrySchema);

/** One physical room and who sleeps in it (drives per-room shares, docs/domain/pricing.md#step-6-passenger-shares). */
export const roomAssignmentSchema = z.object({
  id_room_type: z.number().int().positive(),
  passengers: z.array(paxIdSchema),
});
export type RoomAssignment = z.infer<typeof roomAssignmentSchema>;
