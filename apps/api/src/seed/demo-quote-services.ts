import { sql } from 'drizzle-orm';
import {
  ageOn,
  defaultRoomDistribution,
  emptyPassenger,
  parseDayInput,
  paxTypeOfAge,
  setPaxLevelValues,
} from '@itinera/domain';
import type { TenantTx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { SessionUser } from '../identity/session-user';
import { ANYONE } from '../modules/quote-core/visible.repository';
import { quotesRepository } from '../modules/quote-core/quotes.repository';
import type { HistoryEntry } from '../modules/quote-core/quote-versions';
import { versionsRepository } from '../modules/quote-core/versions.repository';
import { catalogueContentRepository } from '../modules/quote-services/catalogue-content.repository';
import { passengersRepository } from '../modules/quote-services/passengers.repository';
import { quoteServicesRepository } from '../modules/quote-services/quote-services.repository';
import { repriceQuote } from '../modules/quote-services/reprice';
import { contentValues } from '../modules/quote-services/services-add.service';
import { DEMO_QUOTE_SERVICES, type DemoQuoteServices, type PlanLine } from './demo-quote-services-data';
import { seedDemoDays } from './demo-days';

// Services, passengers and written days of the demo quotes, written through the quote-services module's own
// repositories and priced by its one pricing run, so the workspace opens on real figures. They
// belong to each quote's current version: its snapshot is completed rather than a version added,
// so the seeded version numbers and itinerary history stay as demo-quotes.ts wrote them.

/** The plan moved so it starts on day 1, without the lines that start after the quote's last day. */
function placed(plan: PlanLine[], numDay: number): PlanLine[] {
  const first = Math.min(...plan.map((l) => parseDayInput(l.day).range.from));
  const shift = (day: string) =>
    day
      .split('-')
      .map((d) => Number(d) - first + 1)
      .join('-');
  return plan.map((l) => ({ ...l, day: shift(l.day) })).filter((l) => parseDayInput(l.day).range.from <= numDay);
}

async function writeOne(
  tx: TenantTx,
  user: SessionUser,
  catalogue: Map<string, number>,
  item: DemoQuoteServices,
): Promise<void> {
  const { tenantId } = user;
  const [found] = rowsOf<{ id: number }>(
    await tx.execute(sql`SELECT id FROM itineraries WHERE tenant_id = ${tenantId} AND title = ${item.title}`),
  );
  if (!found) throw new Error(`demo quote services: no quote titled ${item.title}`);
  const locked = (await quotesRepository.lock(tx, tenantId, ANYONE, found.id))!;
  // Rooms as a seller offers them first (doubles, a single for the odd one), so Basic info shows them.
  const rooms = locked.room_preferable_dist.length
    ? locked.room_preferable_dist
    : defaultRoomDistribution(locked.num_pax);
  const row = { ...locked, room_preferable_dist: rooms };
  await tx.execute(
    sql`UPDATE itineraries SET room_preferable_dist = ${JSON.stringify(rooms)}::jsonb WHERE tenant_id = ${tenantId} AND id = ${row.id}`,
  );
  const passengers = await passengersRepository.replace(
    tx,
    tenantId,
    row.id,
    item.passengers.slice(0, row.num_pax).map(({ passport, ...p }, i) => ({
      ...emptyPassenger(),
      ...p,
      // Without a type, the band of the age on the trip's first day (decision 0028).
      type: p.type ?? (p.birthdate ? paxTypeOfAge(ageOn(p.birthdate, row.start_date ?? p.birthdate)) : 'adult'),
      lead: i === 0,
      passport_number: passport?.[0] ?? null,
      passport_expiration: passport?.[1] ?? null,
    })),
  );
  if (item.upsales) {
    const settings = setPaxLevelValues(
      [],
      passengers.map((p) => p.id),
      {},
      item.upsales,
    );
    await passengersRepository.saveSettings(tx, tenantId, row.id, { pax_settings: settings });
  }
  const lines = placed(item.plan, row.num_day);
  const ids = lines.map((l) => {
    const id = catalogue.get(l.name);
    if (!id) throw new Error(`demo quote services: no catalogue service ${l.name}`);
    return id;
  });
  const contents = await catalogueContentRepository.contents(tx, tenantId, [...new Set(ids)]);
  const values = lines.map((l, i) => {
    const c = contents.get(ids[i]!)!;
    return {
      ...contentValues(c, 'en'),
      day: l.day,
      order: i,
      level: c.level,
      optional: l.optional ?? 0,
      visible: l.visible ?? 1,
    };
  });
  const created = await quoteServicesRepository.insert(tx, tenantId, row.id, values);
  const outcome = await repriceQuote(tx, user, row);
  // The list's price without touching updated_at: the quote keeps its seeded last-change time.
  await tx.execute(
    sql`UPDATE itineraries SET price = ${outcome.listPrice} WHERE tenant_id = ${tenantId} AND id = ${row.id}`,
  );
  const entries: HistoryEntry[] = created.map((id, i) => ({
    entity: 'service',
    entityId: id,
    action: 'added',
    field: 'service_id',
    to: { service_id: values[i]!.service_id, code: values[i]!.code, name: values[i]!.name, day: values[i]!.day },
  }));
  await versionsRepository.addHistory(tx, tenantId, row.id, row.version, row.owner_user_id ?? user.userId, entries);
  await tx.execute(sql`UPDATE itinerary_history SET created_at = (SELECT updated_at FROM itineraries WHERE tenant_id = ${tenantId} AND id = ${row.id})
    WHERE tenant_id = ${tenantId} AND itinerary_id = ${row.id} AND entity = 'service'`);
  await seedDemoDays(
    tx,
    tenantId,
    row.id,
    row.num_day,
    values.map((v) => ({ ...v, name: v.name!, id_service_type: v.id_service_type!, location_ids: v.location_ids! })),
  );
  await versionsRepository.completeSnapshot(tx, tenantId, row.id, row.version, { room_preferable_dist: rooms });
}

/** Runs after seedDemoQuotes: services over several days, passengers and their prices. */
export async function seedDemoQuoteServices(tx: TenantTx, tenantId: number): Promise<void> {
  const [admin] = rowsOf<{ id: number }>(
    await tx.execute(sql`SELECT id FROM users WHERE tenant_id = ${tenantId} AND role_id = 1 ORDER BY id LIMIT 1`),
  );
  const user: SessionUser = {
    sessionId: 0,
    userId: admin!.id,
    tenantId,
    roleId: 1,
    permissions: ['view_sale_price', 'view_cost_price'],
    clientId: null,
    name: 'seed',
    email: '',
  };
  const services = rowsOf<{ id: number; name: string }>(
    await tx.execute(sql`SELECT id, name->>'en' AS name FROM services WHERE tenant_id = ${tenantId}`),
  );
  const catalogue = new Map(services.map((s) => [s.name, s.id]));
  for (const item of DEMO_QUOTE_SERVICES) await writeOne(tx, user, catalogue, item);
}
