import { and, eq, sql } from 'drizzle-orm';
import { signIn, DEMO_PASSWORD, type TestContext } from '../../../test/helper';
import { itineraries } from '../../db/quotes-schema';
import { clients, tenants, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';

// Test fixtures shared by the requests tests: the demo tenant's ids, extra users, quotes.

export type Headers = Record<string, string>;

export async function demoIds(ctx: TestContext, slug = 'demo') {
  const [tenant] = await ctx.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  const tenantId = tenant!.id;
  const rows = await ctx.database.withTenant(tenantId, (tx) =>
    tx
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(eq(clients.tenantId, tenantId))
      .orderBy(clients.id),
  );
  const userId = async (email: string) =>
    (
      await ctx.database.withTenant(tenantId, (tx) =>
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.email, email))),
      )
    )[0]!.id;
  return { tenantId, andean: rows[0]!.id, puraVida: rows[1]!.id, userId };
}

/** A user of the tenant with the demo password, signed in. */
export async function addUser(
  ctx: TestContext,
  tenantId: number,
  email: string,
  roleId: number,
  clientId: number | null,
  active = true,
) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    tx
      .insert(users)
      .values({ tenantId, email, name: email.split('@')[0]!, roleId, clientId, passwordHash, active })
      .returning({ id: users.id }),
  );
  return { id: row!.id, headers: active ? (await signIn(ctx.app, email)).headers : {} };
}

let n = 0;
/** A quote (type 1 unless told) inserted directly: the quotes API is another module. Its uuid is its public id. */
export async function addQuote(
  ctx: TestContext,
  tenantId: number,
  clientId: number | null,
  values: Partial<typeof itineraries.$inferInsert> = {},
): Promise<string> {
  return (await addQuoteRow(ctx, tenantId, clientId, values)).uuid;
}

/** The same, with its number too. */
export async function addQuoteRow(
  ctx: TestContext,
  tenantId: number,
  clientId: number | null,
  values: Partial<typeof itineraries.$inferInsert> = {},
) {
  n++;
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    tx
      .insert(itineraries)
      .values({ tenantId, code: `TEST-Q${n}`, title: `Quote ${n}`, clientId, ...values })
      .returning({ id: itineraries.id, uuid: itineraries.uuid, code: itineraries.code }),
  );
  return row!;
}

export async function quoteCount(ctx: TestContext, tenantId: number): Promise<number> {
  const [row] = await ctx.database.withTenant(tenantId, (tx) =>
    tx.select({ n: sql<number>`count(*)::int` }).from(itineraries).where(eq(itineraries.tenantId, tenantId)),
  );
  return Number(row!.n);
}
