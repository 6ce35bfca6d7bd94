import { ROOM_TYPES, type MatrixEntry } from '@itinera/domain';
import type { MatrixEntryAnswer } from '@itinera/domain/contracts';
import type { LocationRow } from '../quote-services/catalogue-content.repository';
import type { ServiceRow } from '../quote-services/quote-services.repository';

// A matrix entry as the original client reads it (original-client.md §5.9): `num_pax`, the quote's services
// with their price for that group (rows aligned by index), and `prices` per seller type with each
// level's total, fee and margin; Itinera's screens read `per_person` too.

const roomName = (id: number) => ROOM_TYPES.find((r) => r.id === id)?.acronym ?? `Room ${id}`;

export function presentEntries(
  entries: readonly MatrixEntry[],
  services: readonly ServiceRow[],
  locations: ReadonlyMap<number, LocationRow>,
): MatrixEntryAnswer[] {
  const rows = services.map((s) => ({
    id: s.id,
    code: s.code,
    id_service_type: s.id_service_type,
    level: s.level,
    name: { id: s.id, value: s.name, translate: [] as unknown[] },
    location: s.location_ids.flatMap((id) => {
      const l = locations.get(id);
      return l ? [{ id: l.id, location_name: l.location_name, location_code: l.location_code, parent: l.parent }] : [];
    }),
  }));
  return entries.map((e) => ({
    num_pax: e.num_pax,
    service_itinerary: rows.map((row, i) => {
      const priced = e.services[i];
      return {
        ...row,
        price: priced?.price ?? 0,
        service_price: (priced?.rooms ?? []).map((r) => ({ ...r, romm_name: roomName(r.id_room_type) })),
      };
    }),
    prices: e.prices.map((p) => ({ type: p.type, prices: p.prices.map((l) => ({ ...l })) })),
    errors: e.errors,
  }));
}
