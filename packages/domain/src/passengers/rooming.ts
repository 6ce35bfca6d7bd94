import { defaultRoomDistribution } from '../catalogue/catalogue-price';
import { roomCapacity, ROOM_TYPES, STANDARD_ROOM_CAPACITIES, type RoomCapacities } from '../rooms/room-types';
import type { RoomDistributionEntry } from '../rooms/rooms.schemas';

// The rooming list: the rooms of the quote's distribution, one by one, and who sleeps in each, as
// the passengers chose (`room` is the 0-based index of a room of the distribution). Capacities are
// the engine's (room-types.ts). The engine still places anyone without a room to price the quote;
// the rooming list is what the hotel is sent, so a passenger without a room is a warning here.

export interface RoomingPassenger {
  id: number;
  room: number | null | undefined;
}

export interface RoomingRoom {
  /** 0-based index, the value of a passenger's `room`. */
  index: number;
  id_room_type: number;
  /** The room type's acronym (SGL, DBL …). */
  name: string;
  max_pax: number;
  passengers: number[];
}

export interface RoomingList {
  rooms: RoomingRoom[];
  /** Passengers in no room (or in a room the distribution no longer has). */
  unassigned: number[];
  /** Whether anyone has a room yet: before that the engine's default placement prices the quote. */
  started: boolean;
}

/** The quote's rooms: its preferred distribution (rooms with qty above 0), else doubles and a single for the party. */
export function effectiveRoomDistribution(
  preferred: readonly { id_room_type: number; qty: number }[] | null | undefined,
  numPax: number,
): RoomDistributionEntry[] {
  const given = (preferred ?? []).filter((r) => r.qty > 0).map((r) => ({ id_room_type: r.id_room_type, qty: r.qty }));
  return given.length ? given : defaultRoomDistribution(Math.max(1, numPax));
}

/** One room per unit of the distribution's quantities, in its order. */
export function roomsOf(
  dist: readonly RoomDistributionEntry[],
  capacities: RoomCapacities = STANDARD_ROOM_CAPACITIES,
): Omit<RoomingRoom, 'passengers'>[] {
  const rooms: Omit<RoomingRoom, 'passengers'>[] = [];
  for (const e of dist) {
    if (e.qty <= 0) continue;
    const type = ROOM_TYPES.find((t) => t.id === e.id_room_type);
    const max = e.max_pax ?? roomCapacity(e.id_room_type, capacities);
    for (let i = 0; i < e.qty; i++)
      rooms.push({
        index: rooms.length,
        id_room_type: e.id_room_type,
        name: type?.acronym ?? `Room type ${e.id_room_type}`,
        max_pax: max,
      });
  }
  return rooms;
}

export function roomingList(
  dist: readonly RoomDistributionEntry[],
  passengers: readonly RoomingPassenger[],
  capacities: RoomCapacities = STANDARD_ROOM_CAPACITIES,
): RoomingList {
  const rooms: RoomingRoom[] = roomsOf(dist, capacities).map((r) => ({ ...r, passengers: [] }));
  const unassigned: number[] = [];
  let started = false;
  for (const p of passengers) {
    const room = p.room === null || p.room === undefined ? undefined : rooms[p.room];
    if (p.room !== null && p.room !== undefined) started = true;
    if (room) room.passengers.push(p.id);
    else unassigned.push(p.id);
  }
  return { rooms, unassigned, started };
}

/** Rooms holding more people than they sleep. */
export const roomsOverCapacity = (list: RoomingList) => list.rooms.filter((r) => r.passengers.length > r.max_pax);

/** "Room 2 (DBL)": how the screen, the sheets and the warnings name a room. */
export const roomLabel = (r: Pick<RoomingRoom, 'index' | 'name'>) => `Room ${r.index + 1} (${r.name})`;
