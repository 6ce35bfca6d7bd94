import { sql } from 'drizzle-orm';
import { assetImageRef, imageAt } from '@itinera/domain';
import { builtInDefaults } from '../modules/publishing/config';
import { DEMO_PICTURES } from './demo-assets';
import { DEMO_LANGUAGE_QUOTES } from './demo-language-quotes';
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
import { actingUser } from '../identity/acting-user.repository';

// The demo's published quote (decisions 0029, 0030 and 0031): the García honeymoon (Sent) was published, changed,
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

/** The library pictures of the demo's bundled files (demo-assets.ts), by file name. */
async function pictureRefs(tx: TenantTx, tenantId: number): Promise<Map<string, string>> {
  const rows = rowsOf<{ key: string; name: string }>(
    await tx.execute(
      sql`SELECT key::text AS key, name FROM assets WHERE tenant_id = ${tenantId} AND 'demo' = ANY(tags)`,
    ),
  );
  const byName = new Map(rows.map((r) => [r.name, assetImageRef(r.key)]));
  return new Map(DEMO_PICTURES.flatMap((p) => (byName.has(p.name) ? [[p.file, byName.get(p.name)!] as const] : [])));
}

// Decision 0068: the honeymoon's proposal full of pictures — a cover, a picture a day, the hotels' —
// with a recommended level and what happens after "yes". Only the demo's bundled pictures exist,
// so the days take the nearest landscapes of them.
const DAY_PICTURES = ['peru-andes.webp', 'colombia-coffee-hills.webp', 'ecuador-volcano.webp', 'argentina-lake.webp'];
const HOTEL_PICTURE = 'colombia-coffee-hills.webp';
const NEXT_STEPS =
  'Your travel advisor will call you within one working day to confirm flights and hotels.\n' +
  'A deposit of 30 % secures the trip; the rest is due 45 days before departure. Bank details come with the confirmation.';

async function pictureTheHoneymoon(tx: TenantTx, user: SessionUser, quoteId: number) {
  const refs = await pictureRefs(tx, user.tenantId);
  const cover = refs.get('peru-andes.webp');
  if (!cover) return;
  const days = rowsOf<{ id: number }>(
    await tx.execute(sql`SELECT id FROM itinerary_days WHERE tenant_id = ${user.tenantId} AND itinerary_id = ${quoteId}
      ORDER BY start_day`),
  );
  for (const [i, d] of days.entries()) {
    const pictures = [DAY_PICTURES[i % DAY_PICTURES.length]!, DAY_PICTURES[(i + 1) % DAY_PICTURES.length]!];
    const images = pictures.map((f) => refs.get(f)!);
    await tx.execute(sql`UPDATE itinerary_days SET images = ${`{${images.join(',')}}`}::text[]
      WHERE tenant_id = ${user.tenantId} AND id = ${d.id}`);
  }
  await tx.execute(sql`UPDATE itinerary_services SET images = ARRAY[${refs.get(HOTEL_PICTURE)!}]::text[]
    WHERE tenant_id = ${user.tenantId} AND itinerary_id = ${quoteId} AND service_type_id = 2`);
  const slot = await publishingRepository.addImage(tx, user.tenantId, {
    itineraryId: quoteId,
    slot: 'cover_page',
    name: 'Andes and terraces',
    small: imageAt(cover, '350X240'),
    large: imageAt(cover, '1200X725'),
    userId: user.userId,
  });
  const defaults = builtInDefaults();
  await publishingRepository.saveConfig(
    tx,
    user.tenantId,
    quoteId,
    { ...defaults, images: { cover_page: [slot.id] }, sale: { recommended_level: 2, next_steps: NEXT_STEPS } },
    user.userId,
  );
}

/** A demo quote by title, and its owner as the publishing code takes a signed-in user. */
async function quoteAndOwner(tx: TenantTx, tenant: TenantRow, title: string) {
  const [quote] = rowsOf<{ id: number; owner_user_id: number }>(
    await tx.execute(
      sql`SELECT id, owner_user_id FROM itineraries WHERE tenant_id = ${tenant.id} AND title = ${title}`,
    ),
  );
  if (!quote) throw new Error(`demo publications: no quote titled ${title}`);
  const user = (await actingUser(tx, tenant.id, quote.owner_user_id))!;
  return { quote, user };
}

/** Issue 45, docs/decisions/issues.md: the Spanish and the Portuguese demo quotes, published once each (their proposals speak their language). */
export async function seedDemoLanguagePublications(tx: TenantTx, tenant: TenantRow): Promise<void> {
  for (const [i, q] of DEMO_LANGUAGE_QUOTES.entries()) {
    const { quote, user } = await quoteAndOwner(tx, tenant, q.title);
    await freezePublication(tx, user, quote.id, tenant, `2026-11-2${i + 1}T10:00:00.000Z`);
  }
}

/** Runs after the demo quotes have their services: publishes one of them twice. */
export async function seedDemoPublications(tx: TenantTx, tenant: TenantRow): Promise<void> {
  const { quote, user } = await quoteAndOwner(tx, tenant, QUOTE);
  await pictureTheHoneymoon(tx, user, quote.id);
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
