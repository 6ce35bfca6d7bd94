// Room distribution rules (docs/domain/rooms.md#room-distribution).
import { roomCapacity, STANDARD_ROOM_CAPACITIES, type RoomCapacities } from './room-types';
import type { RoomDistributionEntry } from './rooms.schemas';

/** Room selection status: a room type with qty above zero is active (1), otherwise -1. */
export function roomSelectionStatus(qty: number): 1 | -1 {
  return qty > 0 ? 1 : -1;
}

/** Pax placed by a distribution at full occupancy. */
export function distributionCapacity(
  dist: readonly RoomDistributionEntry[],
  capacities: RoomCapacities = STANDARD_ROOM_CAPACITIES,
): number {
  let total = 0;
  for (const e of dist) if (e.qty > 0) total += e.qty * (e.max_pax ?? roomCapacity(e.id_room_type, capacities));
  return total;
}

export function roomCount(dist: readonly RoomDistributionEntry[]): number {
  let n = 0;
  for (const e of dist) if (e.qty > 0) n += e.qty;
  return n;
}

/**
 * Maximum quantity the UI offers per room type: single rooms up to the passenger count; any other
 * type up to ceil(remaining ÷ capacity), remaining being the pax not already placed in the rooms of
 * the other types.
 */
export function roomLimits(
  paxCount: number,
  dist: readonly RoomDistributionEntry[],
  capacities: RoomCapacities = STANDARD_ROOM_CAPACITIES,
): Map<number, number> {
  const limits = new Map<number, number>();
  for (const e of dist) {
    const cap = e.max_pax ?? roomCapacity(e.id_room_type, capacities);
    if (cap === 1) {
      limits.set(e.id_room_type, Math.max(0, paxCount));
      continue;
    }
    let placedElsewhere = 0;
    for (const o of dist) {
      if (o === e || o.qty <= 0) continue;
      placedElsewhere += o.qty * (o.max_pax ?? roomCapacity(o.id_room_type, capacities));
    }
    const remaining = Math.max(0, paxCount - placedElsewhere);
    limits.set(e.id_room_type, Math.ceil(remaining / cap));
  }
  return limits;
}

export type RoomDisplayState = 'selected' | 'allowed' | 'not_allowed';

/**
 * How a room shows in the room-price display (docs/domain/spec-sections.md#spec-02-section-4): selected when qty > 0; not allowed when
 * the pax left to place cannot fill its capacity, or, for a package, when the service's nights
 * differ from the room's night count; otherwise allowed.
 */
export function roomDisplayState(args: {
  qty: number;
  capacity: number;
  remainingPax: number;
  isPackage?: boolean;
  serviceNights?: number;
  roomNights?: number;
}): RoomDisplayState {
  if (args.qty > 0) return 'selected';
  if (args.capacity > args.remainingPax) return 'not_allowed';
  if (args.isPackage && !packageNightsMatch(args.serviceNights ?? 0, args.roomNights ?? 0)) return 'not_allowed';
  return 'allowed';
}

/** Pax not yet placed by the selected rooms. */
export function remainingPax(
  paxCount: number,
  dist: readonly RoomDistributionEntry[],
  capacities: RoomCapacities = STANDARD_ROOM_CAPACITIES,
): number {
  return Math.max(0, paxCount - distributionCapacity(dist, capacities));
}

/** Package services need nights equal to the room's night count (docs/domain/spec-sections.md#spec-02-section-5). */
export function packageNightsMatch(serviceNights: number, roomNights: number): boolean {
  return serviceNights === roomNights;
}

/**
 * Complete when the rooms hold every passenger and none stays empty: rooms ≤ pax ≤ capacity.
 * (3 pax in DBL + SGL and in 2 DBL are both complete; 3 pax in 2 SGL or in 4 SGL are not.)
 */
export function isDistributionComplete(
  paxCount: number,
  dist: readonly RoomDistributionEntry[],
  capacities: RoomCapacities = STANDARD_ROOM_CAPACITIES,
): boolean {
  const rooms = roomCount(dist);
  return rooms > 0 && rooms <= paxCount && distributionCapacity(dist, capacities) >= paxCount;
}

/**
 * The distribution hash (docs/domain/spec-sections.md#spec-01-section-9): room-type id and quantity pairs, zero quantities skipped.
 * Sorted by room type so the same rooms always give the same hash, e.g. '1:2|2:1'.
 */
export function roomDistributionHash(dist: readonly RoomDistributionEntry[]): string {
  const qty = new Map<number, number>();
  for (const e of dist) if (e.qty > 0) qty.set(e.id_room_type, (qty.get(e.id_room_type) ?? 0) + e.qty);
  return [...qty.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([id, q]) => `${id}:${q}`)
    .join('|');
}
