import {
  remainingPax,
  roomCapacity,
  roomDisplayState,
  roomLimits,
  ROOM_TYPES,
  type RoomDisplayState,
} from '@itinera/domain';

// The room types tab of a hotel or package (docs/domain/rooms.md#room-display-state; docs/domain/rooms.md#room-distribution):
// every room type with its quantity, the most the party can use, and whether it
// is selected, still allowed or no longer allowed for the passengers left to place.

export interface RoomLine {
  id_room_type: number;
  acronym: string;
  name: string;
  max_pax: number;
  qty: number;
  max_qty: number;
  state: RoomDisplayState;
}

export function roomLinesFor(rooms: readonly { id_room_type: number; qty: number }[], numPax: number): RoomLine[] {
  const all = ROOM_TYPES.map((t) => ({
    id_room_type: t.id as number,
    qty: rooms.find((r) => r.id_room_type === t.id)?.qty ?? 0,
  }));
  const limits = roomLimits(numPax, all);
  const left = remainingPax(numPax, all);
  return ROOM_TYPES.map((t, i) => {
    const capacity = roomCapacity(t.id);
    const qty = all[i]!.qty;
    return {
      id_room_type: t.id,
      acronym: t.acronym,
      name: t.name,
      max_pax: capacity,
      qty,
      max_qty: Math.max(qty, limits.get(t.id) ?? 0),
      state: roomDisplayState({ qty, capacity, remainingPax: left }),
    };
  });
}

/** Pax the chosen rooms still leave without a bed (0 when complete). */
export const paxWithoutRoom = (rooms: readonly { id_room_type: number; qty: number }[], numPax: number) =>
  remainingPax(
    numPax,
    rooms.filter((r) => r.qty > 0),
  );
