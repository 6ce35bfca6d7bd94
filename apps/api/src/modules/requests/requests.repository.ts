import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { fileQuotes, files, itineraries } from '../../db/quotes-schema';
import { clients, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/** Which requests a user may see, decided by the service from the role. */
export type RequestScope =
  | { kind: 'all' }
  | { kind: 'client'; clientId: number }
  | { kind: 'agent'; userId: number }
  | { kind: 'none' };

export interface RequestFilters {
  code?: string;
  title?: string;
  search?: string;
  stages?: number[];
  clientId?: number;
  creation?: { from: string; to: string };
}

export interface RequestDbRow {
  id: number;
  code: string;
  title: string;
  client: { id: number; name: string } | null;
  user: { id: number; name: string } | null;
  stage: number;
  creation: string;
  client_id: number | null;
  items: { id: number; title: string; status_id: number }[];
}

export interface RequestValues {
  title?: string;
  clientId?: number | null;
  stage?: number;
  userId?: number | null;
}

const like = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

// Quotes being deleted in the background are already gone for the user.
const COLUMNS = sql`f.id, f.code, f.title, f.stage, f.client_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS creation,
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS client,
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END AS "user",
  COALESCE((SELECT json_agg(json_build_object('id', i.id, 'title', i.title, 'status_id', i.status_id) ORDER BY i.id)
    FROM file_quotes fq JOIN itineraries i ON i.id = fq.itinerary_id
    WHERE fq.file_id = f.id AND fq.tenant_id = f.tenant_id AND i.deleting_at IS NULL), '[]'::json) AS items`;
const FROM = sql`files f LEFT JOIN clients c ON c.id = f.client_id LEFT JOIN users u ON u.id = f.user_id`;

function scopeCondition(scope: RequestScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'client':
      return sql`f.client_id = ${scope.clientId}`;
    case 'agent':
      return sql`(f.created_by = ${scope.userId} OR f.user_id = ${scope.userId})`;
    default:
      return sql`false`;
  }
}

function conditions(tenantId: number, scope: RequestScope, q: RequestFilters): SQL {
  const c: SQL[] = [sql`f.tenant_id = ${tenantId}`, scopeCondition(scope)];
  if (q.code) c.push(sql`lower(f.code) LIKE ${like(q.code)}`);
  if (q.title) c.push(sql`lower(f.title) LIKE ${like(q.title)}`);
  if (q.search) c.push(sql`(lower(f.code) LIKE ${like(q.search)} OR lower(f.title) LIKE ${like(q.search)})`);
  if (q.stages?.length)
    c.push(
      sql`f.stage IN (${sql.join(
        q.stages.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (q.clientId) c.push(sql`f.client_id = ${q.clientId}`);
  if (q.creation)
    c.push(sql`(f.created_at AT TIME ZONE 'UTC')::date BETWEEN ${q.creation.from}::date AND ${q.creation.to}::date`);
  return sql.join(c, sql` AND `);
}

export const requestsRepository = {
  /** Newest first; the id breaks ties between requests created in the same instant. */
  async list(tx: TenantTx, tenantId: number, scope: RequestScope, q: RequestFilters & { page: number; limit: number }) {
    const where = conditions(tenantId, scope, q);
    const [total] = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM files f WHERE ${where}`));
    const rows = rowsOf<RequestDbRow>(
      await tx.execute(
        sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY f.created_at DESC, f.id DESC LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
      ),
    );
    return { rows, total: Number(total?.n ?? 0) };
  },

  async get(tx: TenantTx, tenantId: number, scope: RequestScope, id: number): Promise<RequestDbRow | undefined> {
    return rowsOf<RequestDbRow>(
      await tx.execute(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${conditions(tenantId, scope, {})} AND f.id = ${id}`),
    )[0];
  },

  /** Inserts unless the code is taken; undefined tells the caller to try the next second. */
  async insert(
    tx: TenantTx,
    tenantId: number,
    code: string,
    values: RequestValues & { title: string; createdBy: number },
  ): Promise<number | undefined> {
    const rows = await tx
      .insert(files)
      .values({ tenantId, code, ...values })
      .onConflictDoNothing({ target: [files.tenantId, files.code] })
      .returning({ id: files.id });
    return rows[0]?.id;
  },

  async update(tx: TenantTx, tenantId: number, id: number, values: RequestValues): Promise<void> {
    await tx
      .update(files)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  },

  /** Removes the request and its links; the quotes themselves stay. */
  async remove(tx: TenantTx, tenantId: number, id: number): Promise<void> {
    await tx.delete(fileQuotes).where(and(eq(fileQuotes.tenantId, tenantId), eq(fileQuotes.fileId, id)));
    await tx.delete(files).where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  },

  async replaceQuotes(tx: TenantTx, tenantId: number, id: number, quoteIds: number[]): Promise<void> {
    await tx.delete(fileQuotes).where(and(eq(fileQuotes.tenantId, tenantId), eq(fileQuotes.fileId, id)));
    if (quoteIds.length)
      await tx.insert(fileQuotes).values(quoteIds.map((itineraryId) => ({ tenantId, fileId: id, itineraryId })));
    await tx
      .update(files)
      .set({ updatedAt: new Date() })
      .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  },

  async quotes(tx: TenantTx, tenantId: number, ids: number[]) {
    if (!ids.length) return [];
    return tx
      .select({
        id: itineraries.id,
        clientId: itineraries.clientId,
        typeId: itineraries.itineraryTypeId,
        deletingAt: itineraries.deletingAt,
      })
      .from(itineraries)
      .where(and(eq(itineraries.tenantId, tenantId), inArray(itineraries.id, ids)));
  },

  /** Of these quote ids, those the condition `visible` (on alias i, quote-visibility.ts) lets through. */
  async visibleQuoteIds(tx: TenantTx, tenantId: number, ids: number[], visible: SQL): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = rowsOf<{ id: number }>(
      await tx.execute(
        sql`SELECT i.id FROM itineraries i WHERE i.tenant_id = ${tenantId} AND i.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND ${visible}`,
      ),
    );
    return new Set(rows.map((r) => r.id));
  },

  /** The clients of the quotes linked to a request (null for a quote without one). */
  async linkedQuoteClients(tx: TenantTx, tenantId: number, id: number): Promise<(number | null)[]> {
    const rows = await tx
      .selectDistinct({ clientId: itineraries.clientId })
      .from(fileQuotes)
      .innerJoin(itineraries, eq(itineraries.id, fileQuotes.itineraryId))
      .where(and(eq(fileQuotes.tenantId, tenantId), eq(fileQuotes.fileId, id)));
    return rows.map((r) => r.clientId);
  },

  async client(tx: TenantTx, tenantId: number, id: number) {
    return (
      await tx
        .select({ id: clients.id, archived: clients.archived })
        .from(clients)
        .where(and(eq(clients.tenantId, tenantId), eq(clients.id, id)))
        .limit(1)
    )[0];
  },

  /** The active user with this id, with the client it belongs to (null for staff). */
  async activeUser(tx: TenantTx, tenantId: number, id: number): Promise<{ clientId: number | null } | undefined> {
    const rows = await tx
      .select({ clientId: users.clientId })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users.active, true)))
      .limit(1);
    return rows[0];
  },
};
