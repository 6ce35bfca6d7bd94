// Who sleeps in which room. Per-room shares divide a room's price by the people actually in it
// (docs/domain/pricing.md#step-6-passenger-shares), so the engine needs an assignment; when the quote has none, this default
// fills the rooms in distribution order, keeping at least one passenger for every room still to
// fill (DBL, SGL, SGL with P1–P4 gives P1+P2, P3, P4 as in the worked example).
import { roomCapacity, STANDARD_ROOM_CAPACITIES, type RoomCapacities } from './room-types';
import type { PaxId, RoomAssignment, RoomDistributionEntry } from './rooms.schemas';

export function assignRooms(
  dist: readonly RoomDistributionEntry[],
  paxIds: readonly PaxId[],
  capacities: RoomCapacities = STANDARD_ROOM_CAPACITIES,
): RoomAssignment[] {
  const rooms: { id_room_type: number; cap: number }[] = [];
  for (const e of dist) {
    const cap = e.max_pax ?? roomCapacity(e.id_room_type, capacities);
    for (let i = 0; i < e.qty; i++) rooms.push({ id_room_type: e.id_room_type, cap });
  }
  const out: RoomAssignment[] = [];
  let next = 0;
  for (let r = 0; r < rooms.length; r++) {
    const room = rooms[r];
    const roomsAfter = rooms.length - r - 1;
    const take = Math.max(0, Math.min(room.cap, paxIds.length - next - roomsAfter));
    out.push({ id_room_type: room.id_room_type, passengers: paxIds.slice(next, next + Math.max(take, 0)) });
    next += take;
  }
  return out;
}

/**
 * Who sleeps where when passengers chose rooms: a passenger with a room index goes to that room of
 * the distribution; the others fill the rooms with space left, in order. Undefined when nobody chose
 * a room (the engine's default, assignRooms, applies). The quote's pricing and the catalogue's price
 * for a quote both use it, so a service is priced alike in both.
 */
export function chosenRoomAssignment(
  dist: readonly RoomDistributionEntry[],
  passengers: readonly { id: number; room?: number | null }[],
): RoomAssignment[] | undefined {
  if (!passengers.some((p) => p.room !== null && p.room !== undefined)) return undefined;
  const rooms: (RoomAssignment & { cap: number })[] = [];
  for (const e of dist)
    for (let i = 0; i < e.qty; i++)
      rooms.push({ id_room_type: e.id_room_type, passengers: [], cap: roomCapacity(e.id_room_type) });
  const unplaced: number[] = [];
  for (const p of passengers) {
    const room = p.room !== null && p.room !== undefined ? rooms[p.room] : undefined;
    if (room) room.passengers.push(p.id);
    else unplaced.push(p.id);
  }
  for (const id of unplaced) rooms.find((r) => r.passengers.length < r.cap)?.passengers.push(id);
  return rooms.map(({ id_room_type, passengers: pax }) => ({ id_room_type, passengers: pax }));
}
