// A passenger the room distribution leaves without a bed pays no share of any hotel
// (docs/domain/pricing.md#step-6-passenger-shares): the quote then looks cheaper than it is, so the
// engine says so instead of pricing it silently (decisions 0039, 0040 and 0041: three passengers in one DBL).
import { isNightType } from '../days/day-input';
import { countsInTotals } from '../statuses/service-statuses';
import { paxWithoutRoomMessage, type PricingMessage } from './messages';
import type { PaxId } from '../rooms/rooms.schemas';

export interface RoomShareInput {
  paxIds: readonly PaxId[];
  /** Each passenger's room index in the assignment, -1 for none. */
  paxRoom: readonly number[];
  /** Beds the distribution's rooms hold in all. */
  beds: number;
  services: readonly { id_service_type: number; optional?: number | null; status?: number | null }[];
}

/** One warning naming the passengers (by their position, 1-based) that no hotel is priced for. */
export function roomShareWarnings(input: RoomShareInput): PricingMessage[] {
  const hotels = input.services.some((s) => isNightType(s.id_service_type) && countsInTotals(s));
  if (!hotels) return [];
  const positions = input.paxRoom.flatMap((room, i) => (room < 0 ? [i + 1] : []));
  if (positions.length === 0) return [];
  return [
    {
      code: 'PAX_WITHOUT_ROOM',
      severity: 'warning',
      message: paxWithoutRoomMessage(positions, input.beds, input.paxIds.length),
      pax_ids: positions.map((p) => input.paxIds[p - 1]!),
    },
  ];
}
