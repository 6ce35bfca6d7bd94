import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';

// The large quote of docs/domain/quality.md — 21 days, 120 services (hotels with room lines, transfers,
// excursions, guides, at levels 0–3), 12 passengers, 5 room types, 3 levels — built through the
// real API on the demo tenant's Peru catalogue, as the quote screen would build it.

/** The distribution: 5 room types for 12 passengers (SGL, DBL, TWI, TRP, QUA). */
const DISTRIBUTION = [1, 2, 3, 4, 5].map((id_room_type) => ({ id_room_type, qty: 1 }));
/** 7 stays (the last one 2 nights), each offered at the three hotel levels. */
const STAYS = [
  ['Lima', '1-4'],
  ['Cusco', '4-7'],
  ['Sacred Valley', '7-10'],
  ['Aguas Calientes (Machu Picchu Pueblo)', '10-13'],
  ['Cusco', '13-16'],
  ['Puno', '16-19'],
  ['Arequipa', '19-21'],
] as const;
export const SERVICES = 120;

export interface Catalogue {
  clientId: number;
  contractId: number;
  /** Hotels by city, one per level (index 0 = level 1). */
  hotels: Map<string, number[]>;
  /** Every other Peru service: transfers, excursions, guides, entrances, trains, meals, a flight, a package. */
  others: number[];
}

/**
 * What the bench needs of the demo tenant, read as the owner before the API starts. The demo rates
 * stop short of this party: hotels get Quadruple rates (1.6 × the Double) and services whose rates
 * end below 12 pax a band up to 30 (0.9 × their largest band), so every service is priced.
 */
export async function prepareCatalogue(database: Database, tenantId: number): Promise<Catalogue> {
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));
  const columns = sql`tenant_id, service_id, sales_manual_id, season_from, season_to, min_pax, max_pax, room_type_id, level, basis, unit_cost, currency_id, capacity, supplier_id`;
  await database.db.execute(sql`INSERT INTO rate_lines (${columns})
    SELECT tenant_id, service_id, sales_manual_id, season_from, season_to, min_pax, max_pax, 5, level, basis, unit_cost * 1.6, currency_id, capacity, supplier_id
    FROM rate_lines WHERE tenant_id = ${tenantId} AND room_type_id = 2`);
  await database.db.execute(sql`INSERT INTO rate_lines (${columns})
    SELECT DISTINCT ON (service_id, sales_manual_id, season_from, room_type_id, level) tenant_id, service_id, sales_manual_id, season_from, season_to,
      max_pax + 1, 30, room_type_id, level, basis, round(unit_cost * 0.9, 2), currency_id, capacity, supplier_id
    FROM rate_lines r WHERE tenant_id = ${tenantId}
      AND NOT EXISTS (SELECT 1 FROM rate_lines o WHERE o.tenant_id = r.tenant_id AND o.service_id = r.service_id AND o.sales_manual_id = r.sales_manual_id AND o.max_pax >= 12)
    ORDER BY service_id, sales_manual_id, season_from, room_type_id, level, max_pax DESC`);
  const [client] = await q<{ id: number }>(
    sql`SELECT id FROM clients WHERE tenant_id = ${tenantId} AND name = 'Andean Trails Travel'`,
  );
  const [contract] = await q<{ id: number }>(
    sql`SELECT id FROM client_contracts WHERE tenant_id = ${tenantId} AND client_id = ${client!.id} ORDER BY id LIMIT 1`,
  );
  const services = await q<{
    id: number;
    type: number;
    level: number;
    city: string;
  }>(sql`SELECT s.id, s.service_type_id AS type, s.level, l.name AS city
    FROM services s JOIN locations l ON l.id = s.location_id WHERE s.tenant_id = ${tenantId} AND l.country_code = 'PE' AND NOT s.archived ORDER BY s.id`);
  const hotels = new Map<string, number[]>();
  for (const s of services.filter((s) => s.type === 2).sort((a, b) => a.level - b.level))
    hotels.set(s.city, [...(hotels.get(s.city) ?? []), s.id]);
  return {
    clientId: client!.id,
    contractId: contract!.id,
    hotels,
    others: services.filter((s) => s.type !== 2).map((s) => s.id),
  };
}

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; json: () => Promise<unknown> }>;

async function ok<T>(answer: ReturnType<Call>, what: string): Promise<T> {
  const res = await answer;
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(await res.json())}`);
  return (await res.json()) as T;
}

/** Creates one large quote through the API; answers its uuid and the id of a service whose price the bench edits. */
export async function buildLargeQuote(
  call: Call,
  cat: Catalogue,
  title: string,
): Promise<{ uuid: string; id: number; editable: number }> {
  const created = await ok<{ data: { id: number; uuid: string } }>(
    call('POST', '/tenant/itinerary', {
      title,
      client_id: cat.clientId,
      contract_id: cat.contractId,
      start_date: '2026-07-01',
      end_date: '2026-07-21',
      num_pax: 12,
      room_preferable_dist: DISTRIBUTION,
    }),
    'create the quote',
  );
  const { id, uuid } = created.data;
  const pax = (
    await ok<{ data: { id: number }[] }>(call('GET', `/tenant/itinerary/passengers/${id}`), 'passengers')
  ).data.map((p) => p.id);
  const services: Record<string, unknown>[] = [];
  for (const [city, day] of STAYS) {
    const hotels = cat.hotels.get(city);
    if (hotels?.length !== 3) throw new Error(`the demo catalogue has no three hotels in ${city}`);
    for (const hotel of hotels) services.push({ service_id: hotel, day, room: DISTRIBUTION });
  }
  for (let k = 0; services.length < SERVICES; k++) {
    services.push({
      service_id: cat.others[k % cat.others.length],
      day: String((k % 20) + 1),
      level: k % 4,
      ...(k % 9 === 0 ? { passengers: pax.slice(0, 5) } : {}),
      ...(k % 17 === 0 ? { optional: 1 } : {}),
    });
  }
  const added = await ok<{ services: { id: number; id_service_type: number; errors: unknown[] }[] }>(
    call('POST', `/tenant/itinerary/services/${uuid}`, { services }),
    'add 120 services',
  );
  if (added.services.length !== SERVICES)
    throw new Error(`the quote has ${added.services.length} services, not ${SERVICES}`);
  const unpriced = added.services.filter((s) => s.errors.length);
  if (unpriced.length)
    throw new Error(
      `${unpriced.length} services of the large quote are not priced: ${JSON.stringify(unpriced[0]!.errors)}`,
    );
  // An excursion (type 7) of every level: its price edit changes every level's totals.
  const editable = added.services.find((s) => s.id_service_type === 7)?.id ?? added.services[0]!.id;
  return { uuid, id, editable };
}
