import { sql } from 'drizzle-orm';
import {
  QUOTE_STATUS,
  addDays,
  canTransition,
  codeSequence,
  defaultRoomDistribution,
  pricesLockedAfter,
  quoteCode,
  requestCode,
} from '@itinera/domain';
import type { TenantTx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { SessionUser } from '../identity/session-user';
import { insertUnderFreeCode } from '../lib/unique-code';
import { ANYONE } from '../modules/quote-core/visible.repository';
import { quotesRepository, type QuoteRow, type QuoteValues } from '../modules/quote-core/quotes.repository';
import type { HistoryEntry } from '../modules/quote-core/quote-versions';
import { versionsRepository } from '../modules/quote-core/versions.repository';
import { applyStep, editQuote } from './demo-history';
import { catalogueByName, storyOf, writeFirstServices } from './demo-quote-services';
import { DEMO_LANGUAGE_QUOTES } from './demo-language-quotes';
import { DEMO_QUOTES, DEMO_REQUESTS, type DemoClient, type DemoQuote, type DemoUser } from './demo-quotes-data';
import { actingUser } from '../identity/acting-user.repository';

// Writes the demo quotes through the quotes module's own repository, snapshot and history
// functions, so the seeded versions and history have exactly the format the API writes and
// restores: version 1 with its first services (demo-quote-services.ts), later versions as real
// edits (demo-history.ts). Only the timestamps are moved back to each quote's creation day afterwards.

interface Ids {
  tenantId: number;
  clients: Record<'andean' | 'puraVida', number>;
  users: Record<DemoUser, number>;
  /** The demo users as a session of theirs acts. */
  sessions: Record<DemoUser, SessionUser>;
  locations: Map<string, number>;
  tags: Map<string, number>;
  catalogue: Map<string, number>;
}

async function lookups(tx: TenantTx, tenantId: number): Promise<Ids> {
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await tx.execute(query));
  const clients = await q<{ id: number; name: string }>(
    sql`SELECT id, name FROM clients WHERE tenant_id = ${tenantId}`,
  );
  const contracts = await q<{ id: number; client_id: number }>(
    sql`SELECT id, client_id FROM client_contracts WHERE tenant_id = ${tenantId}`,
  );
  if (contracts.length < 2) throw new Error('demo quotes: the catalogue seed must write the client contracts first');
  const users = await q<{ id: number; email: string }>(sql`SELECT id, email FROM users WHERE tenant_id = ${tenantId}`);
  const places = await q<{ id: number; name: string; code: string; kind: string; country_code: string }>(
    sql`SELECT id, name, code, kind, country_code FROM locations WHERE country_code IN ('PE', 'CR') AND (kind = 'city' OR code IN ('PE', 'CR')) ORDER BY id`,
  );
  const tags = await q<{ id: number; name: string }>(
    sql`SELECT id, name FROM tags WHERE tenant_id = ${tenantId} AND kind = 'itinerary'`,
  );
  const client = (name: string) => clients.find((c) => c.name === name)!.id;
  const user = (prefix: string) => users.find((u) => u.email.startsWith(prefix))!.id;
  const session = async (prefix: string): Promise<SessionUser> => (await actingUser(tx, tenantId, user(prefix)))!;
  const locations = new Map<string, number>();
  for (const p of places) {
    // Cities are keyed with their country: Peru has a San José too.
    const key = p.kind === 'city' ? `${p.country_code}:${p.name}` : p.code;
    if (!locations.has(key)) locations.set(key, p.id);
  }
  return {
    tenantId,
    clients: { andean: client('Andean Trails Travel'), puraVida: client('Pura Vida Journeys') },
    users: { admin: user('admin@'), operator: user('operator@'), agent: user('agent@') },
    sessions: { admin: await session('admin@'), operator: await session('operator@'), agent: await session('agent@') },
    locations,
    tags: new Map(tags.map((t) => [t.name, t.id])),
    catalogue: await catalogueByName(tx, tenantId),
  };
}

/** Cities are matched by name or by its start ("Aguas Calientes (Machu Picchu Pueblo)"); the country leads. */
function locationIds(ids: Ids, country: string, cities: string[]): number[] {
  const out = [ids.locations.get(country)!];
  for (const city of cities) {
    const name = `${country}:${city}`;
    const key = [...ids.locations.keys()].find((k) => k === name || k.startsWith(name));
    if (key) out.push(ids.locations.get(key)!);
  }
  return out.filter((id) => id !== undefined);
}

