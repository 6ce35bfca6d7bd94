import { QUOTE_STATUSES, ROLES, assigneeRefusal, codeSequence, mayAssign, requestCode } from '@itinera/domain';
import {
  REQUEST_STAGES,
  type FileCreateFields,
  type FileListQuery,
  type FileRow,
  type FileUpdateFields,
  type RequestRef,
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
import { requireContract, requireNewCode, requireTags, unprocessable, wellFormedCode } from './request-references';

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

/** The request as every answer names it: its uuid is its `id`, a linked quote's uuid is the item's `id`. */
function present(row: RequestDbRow): FileRow {
  return {
    id: row.uuid,
    code: row.code,
    title: row.title,
    client: row.client,
    // Never null: the original client's request form reads contract.id (a blank select for none).
    contract: row.contract ?? { id: null, name: '' },
    stage: { id: row.stage, name: stageName(row.stage) },
    tags: row.tags,
    user: row.user,
    quotes_number: row.items.length,
    creation: row.creation,
    items: row.items.map(({ qid: _, status_id, ...item }) => ({
      ...item,
      status: { id: status_id, name: statusName(status_id) },
    })),
  };
}

async function visible(tx: TenantTx, user: SessionUser, ref: RequestRef): Promise<RequestDbRow> {
  const row = await repo.get(tx, user.tenantId, scopeOf(user), ref);
  if (!row) throw notFound('This request');
  return row;
}

/** A request the user may change: visible to it (else 404), and the user staff or its client's admin. */
async function writable(tx: TenantTx, user: SessionUser, ref: RequestRef, bodyRef?: RequestRef): Promise<RequestDbRow> {
  const row = await visible(tx, user, ref);
  if (bodyRef !== undefined && bodyRef !== row.id && String(bodyRef).toLowerCase() !== row.uuid)
    throw new AppError('BAD_REQUEST', 'The id in the body names another request than the address.', [
      { path: 'body.id', message: 'must name the request of the address' },
    ]);
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
  const ids = [...new Set(rows.flatMap((r) => r.items.map((i) => i.qid)))];
  if (visibilityKey(user) === 'all' || !ids.length) return rows;
  const seen = await repo.visibleQuoteIds(tx, user.tenantId, ids, visibleTo(user));
  return rows.map((r) => ({ ...r, items: r.items.filter((i) => seen.has(i.qid)) }));
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

export function getRequest(database: Database, user: SessionUser, ref: RequestRef) {
  return database.withTenant(user.tenantId, async (tx) =>
    present((await withVisibleItems(tx, user, [await visible(tx, user, ref)]))[0]!),
  );
}

/** The request as its writer may see it after a write. */
async function reread(tx: TenantTx, user: SessionUser, id: number): Promise<FileRow> {
  return present((await withVisibleItems(tx, user, [(await repo.get(tx, user.tenantId, { kind: 'all' }, id))!]))[0]!);
}

/** The codes to try: the one sent when well-formed, then one a second from now (docs/domain/quotes.md#codes). */
function* codesFor(sent: string | null | undefined): Generator<string> {
  const wanted = wellFormedCode(sent);
  if (wanted) yield wanted;
  yield* codeSequence(requestCode, Date.now(), CODE_TRIES);
}

export function createRequest(database: Database, user: SessionUser, body: FileCreateFields) {
  if (scopeOf(user).kind === 'none') throw new AppError('FORBIDDEN', 'You do not have permission to create requests.');
  return database.withTenant(user.tenantId, async (tx) => {
    const clientId = (await allowedClient(tx, user, body.client_id, 'body.client_id')) ?? null;
    await requireAssignee(tx, user, body.user_id, clientId, 'body.user_id');
    if (body.contract_id) await requireContract(tx, user.tenantId, body.contract_id, clientId);
    if (body.tags?.length) await requireTags(tx, user.tenantId, body.tags);
    const values = {
      title: body.title,
      clientId,
      contractId: body.contract_id ?? null,
      tagIds: body.tags ?? [],
      stage: body.stage,
      userId: body.user_id ?? null,
      createdBy: user.userId,
    };
    // Codes are unique per tenant: a code sent that is taken, or on a clash, the next second is used.
    const { id } = await insertUnderFreeCode(
      codesFor(body.code),
      (code) => repo.insert(tx, user.tenantId, code, values),
      'request',
    );
    return reread(tx, user, id);
  });
}

/** The client of a request after an update: a new one must fit the user and the linked quotes. */
async function newClient(
  tx: TenantTx,
  user: SessionUser,
  row: RequestDbRow,
  clientId: number | null,
): Promise<number | null> {
  const allowed = (await allowedClient(tx, user, clientId, 'body.client_id')) ?? null;
  // A request and its quotes belong to one client.
  const other = (await repo.linkedQuoteClients(tx, user.tenantId, row.id)).some((c) => c !== allowed);
  if (other)
    throw unprocessable(
      'body.client_id',
      'linked quotes belong to another client',
      'The linked quotes belong to another client: unlink them before changing the client of the request.',
    );
  return allowed;
}

/**
 * Changes the fields the body names. The original client sends the whole request back (its stage
 * auto-update): a field sent with its current value changes nothing and is not checked again.
 */
export function updateRequest(database: Database, user: SessionUser, ref: RequestRef, body: FileUpdateFields) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await writable(tx, user, ref, body.id);
    const values: RequestValues = { title: body.title, stage: body.stage };
    if (body.code && body.code.trim().toUpperCase() !== row.code)
      values.code = await requireNewCode(tx, user.tenantId, body.code);
    if (body.client_id !== undefined && body.client_id !== row.client_id)
      values.clientId = await newClient(tx, user, row, body.client_id);
    const clientId = values.clientId !== undefined ? values.clientId : row.client_id;
    // The contract belongs to the request's client: a new client without a contract named drops the old one.
    if (body.contract_id !== undefined && (body.contract_id !== row.contract_id || clientId !== row.client_id)) {
      if (body.contract_id) await requireContract(tx, user.tenantId, body.contract_id, clientId);
      values.contractId = body.contract_id;
    } else if (clientId !== row.client_id && row.contract_id) values.contractId = null;
    if (body.tags) {
      await requireTags(tx, user.tenantId, body.tags);
      values.tagIds = body.tags;
    }
    // The assignee (a new one, or the current one when the client changes) must fit the request's client.
    if (body.user_id !== undefined && body.user_id !== (row.user?.id ?? null)) {
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
    await repo.update(tx, user.tenantId, row.id, values);
    return reread(tx, user, row.id);
  });
}

