import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SupplierBody } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { suppliers } from '../../db/catalogue-schema';
import { rowsOf } from '../../db/rows';

type Row = Record<string, unknown>;
const like = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const COLUMNS = sql`sp.id, sp.code, sp.name, sp.email, sp.phone, sp.location_id,
  CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('id', l.id, 'location_name', l.name) END AS location`;
const FROM = sql`suppliers sp LEFT JOIN locations l ON l.id = sp.location_id`;

const values = (body: SupplierBody) => ({
  code: body.code,
  name: body.name,
  email: body.email ?? null,
  phone: body.phone ?? null,
  locationId: body.location_id ?? null,
});

export const suppliersRepository = {
  async list(tx: TenantTx, tenantId: number, q: { text?: string; page: number; limit: number }) {
    const c: SQL[] = [sql`sp.tenant_id = ${tenantId}`, sql`NOT sp.archived`];
    if (q.text) c.push(sql`(lower(sp.code) LIKE ${like(q.text)} OR lower(sp.name) LIKE ${like(q.text)})`);
    const where = sql.join(c, sql` AND `);
    const [total] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM ${FROM} WHERE ${where}`));
    const rows = rowsOf(
      await tx.execute(
        sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY sp.name, sp.id LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
      ),
    );
    return { rows, total: Number(total?.n ?? 0) };
  },

  /** One supplier, archived ones too: rate lines of older services still name them. */
  async get(tx: TenantTx, tenantId: number, id: number): Promise<Row | undefined> {
    return rowsOf(
      await tx.execute(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE sp.tenant_id = ${tenantId} AND sp.id = ${id}`),
    )[0];
  },

  /** The supplier holding a code (archived ones too: the unique index covers them). */
  async codeOwner(tx: TenantTx, tenantId: number, code: string): Promise<number | undefined> {
    const [row] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.code, code)));
    return row?.id;
  },

  async locationExists(tx: TenantTx, id: number): Promise<boolean> {
    return rowsOf(await tx.execute(sql`SELECT 1 FROM locations WHERE id = ${id}`)).length > 0;
  },

  async insert(tx: TenantTx, tenantId: number, body: SupplierBody): Promise<number> {
    const [row] = await tx
      .insert(suppliers)
      .values({ tenantId, ...values(body) })
      .returning({ id: suppliers.id });
    return row!.id;
  },

  async update(tx: TenantTx, tenantId: number, id: number, body: SupplierBody): Promise<boolean> {
    const rows = await tx
      .update(suppliers)
      .set(values(body))
      .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)))
      .returning({ id: suppliers.id });
    return rows.length > 0;
  },

  async archive(tx: TenantTx, tenantId: number, id: number): Promise<boolean> {
    const rows = await tx
      .update(suppliers)
      .set({ archived: true })
      .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)))
      .returning({ id: suppliers.id });
    return rows.length > 0;
  },
};
