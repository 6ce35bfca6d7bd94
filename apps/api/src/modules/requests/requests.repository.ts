import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { clientContracts, tags } from '../../db/catalogue-schema';
import { fileQuotes, files, itineraries } from '../../db/quotes-schema';
import { clients, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { quoteListCache } from '../quote-core/list-cache';

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

/** A request by its public uuid or its number (docs/domain/api-shapes.md#ids). */
export type RequestRef = number | string;

/** A linked quote as the answer names it; `qid` is its number, for the visibility check. */
export interface RequestItemDbRow {
  qid: number;
  id: string;
  code: string;
  title: string;
  client: { id: number | null; name: string };
  user: { id: number | null; name: string };
  paxs: number;
  start_date: string | null;
  end_date: string | null;
  creation: string;
  status_id: number;
}

export interface RequestDbRow {
  id: number;
  uuid: string;
  code: string;
  title: string;
  client: { id: number; name: string } | null;
  contract: { id: number; name: string } | null;
  tags: { id: number; name: string }[];
  user: { id: number; name: string } | null;
  stage: number;
  creation: string;
  client_id: number | null;
  contract_id: number | null;
  items: RequestItemDbRow[];
}

export interface RequestValues {
  title?: string;
  code?: string;
  clientId?: number | null;
  contractId?: number | null;
  tagIds?: number[];
  stage?: number;
  userId?: number | null;
}

const like = (v: string) => `%${v.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
/** The search terms of a text filter: the original client joins them with `,`; any of them matches. */
const terms = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` OR `)})`;

// Quotes being deleted in the background are already gone for the user. A linked quote's client
// and owner are objects even when it has none: the original client reads their names.
const ITEM = sql`json_build_object('qid', i.id, 'id', i.uuid::text, 'code', i.code, 'title', i.title,
  'client', json_build_object('id', qc.id, 'name', COALESCE(qc.name, '')),
  'user', json_build_object('id', qu.id, 'name', COALESCE(qu.name, '')),
  'paxs', i.num_pax, 'start_date', i.start_date::text, 'end_date', i.end_date::text,
  'creation', to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 'status_id', i.status_id)`;
const COLUMNS = sql`f.id, f.uuid::text AS uuid, f.code, f.title, f.stage, f.client_id, f.contract_id,
  to_char(f.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS creation,
  CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name) END AS client,
  CASE WHEN cc.id IS NULL THEN NULL ELSE json_build_object('id', cc.id, 'name', cc.name) END AS contract,
  CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END AS "user",
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name, t.id)
    FROM tags t WHERE t.tenant_id = f.tenant_id AND t.id = ANY(f.tag_ids)), '[]'::json) AS tags,
  COALESCE((SELECT json_agg(${ITEM} ORDER BY i.id)
    FROM file_quotes fq JOIN itineraries i ON i.id = fq.itinerary_id
    LEFT JOIN clients qc ON qc.id = i.client_id LEFT JOIN users qu ON qu.id = i.owner_user_id
    WHERE fq.file_id = f.id AND fq.tenant_id = f.tenant_id AND i.deleting_at IS NULL), '[]'::json) AS items`;
const FROM = sql`files f LEFT JOIN clients c ON c.id = f.client_id LEFT JOIN users u ON u.id = f.user_id
  LEFT JOIN client_contracts cc ON cc.id = f.contract_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const byRef = (ref: RequestRef) =>
  typeof ref === 'number' ? sql`f.id = ${ref}` : UUID.test(ref) ? sql`f.uuid = ${ref}::uuid` : sql`false`;

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
  const code = terms(q.code);
  const title = terms(q.title);
  // The original client sends its search terms in both code and title: then either may match.
  if (code.length && q.code === q.title)
    c.push(anyOf(code.map((t) => sql`(lower(f.code) LIKE ${like(t)} OR lower(f.title) LIKE ${like(t)})`)));
  else {
    if (code.length) c.push(anyOf(code.map((t) => sql`lower(f.code) LIKE ${like(t)}`)));
    if (title.length) c.push(anyOf(title.map((t) => sql`lower(f.title) LIKE ${like(t)}`)));
  }
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

  async get(tx: TenantTx, tenantId: number, scope: RequestScope, ref: RequestRef): Promise<RequestDbRow | undefined> {
    return rowsOf<RequestDbRow>(
      await tx.execute(sql`SELECT ${COLUMNS} FROM ${FROM} WHERE ${conditions(tenantId, scope, {})} AND ${byRef(ref)}`),
    )[0];
  },

  /** Whether another request of the tenant has this code. */
  async codeTaken(tx: TenantTx, tenantId: number, code: string): Promise<boolean> {
    const rows = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.tenantId, tenantId), eq(files.code, code)))
      .limit(1);
    return rows.length > 0;
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
    // Quote rows and details name their request (file_id): this writer reads them fresh next.
    quoteListCache.changed(tenantId);
    await tx.delete(fileQuotes).where(and(eq(fileQuotes.tenantId, tenantId), eq(fileQuotes.fileId, id)));
    await tx.delete(files).where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  },

  async replaceQuotes(tx: TenantTx, tenantId: number, id: number, quoteIds: number[]): Promise<void> {
    quoteListCache.changed(tenantId);
    await tx.delete(fileQuotes).where(and(eq(fileQuotes.tenantId, tenantId), eq(fileQuotes.fileId, id)));
    if (quoteIds.length)
      await tx.insert(fileQuotes).values(quoteIds.map((itineraryId) => ({ tenantId, fileId: id, itineraryId })));
    await tx
      .update(files)
      .set({ updatedAt: new Date() })
      .where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
  },

  /** The quotes named by number or uuid, each with both. */
  async quotes(tx: TenantTx, tenantId: number, refs: (number | string)[]) {
    const ids = refs.filter((r): r is number => typeof r === 'number');
    const uuids = refs.filter((r): r is string => typeof r === 'string' && UUID.test(r)).map((r) => r.toLowerCase());
    if (!ids.length && !uuids.length) return [];
    const named = [
      ...(ids.length ? [inArray(itineraries.id, ids)] : []),
      ...(uuids.length ? [inArray(itineraries.uuid, uuids)] : []),
    ];
    return tx
      .select({
        id: itineraries.id,
        uuid: itineraries.uuid,
        clientId: itineraries.clientId,
        typeId: itineraries.itineraryTypeId,
        deletingAt: itineraries.deletingAt,
      })
      .from(itineraries)
      .where(and(eq(itineraries.tenantId, tenantId), or(...named)));
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

  async contract(tx: TenantTx, tenantId: number, id: number) {
    return (
      await tx
        .select({ id: clientContracts.id, clientId: clientContracts.clientId, archived: clientContracts.archived })
        .from(clientContracts)
        .where(and(eq(clientContracts.tenantId, tenantId), eq(clientContracts.id, id)))
        .limit(1)
    )[0];
  },

  /** Of these tag ids, those the tenant has. */
  async tagIds(tx: TenantTx, tenantId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, ids)));
    return new Set(rows.map((r) => r.id));
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
