import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, signIn, DEMO_PASSWORD, type TestContext } from '../../../test/helper';
import { hashPassword } from '../../lib/password';

// A small tenant made by hand (host rpt.localhost) whose every report figure the tests work out on
// paper (docs/domain/reports.md). Rows go in by plain SQL on the owner connection, as any other
// writer could: the report_quotes triggers must keep up on their own.
//
//  quote  client  consultant          created     status        Comfort/Superior/Luxury (margin)  places            history
//  Q1     Alpha   agent (owner)       2026-03-02  Confirmed L2  1000(200) / 1500(300) / –         Cusco city        Sent 03-05, Confirmed 03-15
//  Q2     Alpha   operator (owner)    2026-03-10  Sent          800(100) / 1200(150) / 2000(400)  Lima city, CR     Sent 03-11
//  Q3     Beta    agent (assigned)    2026-04-20  Rejected      500(50) / – / –                   CR                Sent 04-25, Rejected 04-30
//  Q4     Beta    admin (owner)       2026-04-21  In Prep.      not priced                        Cusco city+region –
//  Q5     –       admin (owner)       2026-01-05  Under Review  700(70) / – / –                   –                 Under Review 01-06
//  Q6     Alpha   agent               2026-03-03  (a template: never counted)
//  Q7     Alpha   agent (owner)       2025-06-15  Confirmed L1  300(30)                           Cusco city        Confirmed 2025-06-20
//  Q8     Beta    Bill (no prices)    2024-12-10  In Prep.      400(40)                           –                 –

export interface ReportWorld {
  tenantId: number;
  alpha: number;
  beta: number;
  users: Record<'admin' | 'operator' | 'costOperator' | 'agent' | 'noPriceAgent' | 'clientAdmin', number>;
  headers: Record<
    'admin' | 'operator' | 'costOperator' | 'agent' | 'noPriceAgent' | 'clientAdmin',
    Record<string, string>
  >;
  quotes: Record<'q1' | 'q2' | 'q3' | 'q4' | 'q5' | 'q7', { id: number; uuid: string }>;
  requests: Record<'f1' | 'f2' | 'f3' | 'f4' | 'f5' | 'f6', string>;
  places: { cuscoRegion: string; limaRegion: string };
}

export type Row = Record<string, unknown>;
const SALE = ['view_sale_price'];

function prices(levels: Record<number, [number, number]>): string {
  return JSON.stringify([
    {
      type: 'seller',
      prices: [1, 2, 3].map((level) => ({
        level,
        total: levels[level]?.[0] ?? 0,
        margin: levels[level]?.[1] ?? 0,
        services: levels[level] ? [100 + level] : [],
      })),
    },
  ]);
}

