import {
  effectiveRoomDistribution,
  passengerWarnings,
  roomingList,
  tripEnd,
  type CheckedPassenger,
} from '@itinera/domain';
import type { QuotePassenger } from '@itinera/domain/contracts';
import type { PaxInfo } from '../api/get-passengers';
import type { PriceEntry } from './pax-rows';

// A past version shows its passengers as the live tab does: the version's rooms, the same checks,
// and each passenger's prices from the version's stored level prices.

const PERSONAL = new Set(['document_expiry', 'document_missing', 'age_band']);

export function paxInfoFromSnapshot(snapshot: Record<string, unknown>): { info: PaxInfo; prices: PriceEntry[] } {
  const data = (Array.isArray(snapshot.passengers) ? snapshot.passengers : []) as QuotePassenger[];
  const dist = effectiveRoomDistribution(
    snapshot.room_preferable_dist as { id_room_type: number; qty: number }[] | undefined,
    data.length || Number(snapshot.num_pax) || 1,
  );
  const rooming = roomingList(dist, data);
  const trip = {
    start_date: typeof snapshot.start_date === 'string' ? snapshot.start_date : null,
    end_date: typeof snapshot.end_date === 'string' ? snapshot.end_date : null,
    num_day: Number(snapshot.num_day) || 1,
  };
  const hidden = data.some((p) => p.details_hidden);
  const warnings = passengerWarnings(
    data as CheckedPassenger[],
    { start_date: trip.start_date, end_date: tripEnd(trip) },
    rooming,
  ).filter((w) => !hidden || !PERSONAL.has(w.code));
  return {
    info: { data, rooming, warnings },
    prices: (Array.isArray(snapshot.prices) ? snapshot.prices : []) as PriceEntry[],
  };
}
