import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { clients, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect & { clientName: string | null; clientArchived: boolean | null };

const columns = {
  id: users.id,
  tenantId: users.tenantId,
  clientId: users.clientId,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  roleId: users.roleId,
  permissions: users.permissions,
  userType: users.userType,
  photo: users.photo,
  externalCode: users.externalCode,
  language: users.language,
  active: users.active,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  clientName: clients.name,
  clientArchived: clients.archived,
};

export interface UserFilter {
  /** Users of any of these roles. */
  roleIds?: number[];
  name?: string;
  clientId?: number;
}

function where(tenantId: number, filter: UserFilter): SQL | undefined {
  return and(
    eq(users.tenantId, tenantId),
    filter.roleIds?.length ? inArray(users.roleId, filter.roleIds) : undefined,
    filter.clientId ? eq(users.clientId, filter.clientId) : undefined,
    filter.name ? ilike(users.name, `%${filter.name.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
}

export const usersRepository = {
  async findByEmail(tx: TenantTx, tenantId: number, email: string): Promise<UserRow | undefined> {
    const rows = await tx
      .select(columns)
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .where(and(eq(users.tenantId, tenantId), sql`lower(${users.email}) = ${email.toLowerCase()}`))
      .limit(1);
    return rows[0];
  },

  async findById(tx: TenantTx, tenantId: number, id: number): Promise<UserRow | undefined> {
    const rows = await tx
      .select(columns)
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
      .limit(1);
    return rows[0];
  },

  async list(tx: TenantTx, tenantId: number, filter: UserFilter, page: number, limit: number) {
    const condition = where(tenantId, filter);
    const [total] = await tx.select({ n: count() }).from(users).where(condition);
    const rows = await tx
      .select(columns)
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .where(condition)
      .orderBy(users.name, users.id)
      .limit(limit)
      .offset((page - 1) * limit);
    return { rows, total: total?.n ?? 0 };
  },

  async create(tx: TenantTx, values: typeof users.$inferInsert): Promise<number> {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id });
    return row!.id;
  },

  async update(tx: TenantTx, tenantId: number, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
    await tx
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  },

  async emailsOfRole(tx: TenantTx, tenantId: number, roleId: number): Promise<string[]> {
    const rows = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.roleId, roleId), eq(users.active, true)));
    return rows.map((r) => r.email);
  },
};

export const clientLookup = {
  async exists(tx: TenantTx, tenantId: number, clientId: number): Promise<boolean> {
    const rows = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.tenantId, tenantId), eq(clients.id, clientId)))
      .limit(1);
    return rows.length > 0;
  },
};
