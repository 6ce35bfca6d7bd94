// Standard room types (docs/domain/spec-sections.md#spec-02-section-3). Only Single's id (1) is given by the spec; the others follow
// the order of the spec's list and are what the seed stores. Tenants may add room types with their
// own max_pax, so every function here also takes a capacity lookup.
export const ROOM_TYPES = [
  { id: 1, name: 'Single', acronym: 'SGL', max_pax: 1, bed_num: 1 },
  { id: 2, name: 'Double', acronym: 'DBL', max_pax: 2, bed_num: 1 },
  { id: 3, name: 'Twin', acronym: 'TWI', max_pax: 2, bed_num: 2 },
  { id: 4, name: 'Triple', acronym: 'TRP', max_pax: 3, bed_num: 3 },
  { id: 5, name: 'Quadruple', acronym: 'QUA', max_pax: 4, bed_num: 4 },
] as const;

export const ROOM_TYPE_IDS = { SGL: 1, DBL: 2, TWI: 3, TRP: 4, QUA: 5 } as const;

/** Spec: "Room default max pax is 1". */
export const DEFAULT_ROOM_MAX_PAX = 1;

export type RoomCapacities = Readonly<Record<number, number>>;

export const STANDARD_ROOM_CAPACITIES: RoomCapacities = Object.fromEntries(ROOM_TYPES.map((r) => [r.id, r.max_pax]));

export function roomCapacity(idRoomType: number, capacities: RoomCapacities = STANDARD_ROOM_CAPACITIES): number {
  const c = capacities[idRoomType];
  return c !== undefined && c > 0 ? c : DEFAULT_ROOM_MAX_PAX;
}

/**
 * The room types as the spec's room fields name them (spec 02 §3: id, name, acronym, bed_num,
 * max_pax, max_child, description, id_room_type), for `GET /tenant/room-types` and the quote's room
 * distribution. `max_child` is 0: a child is a passenger of the room and counts in max_pax (child
 * prices are per passenger, decision 0062), so no room has places for children beyond it.
 */
export const ROOM_TYPE_ROWS = ROOM_TYPES.map((r) => ({
  id: r.id,
  id_room_type: r.id,
  name: r.name,
  acronym: r.acronym,
  bed_num: r.bed_num,
  max_pax: r.max_pax,
  max_child: 0,
  // A text object, as the original client's room table holds it (original-client.md §5.5).
  description: {
    id: r.id,
    value: `${r.name} room: ${r.max_pax} ${r.max_pax === 1 ? 'guest' : 'guests'}, ${r.bed_num} ${r.bed_num === 1 ? 'bed' : 'beds'}.`,
    translate: [] as { id: number; value: string; lang: string }[],
  },
}));

/** A room-distribution entry with the fields of its room type (unknown types keep what they have). */
export function withRoomTypeFields<T extends { id_room_type: number }>(entry: T) {
  const type = ROOM_TYPE_ROWS.find((r) => r.id === entry.id_room_type);
  if (!type) return entry;
  const own = entry as { name?: string; max_pax?: number };
  return {
    ...entry,
    name: own.name ?? type.acronym,
    acronym: type.acronym,
    bed_num: type.bed_num,
    max_pax: own.max_pax ?? type.max_pax,
    max_child: type.max_child,
    description: type.description,
  };
}
