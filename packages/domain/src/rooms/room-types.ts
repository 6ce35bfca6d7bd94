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