const countryOf = (quote: DemoQuote) =>
  quote.client === 'puraVida' ||
  quote.cities.some((c) =>
    ['San José', 'Arenal', 'Monteverde', 'Manuel Antonio', 'Tortuguero', 'Tamarindo'].includes(c),
  )
    ? 'CR'
    : 'PE';

async function contractOf(tx: TenantTx, tenantId: number, clientId: number): Promise<number | null> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(
      sql`SELECT id FROM client_contracts WHERE tenant_id = ${tenantId} AND client_id = ${clientId} ORDER BY id LIMIT 1`,
    ),
  );
  return row?.id ?? null;
}

/** Writes one quote: version 1, its edits as versions 2..n, then its walk through the status machine. */
/** The id of a language of the reference list by its code ('es', 'pt'). */
async function languageId(tx: TenantTx, code: string): Promise<number> {
  const [row] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM languages WHERE code = ${code}`));
  if (!row) throw new Error(`demo quotes: no language ${code}`);
  return row.id;
}

async function writeQuote(
  tx: TenantTx,
  ids: Ids,
  quote: DemoQuote & { language?: string },
  index: number,
): Promise<number> {
  const { tenantId } = ids;
  const clientId: number | null = quote.client ? ids.clients[quote.client as Exclude<DemoClient, null>] : null;
  const owner = ids.users[quote.owner];
  // Distinct instants on the creation day keep the codes distinct (one code per second per client).
  const createdMs = Date.parse(`${quote.created}T09:00:00Z`) + index * 7 * 60_000 + index * 13_000;
  const base: QuoteValues & { owner_user_id: number } = {
    title: quote.title,
    client_id: clientId,
    contract_id: clientId ? await contractOf(tx, tenantId, clientId) : null,
    itinerary_type_id: quote.type,
    itinerary_public: quote.public ?? 0,
    start_date: quote.start,
    end_date: addDays(quote.start, quote.days - 1),
    num_day: quote.days,
    num_pax: quote.pax,
    location_ids: locationIds(ids, countryOf(quote), quote.cities),
    tag_ids: quote.tags.map((t) => ids.tags.get(t)).filter((id): id is number => id !== undefined),
    owner_user_id: owner,
    ...(quote.language ? { language_id: await languageId(tx, quote.language) } : {}),
  };
  const story = storyOf(quote.title);
  const draft = { ...base, ...(quote.draft as QuoteValues) };
  // Rooms as a seller offers them first (doubles, a single for the odd one), so Basic info shows them.
  if (story) draft.room_preferable_dist = defaultRoomDistribution(draft.num_pax ?? 1);
  const codes = codeSequence((ms) => quoteCode(clientId ?? 0, ms), createdMs);
  const { id, code } = await insertUnderFreeCode(
    codes,
    (c) => quotesRepository.insert(tx, tenantId, c, { ...draft, owner_user_id: owner }),
    'quote',
  );
  await tx.execute(
    sql`UPDATE itineraries SET rate_date = ${quote.created}::date WHERE tenant_id = ${tenantId} AND id = ${id}`,
  );
  const reread = async () => (await quotesRepository.lock(tx, tenantId, ANYONE, id))!;
  let row: QuoteRow = await reread();
  const created: HistoryEntry[] = [{ action: 'created', field: 'code', to: code }];
  if (story) {
    const first = await writeFirstServices(tx, ids.sessions[quote.owner], ids.catalogue, row, story, quote.language);
    await quotesRepository.update(tx, tenantId, id, { price: first.listPrice });
    created.push(...first.entries);
    row = await reread();
  }
  await versionsRepository.saveSnapshot(tx, tenantId, row, owner);
  await versionsRepository.addHistory(tx, tenantId, id, 1, owner, created);

  // Later edits by the owner, or by the operator for an agent's quote (margins are theirs to set).
  const editor = ids.sessions[quote.owner === 'agent' ? 'operator' : quote.owner];
  for (const edit of quote.edits ?? []) {
    const values = { ...(edit as QuoteValues) };
    if (story && values.num_pax !== undefined) values.room_preferable_dist = defaultRoomDistribution(values.num_pax);
    row = await editQuote(tx, editor, row, values, story);
  }
  for (const step of story?.steps ?? []) row = await applyStep(tx, editor, row, step, ids.catalogue);

  // Status changes are workflow: history without a new version, as quote-status.service.ts does.
  const mover = quote.owner === 'agent' ? ids.users.operator : owner;
  for (const to of quote.path) {
    if (!canTransition(row.status_id, to, row.itinerary_type_id))
      throw new Error(`demo quotes: ${quote.key} cannot move ${row.status_id} → ${to}`);
    const values: QuoteValues = {
      status_id: to,
      prices_locked: pricesLockedAfter(row.prices_locked === 1, to) ? 1 : 0,
    };
    if (to === QUOTE_STATUS.SENT || to === QUOTE_STATUS.CONFIRMED) values.stable_version = row.version;
    await quotesRepository.update(tx, tenantId, id, values);
    await versionsRepository.addHistory(tx, tenantId, id, row.version, mover, [
      { action: 'status', field: 'status_id', from: row.status_id, to },
    ]);
    row = await reread();
  }
  if (quote.assignee) {
    const assignee = ids.users[quote.assignee];
    await quotesRepository.update(tx, tenantId, id, { user_id: assignee });
    await versionsRepository.addHistory(tx, tenantId, id, row.version, mover, [
      { action: 'assigned', field: 'user_id', from: row.user_id, to: assignee },
    ]);
  }
  await backdate(tx, tenantId, id, createdMs);
  return id;
}

/**
 * Spreads the quote's timestamps from its creation day onwards: the entries of one version's edit
 * share a moment, each status change or assignment is a moment of its own, a day or so apart.
 */
async function backdate(tx: TenantTx, tenantId: number, id: number, createdMs: number): Promise<void> {
  const at = new Date(createdMs).toISOString();
  await tx.execute(sql`UPDATE itinerary_history h SET created_at = ${at}::timestamptz + (s.n - 1) * interval '26 hours'
    FROM (SELECT id, dense_rank() OVER (ORDER BY version, CASE WHEN action IN ('status', 'assigned') THEN id ELSE 0 END) AS n
      FROM itinerary_history WHERE tenant_id = ${tenantId} AND itinerary_id = ${id}) s
    WHERE h.id = s.id`);
  await tx.execute(sql`UPDATE itinerary_versions v SET created_at = coalesce(
      (SELECT max(h.created_at) FROM itinerary_history h WHERE h.tenant_id = v.tenant_id AND h.itinerary_id = v.itinerary_id AND h.version = v.version AND h.action NOT IN ('status', 'assigned')),
      ${at}::timestamptz)
    WHERE v.tenant_id = ${tenantId} AND v.itinerary_id = ${id}`);
  await tx.execute(sql`UPDATE itineraries SET created_at = ${at}::timestamptz,
      updated_at = (SELECT max(created_at) FROM itinerary_history WHERE tenant_id = ${tenantId} AND itinerary_id = ${id})
    WHERE tenant_id = ${tenantId} AND id = ${id}`);
}

/** The demo tenant's quotes, templates and requests (decision 0012). Runs after the catalogue. */
export async function seedDemoQuotes(tx: TenantTx, tenantId: number): Promise<void> {
  const ids = await lookups(tx, tenantId);
  const quoteIds = new Map<string, number>();
  for (const [index, quote] of DEMO_QUOTES.entries()) quoteIds.set(quote.key, await writeQuote(tx, ids, quote, index));
  // After the others, so their codes and times stay as they were (decision 0092).
  for (const [i, quote] of DEMO_LANGUAGE_QUOTES.entries())
    quoteIds.set(quote.key, await writeQuote(tx, ids, quote, DEMO_QUOTES.length + i));

  const requestCodes = new Set<string>();
  for (const [index, request] of DEMO_REQUESTS.entries()) {
    let ms = Date.parse(`${request.created}T08:00:00Z`) + index * 11_000;
    while (requestCodes.has(requestCode(ms))) ms += 1000;
    const code = requestCode(ms);
    requestCodes.add(code);
    const user = ids.users[request.owner];
    const at = new Date(ms).toISOString();
    const [file] = rowsOf<{ id: number }>(
      // Each request names its client's contract: the original client's request form reads contract.id (decisions 0064 and 0067).
      await tx.execute(sql`INSERT INTO files (tenant_id, code, title, stage, client_id, contract_id, user_id, created_by, created_at, updated_at)
        VALUES (${tenantId}, ${code}, ${request.title}, ${request.stage}, ${ids.clients[request.client]},
          ${await contractOf(tx, tenantId, ids.clients[request.client])}, ${user}, ${user}, ${at}::timestamptz, ${at}::timestamptz) RETURNING id`),
    );
    const links = request.quotes.map((key) => sql`(${tenantId}, ${file!.id}, ${quoteIds.get(key)!})`);
    await tx.execute(
      sql`INSERT INTO file_quotes (tenant_id, file_id, itinerary_id) VALUES ${sql.join(links, sql`, `)}`,
    );
  }
}
