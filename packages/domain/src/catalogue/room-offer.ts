// The rooms a hotel or package can offer a party (docs/domain/rooms.md#rooms-a-hotel-offers,
// docs/domain/rooms.md#room-distribution): the preferred distribution where the service has
// those room types, else a sensible fill, with each room type's limit and display state.
import {
  distributionCapacity,
  isDistributionComplete,
  packageNightsMatch,
  remainingPax,
  roomDisplayState,
  roomLimits,
  roomSelectionStatus,
  type RoomDisplayState,
} from '../rooms/distribution';
import { roomCapacity, ROOM_TYPES, STANDARD_ROOM_CAPACITIES, type RoomCapacities } from '../rooms/room-types';
import type { RoomDistributionEntry } from '../rooms/rooms.schemas';
import { defaultRoomDistribution } from './catalogue-price';

export interface RoomOfferLine {
  id_room_type: number;
  acronym: string;
  name: string;
  qty: number;
  max_pax: number;
  max_qty: number;
  status: 1 | -1;
  state: RoomDisplayState;
}

export interface RoomOffer {
  room_distribution: RoomOfferLine[];
  /** The chosen rooms (qty > 0 only), ready to price. */
  rooms: RoomDistributionEntry[];
  complete: boolean;
  remaining_pax: number;
}

/** Largest room that the pax left can fill, else the smallest one: no room stays empty. */
function fill(numPax: number, available: readonly number[], caps: RoomCapacities): RoomDistributionEntry[] {
  const byCap = [...available].sort((a, b) => roomCapacity(b, caps) - roomCapacity(a, caps) || a - b);
  const qty = new Map<number, number>();
  let left = numPax;
  while (left > 0 && byCap.length) {
    const pick = byCap.find((t) => roomCapacity(t, caps) <= left) ?? byCap[byCap.length - 1]!;
    qty.set(pick, (qty.get(pick) ?? 0) + 1);
    left -= roomCapacity(pick, caps);
  }
  return [...qty].map(([id_room_type, q]) => ({ id_room_type, qty: q }));
}

export function roomDistributionOffer(args: {
  numPax: number;
  /** Room types the service has a rate for. */
  available: readonly number[];
  preferred?: readonly RoomDistributionEntry[];
  capacities?: RoomCapacities;
  /**
   * A package: the nights it is asked for and each room type's night count. A room whose count
   * differs shows as not allowed (docs/domain/rooms.md#package-nights).
   */
  package?: { nights: number; roomNights: ReadonlyMap<number, number> };
}): RoomOffer {
  const caps = args.capacities ?? STANDARD_ROOM_CAPACITIES;
  // A package's room sold for other nights is never offered (it still shows, as not allowed).
  const pkg = args.package;
  const usable = pkg
    ? args.available.filter((id) => packageNightsMatch(pkg.nights, pkg.roomNights.get(id) ?? pkg.nights))
    : args.available;
  const offered = (d: readonly RoomDistributionEntry[]) =>
    d.filter((e) => e.qty > 0 && usable.includes(e.id_room_type));
  let rooms = offered(args.preferred ?? []);
  if (!rooms.length || !isDistributionComplete(args.numPax, rooms, caps)) {
    const usual = offered(defaultRoomDistribution(args.numPax));
    rooms =
      rooms.length && distributionCapacity(rooms, caps) >= args.numPax
        ? rooms
        : isDistributionComplete(args.numPax, usual, caps)
          ? usual
          : fill(args.numPax, usable, caps);
  }
  const all = args.available.map((id) => ({
    id_room_type: id,
    qty: rooms.find((r) => r.id_room_type === id)?.qty ?? 0,
  }));
  const limits = roomLimits(args.numPax, all, caps);
  const left = remainingPax(args.numPax, rooms, caps);
  const room_distribution = all.map((e): RoomOfferLine => {
    const type = ROOM_TYPES.find((t) => t.id === e.id_room_type);
    const capacity = roomCapacity(e.id_room_type, caps);
    return {
      id_room_type: e.id_room_type,
      acronym: type?.acronym ?? String(e.id_room_type),
      name: type?.name ?? `Room type ${e.id_room_type}`,
      qty: e.qty,
      max_pax: capacity,
      max_qty: limits.get(e.id_room_type) ?? 0,
      status: roomSelectionStatus(e.qty),
      state: roomDisplayState({
        qty: e.qty,
        capacity,
        remainingPax: left,
        isPackage: pkg !== undefined,
        serviceNights: pkg?.nights,
        roomNights: pkg?.roomNights.get(e.id_room_type) ?? pkg?.nights,
      }),
    };
  });
  return { room_distribution, rooms, complete: isDistributionComplete(args.numPax, rooms, caps), remaining_pax: left };
}