export async function reportWorld(ctx: TestContext): Promise<ReportWorld> {
  const q = async (text: string, values: unknown[] = []) => (await ctx.database.executeSql(text, values)).rows as Row[];
  const one = async (text: string, values: unknown[] = []) => (await q(text, values))[0]!;
  const tenantId = Number((await one(`INSERT INTO tenants (slug, name) VALUES ('rpt', 'Report DMC') RETURNING id`)).id);
  const client = async (name: string) =>
    Number((await one('INSERT INTO clients (tenant_id, name) VALUES ($1, $2) RETURNING id', [tenantId, name])).id);
  const alpha = await client('Alpha Tours');
  const beta = await client('Beta Travel');
  const hash = await hashPassword(DEMO_PASSWORD);
  const user = async (
    email: string,
    name: string,
    roleId: number,
    permissions: string[],
    clientId: number | null = null,
  ) =>
    Number(
      (
        await one(
          `INSERT INTO users (tenant_id, email, name, role_id, permissions, client_id, password_hash) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [tenantId, email, name, roleId, permissions, clientId, hash],
        )
      ).id,
    );
  const users = {
    admin: await user('admin@rpt.test', 'Ana Admin', 1, ['view_sale_price', 'view_cost_price']),
    operator: await user('operator@rpt.test', 'Oscar Operator', 4, SALE),
    costOperator: await user('cost@rpt.test', 'Cora Costs', 4, ['view_sale_price', 'view_cost_price']),
    agent: await user('agent@rpt.test', 'Agatha Agent', 7, SALE),
    noPriceAgent: await user('blind@rpt.test', 'Bill Blind', 7, []),
    clientAdmin: await user('alpha@rpt.test', 'Alma Alpha', 2, SALE, alpha),
  };
  const place = async (where: string) =>
    Number((await one(`SELECT l.id FROM locations l ${where} ORDER BY l.id LIMIT 1`)).id);
  const cuscoCity = await place(`JOIN locations p ON p.id = l.parent_id WHERE l.kind = 'city' AND p.code = 'PE-CUS'`);
  const cuscoRegion = await place(`WHERE l.code = 'PE-CUS'`);
  const limaCity = await place(`JOIN locations p ON p.id = l.parent_id WHERE l.kind = 'city' AND p.code = 'PE-LIM'`);
  const costaRica = await place(`WHERE l.code = 'CR'`);
  const names = await q(`SELECT code, name FROM locations WHERE code IN ('PE-CUS', 'PE-LIM')`);
  const nameOf = (code: string) => String(names.find((n) => n.code === code)!.name);

  const quote = async (
    code: string,
    values: {
      client: number | null;
      owner: number;
      user?: number;
      created: string;
      status: number;
      sold?: number;
      type?: number;
      places: number[];
      price?: number;
    },
    levels?: Record<number, [number, number]>,
    history: [number, string][] = [],
  ) => {
    const row = await one(
      `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, user_id, created_at, status_id, sold_level, itinerary_type_id, location_ids, price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id, uuid`,
      [
        tenantId,
        code,
        `Trip ${code}`,
        values.client,
        values.owner,
        values.user ?? null,
        values.created,
        values.status,
        values.sold ?? null,
        values.type ?? 1,
        values.places,
        values.price ?? null,
      ],
    );
    const id = Number(row.id);
    if (levels)
      await q(`INSERT INTO itinerary_pricing (itinerary_id, tenant_id, prices) VALUES ($1, $2, $3::jsonb)`, [
        id,
        tenantId,
        prices(levels),
      ]);
    for (const [to, at] of history)
      await q(
        `INSERT INTO itinerary_history (tenant_id, itinerary_id, version, action, field, from_value, to_value, user_id, created_at)
         VALUES ($1, $2, 1, 'status', 'status_id', '1'::jsonb, $3::jsonb, $4, $5)`,
        [tenantId, id, String(to), values.owner, at],
      );
    return { id, uuid: String(row.uuid) };
  };
  const { admin, operator, agent } = users;
  const quotes = {
    q1: await quote(
      'Q1',
      {
        client: alpha,
        owner: agent,
        created: '2026-03-02T10:00:00Z',
        status: 2,
        sold: 2,
        places: [cuscoCity],
        price: 1500,
      },
      { 1: [1000, 200], 2: [1500, 300] },
      [
        [4, '2026-03-05T10:00:00Z'],
        [2, '2026-03-15T10:00:00Z'],
      ],
    ),
    q2: await quote(
      'Q2',
      {
        client: alpha,
        owner: operator,
        created: '2026-03-10T10:00:00Z',
        status: 4,
        places: [limaCity, costaRica],
        price: 800,
      },
      { 1: [800, 100], 2: [1200, 150], 3: [2000, 400] },
      [[4, '2026-03-11T10:00:00Z']],
    ),
    q3: await quote(
      'Q3',
      {
        client: beta,
        owner: operator,
        user: agent,
        created: '2026-04-20T10:00:00Z',
        status: 3,
        places: [costaRica],
        price: 500,
      },
      { 1: [500, 50] },
      [
        [4, '2026-04-25T10:00:00Z'],
        [3, '2026-04-30T10:00:00Z'],
      ],
    ),
    q4: await quote('Q4', {
      client: beta,
      owner: admin,
      created: '2026-04-21T10:00:00Z',
      status: 1,
      places: [cuscoCity, cuscoRegion],
    }),
    q5: await quote(
      'Q5',
      { client: null, owner: admin, created: '2026-01-05T10:00:00Z', status: 5, places: [], price: 700 },
      { 1: [700, 70] },
      [[5, '2026-01-06T10:00:00Z']],
    ),
    q7: await quote(
      'Q7',
      {
        client: alpha,
        owner: agent,
        created: '2025-06-15T10:00:00Z',
        status: 2,
        sold: 1,
        places: [cuscoCity],
        price: 300,
      },
      { 1: [300, 30] },
      [[2, '2025-06-20T10:00:00Z']],
    ),
  };
  // Bill sees no prices: his one quote, long before every range the tests ask for.
  await quote(
    'Q8',
    { client: beta, owner: users.noPriceAgent, created: '2024-12-10T10:00:00Z', status: 1, places: [], price: 400 },
    { 1: [400, 40] },
  );
  await quote(
    'Q6',
    {
      client: alpha,
      owner: agent,
      created: '2026-03-03T10:00:00Z',
      status: 1,
      type: 2,
      places: [cuscoCity],
      price: 999,
    },
    { 1: [999, 99] },
  );

  const request = async (
    code: string,
    clientId: number,
    stage: number,
    created: string,
    assignee: number | null,
    creator: number,
    linked: number[] = [],
  ) => {
    const row = await one(
      `INSERT INTO files (tenant_id, code, title, stage, client_id, user_id, created_by, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, uuid`,
      [tenantId, code, `Request ${code}`, stage, clientId, assignee, creator, created],
    );
    for (const itineraryId of linked)
      await q('INSERT INTO file_quotes (tenant_id, file_id, itinerary_id) VALUES ($1, $2, $3)', [
        tenantId,
        row.id,
        itineraryId,
      ]);
    return String(row.uuid);
  };
  const requests = {
    f1: await request('F1', alpha, 3, '2026-03-01T10:00:00Z', operator, admin, [quotes.q1.id]),
    f2: await request('F2', beta, 4, '2026-04-19T10:00:00Z', agent, admin, [quotes.q3.id]),
    f3: await request('F3', alpha, 2, '2026-03-08T10:00:00Z', operator, admin, [quotes.q2.id]),
    f4: await request('F4', beta, 1, '2026-04-01T10:00:00Z', null, admin),
    f5: await request('F5', alpha, 5, '2026-02-01T10:00:00Z', operator, admin, [quotes.q4.id]),
    f6: await request('F6', alpha, 1, '2026-04-02T10:00:00Z', agent, agent),
  };

  // The proposal page's signals: Q2 opened 5 and 4 days ago, never answered; Q1 accepted at Superior; Q5 opened yesterday.
  const publish = async (itineraryId: number, code: string) => {
    const link = await one(
      'INSERT INTO publish_links (tenant_id, itinerary_id, code) VALUES ($1, $2, $3) RETURNING id',
      [tenantId, itineraryId, code],
    );
    const pub = await one(
      `INSERT INTO publications (tenant_id, itinerary_id, link_id, version, proposal, comparable) VALUES ($1, $2, $3, 1, '{}'::jsonb, '{}'::jsonb) RETURNING id`,
      [tenantId, itineraryId, link.id],
    );
    const event = (kind: string, ago: string, extra: { section?: string; seconds?: number; level?: number } = {}) =>
      q(
        `INSERT INTO publication_events (tenant_id, itinerary_id, publication_id, kind, section, seconds, level, at) VALUES ($1, $2, $3, $4, $5, $6, $7, now() - $8::interval)`,
        [tenantId, itineraryId, pub.id, kind, extra.section ?? null, extra.seconds ?? null, extra.level ?? null, ago],
      );
    return { linkId: link.id, publicationId: pub.id, event };
  };
  const p2 = await publish(quotes.q2.id, 'rpt-proposal-q2');
  await p2.event('open', '5 days');
  await p2.event('open', '4 days');
  await p2.event('level', '4 days', { level: 1 });
  await p2.event('level', '4 days', { level: 1 });
  await p2.event('level', '4 days', { level: 3 });
  await p2.event('read', '4 days', { section: 'itinerary', seconds: 120 });
  await p2.event('read', '4 days', { section: 'prices', seconds: 30 });
  const p1 = await publish(quotes.q1.id, 'rpt-proposal-q1');
  await p1.event('open', '10 days');
  await p1.event('level', '10 days', { level: 2 });
  await p1.event('read', '10 days', { section: 'itinerary', seconds: 60 });
  await q(
    `INSERT INTO publication_accepts (tenant_id, itinerary_id, link_id, publication_id, level, at) VALUES ($1, $2, $3, $4, 2, now() - interval '9 days')`,
    [tenantId, quotes.q1.id, p1.linkId, p1.publicationId],
  );
  const p5 = await publish(quotes.q5.id, 'rpt-proposal-q5');
  await p5.event('open', '1 day');

  const host = 'rpt.localhost';
  const as = async (email: string) => (await signIn(ctx.app, email, { host })).headers;
  return {
    tenantId,
    alpha,
    beta,
    users,
    headers: {
      admin: await as('admin@rpt.test'),
      operator: await as('operator@rpt.test'),
      costOperator: await as('cost@rpt.test'),
      agent: await as('agent@rpt.test'),
      noPriceAgent: await as('blind@rpt.test'),
      clientAdmin: await as('alpha@rpt.test'),
    },
    quotes,
    requests,
    places: { cuscoRegion: nameOf('PE-CUS'), limaRegion: nameOf('PE-LIM') },
  };
}

/**
 * One statement of a migration, its comment lines dropped: the rollup tests run a migration's own
 * backfill again to prove the triggers kept the same rows. `pick` finds it among the statements.
 */
export function migrationStatement(
  file: string,
  pick: (statement: string, index: number, all: string[]) => boolean,
): string {
  const statement = readFileSync(new URL(`../../db/migrations/${file}`, import.meta.url), 'utf8')
    .split('--> statement-breakpoint')
    .find(pick);
  if (statement === undefined) throw new Error(`no such statement in ${file}`);
  return statement.replace(/^\s*--.*$/gm, '').trim();
}

/**
 * What every reports test file sets up: an app on a database of its own and the world above in it,
 * made before the file's first test (then `more`, the file's own rows) and closed after its last.
 * `ctx` and `w` are filled in then, so a file names them once at its top. `q` runs SQL on the
 * owner connection; `get` asks a report as the world's admin unless told, `report` also wants a 200
 * and answers its body.
 */
export function reportTest(more?: () => Promise<void>) {
  const ctx = {} as TestContext;
  const w = {} as ReportWorld;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp());
    Object.assign(w, await reportWorld(ctx));
    await more?.();
  });
  afterAll(async () => {
    if (ctx.close) await ctx.close();
  });
  const q = async (text: string, values: unknown[] = []) => (await ctx.database.executeSql(text, values)).rows as Row[];
  const get = (path: string, headers: Record<string, string> = w.headers.admin) =>
    ctx.app.inject({ method: 'GET', url: `/tenant/reports/${path}`, headers });
  const report = async (path: string, headers?: Record<string, string>) => {
    const res = await get(path, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json();
  };
  return { ctx, w, q, get, report };
}
