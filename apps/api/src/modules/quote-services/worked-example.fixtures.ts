import { sql } from 'drizzle-orm';
import type { TestContext } from '../../../test/helper';
import { rowsOf } from '../../db/rows';

// The worked example of docs/domain/pricing.md as catalogue data of the demo tenant: its own sales manual
// (20 % margins), a contract of the Andean client on it, a transfer, an excursion, a guide paid in
// PEN and one hotel per level. USD is currency 1 and PEN 3 in the reference data.

const SEASON = { from: '2026-01-01', to: '2026-12-31' };

export async function seedWorkedExample(ctx: TestContext, tenantId: number, clientId: number) {
  const one = async <T = { id: number }>(q: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(q))[0]!;
  const manual =
    await one(sql`INSERT INTO sales_manuals (tenant_id, name, currency_id, valid_from, valid_to, margin_hotel, margin_service)
    VALUES (${tenantId}, 'Worked example', 1, ${SEASON.from}, ${SEASON.to}, 20, 20) RETURNING id`);
  const contract = await one(
    sql`INSERT INTO client_contracts (tenant_id, client_id, sales_manual_id, name) VALUES (${tenantId}, ${clientId}, ${manual.id}, 'Worked example') RETURNING id`,
  );
  const supplier = await one(
    sql`INSERT INTO suppliers (tenant_id, code, name) VALUES (${tenantId}, 'SUP-WE', 'Worked example DMC') RETURNING id`,
  );
  const service = async (code: string, name: string, type: number, level: number) => {
    const s = await one(
      sql`INSERT INTO services (tenant_id, code, name, service_type_id, level) VALUES (${tenantId}, ${code}, ${JSON.stringify({ en: name })}::jsonb, ${type}, ${level}) RETURNING id`,
    );
    await ctx.database.db.execute(
      sql`INSERT INTO service_suppliers (tenant_id, service_id, supplier_id) VALUES (${tenantId}, ${s.id}, ${supplier.id})`,
    );
    return s.id;
  };
  const line = (
    serviceId: number,
    l: {
      min: number;
      max: number;
      cost: number;
      basis: string;
      currency?: number;
      capacity?: number;
      room?: number;
      level?: number;
    },
  ) =>
    ctx.database.db.execute(sql`INSERT INTO rate_lines (tenant_id, service_id, sales_manual_id, season_from, season_to, min_pax, max_pax, room_type_id, level, basis, unit_cost, currency_id, capacity)
      VALUES (${tenantId}, ${serviceId}, ${manual.id}, ${SEASON.from}, ${SEASON.to}, ${l.min}, ${l.max}, ${l.room ?? null}, ${l.level ?? 0}, ${l.basis}, ${l.cost}, ${l.currency ?? 1}, ${l.capacity ?? null})`);
  const transfer = await service('WE-TR', 'WE private transfer', 5, 0);
  await line(transfer, { min: 1, max: 20, cost: 35, basis: 'per_group', capacity: 6 });
  const excursion = await service('WE-EX', 'WE excursion', 7, 0);
  for (const [min, max, cost] of [
    [1, 1, 120],
    [2, 3, 85],
    [4, 6, 65],
    [7, 10, 55],
  ] as const)
    await line(excursion, { min, max, cost, basis: 'per_person' });
  const guide = await service('WE-GU', 'WE guide', 8, 0);
  await line(guide, { min: 1, max: 20, cost: 330, basis: 'per_group', currency: 3 });
  const hotels: number[] = [];
  for (const [level, dbl, sgl] of [
    [1, 90, 80],
    [2, 160, 145],
    [3, 420, 400],
  ] as const) {
    const hotel = await service(`WE-H${level}`, `WE hotel level ${level}`, 2, level);
    await line(hotel, { min: 1, max: 20, cost: dbl, basis: 'per_room', room: 2, level });
    await line(hotel, { min: 1, max: 20, cost: sgl, basis: 'per_room', room: 1, level });
    hotels.push(hotel);
  }
  return { contract: contract.id, transfer, excursion, guide, hotels };
}
