import {
  distributionCapacity,
  isDistributionComplete,
  remainingPax,
  roomCapacity,
  roomDisplayState,
  roomLimits,
  ROOM_TYPES,
  type RoomDisplayState,
} from '@itinera/domain';

// The room distribution widget's state (docs/domain/rooms.md#room-distribution): how many of each room the
// user may still pick for the passengers, and whether each type is selected, allowed or not.

export interface RoomQty {
  id_room_type: number;
  qty: number | string;
  /** Tenant room types carry their own capacity; the standard five use ROOM_TYPES. */
  max_pax?: number;
  name?: string;
}

export interface RoomRow {
  id_room_type: number;
  acronym: string;
  name: string;
  capacity: number;
  qty: number;
  /** The highest quantity the input offers now. */
  max: number;
  state: RoomDisplayState;
}

export interface RoomSummary {
  rows: RoomRow[];
  /** Pax the chosen rooms hold at full occupancy. */
  placed: number;
  /** Pax no chosen room holds yet. */
  remaining: number;
  complete: boolean;
}

const asQty = (v: number | string) => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/** One entry per standard room type (in SGL, DBL, TWI, TRP, QUA order) plus any other type the quote uses. */
export function roomEntries(
  dist: readonly { id_room_type: number; qty: number; max_pax?: number; name?: string }[],
): RoomQty[] {
  const standard = ROOM_TYPES.map((t) => ({
    id_room_type: t.id,
    qty: dist.find((d) => d.id_room_type === t.id)?.qty ?? 0,
  }));
  const others = dist.filter((d) => !ROOM_TYPES.some((t) => t.id === d.id_room_type)).map((d) => ({ ...d }));
  return [...standard, ...others];
}

export function roomSummary(numPax: number, rooms: readonly RoomQty[]): RoomSummary {
  const pax = Math.max(0, Math.floor(numPax) || 0);
  const dist = rooms.map((r) => ({ id_room_type: r.id_room_type, qty: asQty(r.qty), max_pax: r.max_pax }));
  const limits = roomLimits(pax, dist);
  const left = remainingPax(pax, dist);
  const rows = rooms.map((r, i): RoomRow => {
    const known = ROOM_TYPES.find((t) => t.id === r.id_room_type);
    const capacity = r.max_pax ?? roomCapacity(r.id_room_type);
    const qty = dist[i]!.qty;
    return {
      id_room_type: r.id_room_type,
      acronym: known?.acronym ?? (r.name ?? `Room ${r.id_room_type}`).slice(0, 3).toUpperCase(),
      name: known?.name ?? r.name ?? `Room type ${r.id_room_type}`,
      capacity,
      qty,
      max: limits.get(r.id_room_type) ?? 0,
      state: roomDisplayState({ qty, capacity, remainingPax: left }),
    };
  });
  return { rows, placed: distributionCapacity(dist), remaining: left, complete: isDistributionComplete(pax, dist) };
}
