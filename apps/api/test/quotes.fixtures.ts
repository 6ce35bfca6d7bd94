import { sql } from 'drizzle-orm';
import type { TestContext } from './helper';
import { rowsOf } from '../src/db/rows';

// Shared by the quote test files: ids of the demo tenant and a quick way to create quotes.

/** A seeded tenant's id by its slug (the demo tenant unless told). */
export async function tenantIdOf(ctx: TestContext, slug = 'demo'): Promise<number> {
  const [tenant] = rowsOf<{ id: number }>(
    await ctx.database.db.execute(sql`SELECT id FROM tenants WHERE slug = ${slug}`),
  );
  if (!tenant) throw new Error(`no tenant ${slug}`);
  return tenant.id;
}

export async function demoIds(ctx: TestContext, slug = 'demo') {
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await ctx.database.db.execute(query));
  const tenant = { id: await tenantIdOf(ctx, slug) };
  const clients = await q<{ id: number; name: string }>(
    sql`SELECT id, name FROM clients WHERE tenant_id = ${tenant!.id} ORDER BY id`,
  );
  const users = await q<{ id: number; email: string }>(
    sql`SELECT id, email FROM users WHERE tenant_id = ${tenant!.id}`,
  );
  const user = (prefix: string) => users.find((u) => u.email.startsWith(prefix))!.id;
  return {
    tenantId: tenant!.id,
    andean: clients.find((c) => c.name === 'Andean Trails Travel')!.id,
    puraVida: clients.find((c) => c.name === 'Pura Vida Journeys')!.id,
    admin: user('admin@'),
    operator: user('operator@'),
    agent: user('agent@'),
    clientAdmin: user('clientadmin@'),
  };
}

/**
 * Creates a quote through the API. `id` and `uuid` are its public id (the uuid, as the API answers
 * it); `rowId` is the row's numeric key, for tests that read or change rows with raw SQL.
 */
export async function createQuote(
  ctx: TestContext,
  headers: Record<string, string>,
  body: Record<string, unknown> = {},
) {
  const res = await ctx.app.inject({ method: 'POST', url: '/tenant/itinerary', headers, payload: body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as {
    id: string;
    uuid: string;
    code: string;
    version: number;
    client_id: number | null;
    status: { id: number };
  };
  return { ...data, rowId: await rowIdOf(ctx, data.uuid) };
}

/** The numeric row id of the quote with this uuid (the API names quotes by uuid; SQL joins on the id). */
export async function rowIdOf(ctx: TestContext, uuid: string): Promise<number> {
  const [row] = await ownerQuery<{ id: number }>(ctx, sql`SELECT id FROM itineraries WHERE uuid = ${uuid}`);
  if (!row) throw new Error(`no quote row with uuid ${uuid}`);
  return row.id;
}

export function putQuote(
  ctx: TestContext,
  headers: Record<string, string>,
  id: number | string,
  body: Record<string, unknown>,
) {
  return ctx.app.inject({ method: 'PUT', url: `/tenant/itinerary/${id}`, headers, payload: body });
}

export function setStatus(ctx: TestContext, headers: Record<string, string>, id: number | string, status: number) {
  return ctx.app.inject({ method: 'POST', url: `/tenant/itinerary/status/${id}/${status}`, headers });
}

export async function ownerQuery<T = Record<string, unknown>>(
  ctx: TestContext,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return rowsOf<T>(await ctx.database.db.execute(query));
}
