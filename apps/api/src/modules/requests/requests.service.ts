import { QUOTE_STATUSES, ROLES, assigneeRefusal, codeSequence, mayAssign, requestCode } from '@itinera/domain';
import {
  REQUEST_STAGES,
  type FileCreateBody,
  type FileListQuery,
  type FileRow,
  type FileUpdateBody,
} from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { visibilityKey } from '../quote-core/quote-visibility';
import { visibleTo } from '../quote-core/visible.repository';
import type { SessionUser } from '../../identity/session-user';
import {
  requestsRepository as repo,
  type RequestDbRow,
  type RequestScope,
  type RequestValues,
} from './requests.repository';
import { insertUnderFreeCode } from '../../lib/unique-code';

// Requests (files). Staff (admin, operator) see every request; a client admin and a client user
// those of their client; a travel agent those it created or is assigned. Writes belong to staff
// and to the client admin inside its client; clients and travel agents may only create.

const STAFF: readonly number[] = [ROLES.ADMIN, ROLES.OPERATOR];
const CODE_TRIES = 1000;

function scopeOf(user: SessionUser): RequestScope {
  if (STAFF.includes(user.roleId)) return { kind: 'all' };
  if (user.roleId === ROLES.CLIENT_ADMIN || user.roleId === ROLES.CLIENT)
    return user.clientId ? { kind: 'client', clientId: user.clientId } : { kind: 'none' };
  if (user.roleId === ROLES.TRAVEL_AGENT) return { kind: 'agent', userId: user.userId };
  return { kind: 'none' };
}

const stageName = (id: number) => REQUEST_STAGES.find((s) => s.id === id)?.name ?? String(id);
const statusName = (id: number) => QUOTE_STATUSES.find((s) => s.id === id)?.name ?? String(id);

function present(row: RequestDbRow): FileRow {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    client: row.client,
    user: row.user,
    stage: { id: row.stage, name: stageName(row.stage) },
    creation: row.creation,
    quotes_number: row.items.length,
    items: row.items.map((i) => ({
      id: i.id,
      title: i.title,
      status: { id: i.status_id, name: statusName(i.status_id) },
    })),
  };
}

const unprocessable = (path: string, message: string, sentence: string) =>
  new AppError('UNPROCESSABLE', sentence, [{ path, message }]);

async function visible(tx: TenantTx, user: SessionUser, id: number): Promise<RequestDbRow> {
  const row = await repo.get(tx, user.tenantId, scopeOf(user), id);
  if (!row) throw notFound('This request');
  return row;
}

/** A request the user may change: visible to it (else 404), and the user staff or its client's admin. */
async function writable(tx: TenantTx, user: SessionUser, id: number): Promise<RequestDbRow> {
  const row = await visible(tx, user, id);
  const own = user.roleId === ROLES.CLIENT_ADMIN && user.clientId !== null && row.client_id === user.clientId;
  if (!STAFF.includes(user.roleId) && !own)
    throw new AppError('FORBIDDEN', 'You do not have permission to change this request.');
  return row;
}

/**
 * The client a user may give a request. Users of a client are held to it (a missing client_id means
 * theirs); staff, and a travel agent that belongs to no client, name any client of the tenant.
 */
async function allowedClient(
  tx: TenantTx,
  user: SessionUser,
  clientId: number | null | undefined,
  path: string,
): Promise<number | null | undefined> {
  const pinned = !STAFF.includes(user.roleId) && user.clientId !== null;
  if (pinned && clientId === undefined) return user.clientId;
  if (pinned && clientId !== user.clientId)
    throw new AppError('FORBIDDEN', 'You can only keep requests for your own client.', [
      { path, message: 'must be your own client' },
    ]);
  if (clientId) {
    const client = await repo.client(tx, user.tenantId, clientId);
    if (!client) throw unprocessable(path, 'no such client', `There is no client ${clientId}.`);
    if (client.archived) throw unprocessable(path, 'the client is archived', `The client ${clientId} is archived.`);
  }
  return clientId;
}

/**
 * An assignee must be an active user of the tenant, given by someone who assigns (admin, client
 * admin, operator), and, when it belongs to a client, of the request's client: it will see the request.
 */
async function requireAssignee(
  tx: TenantTx,
  user: SessionUser,
  userId: number | null | undefined,
  clientId: number | null,
  path: string,
): Promise<void> {
  if (!userId) return;
  const assignee = await repo.activeUser(tx, user.tenantId, userId);
  if (!assignee)
    throw unprocessable(path, 'no such active user', `There is no active user ${userId} to assign the request to.`);
  if (!mayAssign(user))
    throw new AppError('FORBIDDEN', 'Only admins, client admins and operators assign requests.', [
      { path, message: 'you may not assign' },
    ]);
  const refusal = assigneeRefusal(assignee, clientId, 'request');
  if (refusal) throw unprocessable(path, 'belongs to another client', refusal);
}

/**
 * A request names only the linked quotes its reader may see: a client user or a travel agent sees
 * a request of its client without the quotes that are not its own, given to it or shared (decision 0022).
 */