export function deleteRequest(database: Database, user: SessionUser, ref: RequestRef, bodyRef?: RequestRef) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await writable(tx, user, ref, bodyRef);
    await repo.remove(tx, user.tenantId, row.id);
    return { id: row.uuid, deleted: true as const };
  });
}

/**
 * Sets the full list of linked quotes, named by uuid or number; each must be a quote of the tenant
 * and of the request's client.
 */
export function linkQuotes(database: Database, user: SessionUser, ref: RequestRef, entities: (number | string)[]) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await writable(tx, user, ref);
    const found = await repo.quotes(tx, user.tenantId, entities);
    const ids = entities.map((sent, index) => {
      const quote = found.find((q) => (typeof sent === 'number' ? q.id === sent : q.uuid === sent.toLowerCase()));
      const path = `body.entities.${index}`;
      if (!quote || quote.deletingAt) throw unprocessable(path, 'no such quote', `There is no quote ${sent}.`);
      if (quote.typeId !== 1)
        throw unprocessable(
          path,
          'is a template',
          `${sent} is a template, not a quote: only quotes are linked to requests.`,
        );
      if (quote.clientId !== row.client_id)
        throw unprocessable(
          path,
          'belongs to another client',
          `The quote ${sent} belongs to another client than the request.`,
        );
      return quote.id;
    });
    await repo.replaceQuotes(tx, user.tenantId, row.id, [...new Set(ids)]);
    return reread(tx, user, row.id);
  });
}

export function assignRequest(database: Database, user: SessionUser, ref: RequestRef, assigneeId: number) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await writable(tx, user, ref);
    await requireAssignee(tx, user, assigneeId, row.client_id, 'params.userId');
    await repo.update(tx, user.tenantId, row.id, { userId: assigneeId });
    return reread(tx, user, row.id);
  });
}
