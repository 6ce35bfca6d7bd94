import { sql } from 'drizzle-orm';
import type { TenantTx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TenantRow } from '../identity/tenants.repository';
import type { SessionUser } from '../identity/session-user';
import { writeVersion } from '../modules/quote-core/quote-rows.service';
import { quotesRepository } from '../modules/quote-core/quotes.repository';
import { ANYONE } from '../modules/quote-core/visible.repository';
import { freezePublication } from '../modules/publishing/publish.service';
import {
  publishingRepository,
  type EventInput,
  type PublicationRow,
} from '../modules/publishing/publishing.repository';
import { catalogueContentRepository } from '../modules/quote-services/catalogue-content.repository';
import { quoteServicesRepository } from '../modules/quote-services/quote-services.repository';
import { repriceQuote } from '../modules/quote-services/reprice';
import { contentValues } from '../modules/quote-services/services-add.service';

// The demo's published quote (issue 21): the García honeymoon (Sent) was published, changed,
// published again and changed once more, so the Export tab shows two publications, what the
// client did on the page and a difference with the current version. Not accepted: the e2e journey
// accepts a quote of its own. Times are fixed so the demo reads the same on every machine; the
// link's code is random like every other (a guessable demo code would be a public address).

const QUOTE = 'Machu Picchu & Sacred Valley honeymoon — García';

/** Adds a catalogue service to the quote as a new version, re-priced, as an operator's edit would. */
async function addService(tx: TenantTx, user: SessionUser, quoteId: number, name: string, day: string, optional = 0) {
  const [service] = rowsOf<{ id: number }>(
    await tx.execute(sql`SELECT id FROM services WHERE tenant_id = ${user.tenantId} AND name->>'en' = ${name}`),
  );
  if (!service) throw new Error(`demo publications: no catalogue service ${name}`);
  const content = (await catalogueContentRepository.contents(tx, user.tenantId, [service.id])).get(service.id)!;
  const row = (await quotesRepository.lock(tx, user.tenantId, ANYONE, quoteId))!;
  const order = await quoteServicesRepository.nextPosition(tx, user.tenantId, quoteId);
  const values = { ...contentValues(content, 'en'), day, order, level: content.level, optional, visible: 1 };
  const [id] = await quoteServicesRepository.insert(tx, user.tenantId, quoteId, [values]);
  // The list price moves with the service, as every edit's version stores it (the list sorts by it).
  const { listPrice } = await repriceQuote(tx, user, row);
  await writeVersion(tx, user, row, { price: listPrice }, [
    {
      entity: 'service',
      entityId: id,
      action: 'added',
      field: 'service_id',
      to: { service_id: service.id, name, day },
    },
  ]);
}

async function events(tx: TenantTx, tenantId: number, publication: PublicationRow, list: [string, EventInput][]) {
  for (const [at, event] of list) await publishingRepository.addEvents(tx, tenantId, publication, [event], at);
}

/** Runs after the demo quotes have their services: publishes one of them twice. */
export async function seedDemoPublications(tx: TenantTx, tenant: TenantRow): Promise<void> {
  const [quote] = rowsOf<{ id: number; owner_user_id: number }>(
    await tx.execute(
      sql`SELECT id, owner_user_id FROM itineraries WHERE tenant_id = ${tenant.id} AND title = ${QUOTE}`,
    ),
  );
  if (!quote) throw new Error(`demo publications: no quote titled ${QUOTE}`);
  const owner = (await publishingRepository.actor(tx, tenant.id, quote.owner_user_id))!;
  const user: SessionUser = {
    sessionId: 0,
    userId: owner.id,
    tenantId: tenant.id,
    roleId: owner.role_id,
    permissions: owner.permissions,
    clientId: owner.client_id,
    name: owner.name,
    email: owner.email,
  };
  const first = await freezePublication(tx, user, quote.id, tenant, '2026-11-16T09:30:00.000Z');
  await events(tx, tenant.id, first.publication, [
    ['2026-11-16T18:02:00.000Z', { kind: 'open' }],
    ['2026-11-16T18:03:10.000Z', { kind: 'read', section: 'cover', seconds: 22 }],
    ['2026-11-16T18:05:00.000Z', { kind: 'level', level: 2 }],
  ]);
  // The couple asked for a dinner; the operator added it and published again.
  await addService(tx, user, quote.id, 'Dinner at a Novo-Andean restaurant', '2');
  const second = await freezePublication(tx, user, quote.id, tenant, '2026-11-19T16:05:00.000Z');
  await events(tx, tenant.id, second.publication, [
    ['2026-11-20T08:14:00.000Z', { kind: 'open' }],
    ['2026-11-20T08:14:40.000Z', { kind: 'read', section: 'cover', seconds: 18 }],
    ['2026-11-20T08:16:05.000Z', { kind: 'read', section: 'day-1', seconds: 41 }],
    ['2026-11-20T08:18:30.000Z', { kind: 'read', section: 'day-3', seconds: 95 }],
    ['2026-11-20T08:19:10.000Z', { kind: 'level', level: 3 }],
    ['2026-11-20T08:21:00.000Z', { kind: 'read', section: 'prices', seconds: 64 }],
    ['2026-11-20T08:22:30.000Z', { kind: 'pdf' }],
  ]);
  // Since then an optional extension went in: the workspace shows the client has not seen it yet.
  await addService(tx, user, quote.id, 'Colca Canyon two-day tour', '7', 1);
}