async function withVisibleItems(tx: TenantTx, user: SessionUser, rows: RequestDbRow[]): Promise<RequestDbRow[]> {
  const ids = [...new Set(rows.flatMap((r) => r.items.map((i) => i.id)))];
  if (visibilityKey(user) === 'all' || !ids.length) return rows;
  const seen = await repo.visibleQuoteIds(tx, user.tenantId, ids, visibleTo(user));
  return rows.map((r) => ({ ...r, items: r.items.filter((i) => seen.has(i.id)) }));
}

export function listRequests(database: Database, user: SessionUser, q: FileListQuery) {
  return database.withTenant(user.tenantId, async (tx) => {
    const { rows, total } = await repo.list(tx, user.tenantId, scopeOf(user), {
      ...q,
      stages: q.stage,
      clientId: q.client,
    });
    return { rows: (await withVisibleItems(tx, user, rows)).map(present), total };
  });
}

export function getRequest(database: Database, user: SessionUser, id: number) {
  return database.withTenant(user.tenantId, async (tx) =>
    present((await withVisibleItems(tx, user, [await visible(tx, user, id)]))[0]!),
  );
}

export function createRequest(database: Database, user: SessionUser, body: FileCreateBody) {
  if (scopeOf(user).kind === 'none') throw new AppError('FORBIDDEN', 'You do not have permission to create requests.');
  return database.withTenant(user.tenantId, async (tx) => {
    const clientId = await allowedClient(tx, user, body.client_id, 'body.client_id');
    await requireAssignee(tx, user, body.user_id, clientId ?? null, 'body.user_id');
    const values = {
      title: body.title,
      clientId: clientId ?? null,
      stage: body.stage,
      userId: body.user_id ?? null,
      createdBy: user.userId,
    };
    // Codes are unique per tenant: on a clash the next second is used (docs/domain/quotes.md#codes).
    const codes = codeSequence(requestCode, Date.now(), CODE_TRIES);
    const { id } = await insertUnderFreeCode(codes, (code) => repo.insert(tx, user.tenantId, code, values), 'request');
    return present((await repo.get(tx, user.tenantId, { kind: 'all' }, id))!);
  });
}

export function updateRequest(database: Database, user: SessionUser, id: number, body: FileUpdateBody) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await writable(tx, user, id);
    const values: RequestValues = { title: body.title, stage: body.stage };
    if (body.client_id !== undefined && body.client_id !== row.client_id) {
      values.clientId = (await allowedClient(tx, user, body.client_id, 'body.client_id')) ?? null;
      // A request and its quotes belong to one client.
      const other = (await repo.linkedQuoteClients(tx, user.tenantId, id)).some((c) => c !== values.clientId);
      if (other)
        throw unprocessable(
          'body.client_id',
          'linked quotes belong to another client',
          'The linked quotes belong to another client: unlink them before changing the client of the request.',
        );
    }
    // The assignee (a new one, or the current one when the client changes) must fit the request's client.
    const clientId = values.clientId !== undefined ? values.clientId : row.client_id;
    if (body.user_id !== undefined) {
      await requireAssignee(tx, user, body.user_id, clientId, 'body.user_id');
      values.userId = body.user_id;
    } else if (clientId !== row.client_id && row.user) {
      const current = await repo.activeUser(tx, user.tenantId, row.user.id);
      const refusal = current && assigneeRefusal(current, clientId, 'request');
      if (refusal)
        throw unprocessable(
          'body.client_id',
          'the assignee belongs to another client',
          `${refusal} Assign the request to someone else first.`,
        );
    }
    await repo.update(tx, user.tenantId, id, values);
    return present((await repo.get(tx, user.tenantId, { kind: 'all' }, id))!);
  });
}

export function deleteRequest(database: Database, user: SessionUser, id: number) {
  return database.withTenant(user.tenantId, async (tx) => {
    await writable(tx, user, id);
    await repo.remove(tx, user.tenantId, id);
    return { id, deleted: true as const };
  });
}

/** Sets the full list of linked quotes; each must be a quote of the tenant and of the request's client. */
export function linkQuotes(database: Database, user: SessionUser, id: number, entities: number[]) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await writable(tx, user, id);
    const ids = [...new Set(entities)];
    const found = new Map((await repo.quotes(tx, user.tenantId, ids)).map((q) => [q.id, q]));
    ids.forEach((quoteId, index) => {
      const quote = found.get(quoteId);
      const path = `body.entities.${index}`;
      if (!quote || quote.deletingAt) throw unprocessable(path, 'no such quote', `There is no quote ${quoteId}.`);
      if (quote.typeId !== 1)
        throw unprocessable(
          path,
          'is a template',
          `${quoteId} is a template, not a quote: only quotes are linked to requests.`,
        );
      if (quote.clientId !== row.client_id)
        throw unprocessable(
          path,
          'belongs to another client',
          `The quote ${quoteId} belongs to another client than the request.`,
        );
    });
    await repo.replaceQuotes(tx, user.tenantId, id, ids);
    return present((await repo.get(tx, user.tenantId, { kind: 'all' }, id))!);
  });
}

export function assignRequest(database: Database, user: SessionUser, id: number, assigneeId: number) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await writable(tx, user, id);
    await requireAssignee(tx, user, assigneeId, row.client_id, 'params.userId');
    await repo.update(tx, user.tenantId, id, { userId: assigneeId });
    return present((await repo.get(tx, user.tenantId, { kind: 'all' }, id))!);
  });
}
