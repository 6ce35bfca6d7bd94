import { announcedMoves } from '../quote-core/announced-moves';
import {
  activityTasks,
  updateStateAfter,
  assigneeRefusal,
  diffDays,
  codeSequence,
  proposedQuoteCode,
  quoteCode,
} from '@itinera/domain';
import {
  listQueryOf,
  type QuoteCreateBody,
  type QuoteListQuery,
  type QuoteUpdateBody,
} from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { freezeShared } from '../../lib/deep-freeze';
import { insertUnderFreeCode } from '../../lib/unique-code';
import type { SessionUser } from '../../identity/session-user';
import { assertQuoteEditUnlocked } from '../quote-core/price-lock';
import { nextStatuses, statusOf } from '../quote-core/quote-presenter';
import { listRow, originalClientRow, statusMap } from './list-presenter';
import { quoteListRepository } from './quote-list.repository';
import { pageDependencies } from './list-dependencies';
import { checkReferences } from './quote-references';
import { quoteReferencesRepository } from './quote-references.repository';
import { changedFields, type HistoryEntry } from '../quote-core/quote-versions';
import { versionsRepository } from '../quote-core/versions.repository';
import { lockQuote, quoteDetail, staleVersion, writeVersion, type QuoteRef } from '../quote-core/quote-rows.service';
import type { QuoteServicesPort } from '../quote-core/services-port';
import { dropDaysPastEnd } from '../quote-core/quote-days';
import { redraftDays } from '../quote-core/day-drafts';
import { assertCanDelete, assertEditable, clientScope, visibilityKey } from '../quote-core/quote-visibility';
import { listVisibility } from '../quote-core/visible.repository';
import { assertCanSetPublic, createFromTemplate } from './quote-templates';
import { withCleanDescription } from './quote-description';
import { quoteListCache } from '../quote-core/list-cache';
import type { QuoteReadCache } from './quote-read-cache';
import { quotesRepository, type QuoteRow, type QuoteValues } from '../quote-core/quotes.repository';
import { exportsRepository, importsRepository } from '../export/exports.repository';

// The quote itself: list, create, read, update (optimistic versions), delete. Status changes live in
// quote-status.service.ts, history and versions in quote-history.service.ts.

export async function listQuotes(
  database: Database,
  user: SessionUser,
  asked: QuoteListQuery,
  cache: QuoteReadCache,
  originalClient = false,
) {
  // One query per list whatever its spelling (`filter=template` and `type=2` read the same page).
  const query = listQueryOf(asked);
  // Totals are remembered per set of visible quotes; pages also per role and permissions, which
  // decide the price fields of each row (listRow). A user who just wrote is served nothing read
  // before that write (list-cache.ts).
  const { visible, key: scope } = listVisibility(user, query.type);
  const since = quoteListCache.sinceOf(user.tenantId, user.userId);
  // Just after the user's own save, its notifications are a few ms away: once they are heard, what
  // the save left current is the user's to be served (decision 0132). Awaited before any connection.
  const pending = quoteListCache.pendingWrite(user.tenantId, since);
  if (pending) await pending;
  // The quotes the page shows, for what can change it (list-dependencies.ts).
  let shown: number[] = [];
  return cache.page(
    user.tenantId,
    `page|${scope}|${user.roleId}|${user.permissions.join(',')}|${originalClient ? 'oc|' : ''}${JSON.stringify(query)}`,
    query.limit,
    since,
    () =>
      // Reads only, and the hottest call: no transaction (docs/decisions/0015-api-hot-path.md).
      database.readTenant(user.tenantId, async (tx) => {
        const { rows, total, exporting } = await quoteListRepository.list(
          tx,
          user.tenantId,
          visible,
          query,
          scope,
          since,
        );
        shown = rows.map((r) => r.id);
        const deleting = await quoteListRepository.deletingIds(tx, user.tenantId, visible, scope, since);
        const exportingSet = new Set(exporting);
        return {
          rows: rows.map((r) => {
            const row = listRow(r, user, exportingSet);
            return originalClient ? originalClientRow(row) : row;
          }),
          total,
          extras: { queue: { exporting, deleting, refreshing: [] }, statuses: statusMap() },
        };
      }),
    () => pageDependencies(query, scope, shown),
  );
}

export const numDays = (start: string | null | undefined, end: string | null | undefined) =>
  start && end ? diffDays(start, end) + 1 : undefined;

/** Client-side users quote for their own client only; unset, the client is theirs. */
export function scopedClient(user: SessionUser, clientId: number | null | undefined): number | null | undefined {
  const own = clientScope(user);
  if (own === undefined) return clientId;
  if (own === null)
    throw new AppError('FORBIDDEN', 'Your account is not linked to a client, so it cannot hold quotes.');
  if (clientId != null && clientId !== own)
    throw new AppError('FORBIDDEN', 'You can only work on quotes of your own client.');
  return own;
}

export async function createQuote(
  database: Database,
  user: SessionUser,
  input: QuoteCreateBody,
  services: QuoteServicesPort,
) {
  const body = withCleanDescription(input);
  assertCanSetPublic(user, body);
  if (body.from_template !== undefined) return createFromTemplate(database, user, body, services);
  const clientId = scopedClient(user, body.client_id);
  const { code, ...fields } = body;
  const values: QuoteValues & { owner_user_id: number } = {
    ...fields,
    client_id: clientId ?? null,
    num_day: numDays(body.start_date, body.end_date) ?? body.num_day ?? 1,
    status_id: 1,
    owner_user_id: user.userId,
  };
  return insertNewQuote(
    database,
    user,
    values,
    (code) => [{ action: 'created', field: 'code', to: code }],
    (tx) => checkReferences(tx, user.tenantId, values),
    undefined,
    proposedQuoteCode(code),
  );
}

/** Seconds tried for a free code: a burst of a thousand creations for one client still finds one. */
const CODE_TRIES = 1000;

/**
 * Inserts a new quote at version 1 under a fresh code, with its version-1 snapshot and the given
 * history entries; `before` runs first in the same transaction (reference checks, reading a source
 * quote) and may answer values that complete `values`.
 */
export async function insertNewQuote(
  database: Database,
  user: SessionUser,
  values: QuoteValues & { owner_user_id: number },
  entries: (code: string) => HistoryEntry[],
  before?: (tx: TenantTx) => Promise<QuoteValues | void>,
  /** Runs after the insert, before the version-1 snapshot (copies of services), in the same transaction. */
  after?: (tx: TenantTx, id: number) => Promise<void>,
  /** A well-formed code the client proposed: tried first, kept when free. */
  proposed?: string,
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const full = { ...values, ...(await before?.(tx)), owner_user_id: values.owner_user_id };
    const clientId = full.client_id ?? 0;
    const now = Date.now();
    // Codes already committed are skipped without a try; one being written by another
    // transaction makes the insert wait for it, then move on (unique-code.ts).
    const codes = [...(proposed ? [proposed] : []), ...codeSequence((ms) => quoteCode(clientId, ms), now, CODE_TRIES)];
    const taken = await quotesRepository.codesTaken(tx, user.tenantId, codes.slice(0, 30));
    const free = codes.filter((c) => !taken.has(c));
    const { id, code } = await insertUnderFreeCode(
      free,
      (c) => quotesRepository.insert(tx, user.tenantId, c, full),
      'quote',
    );
    await after?.(tx, id);
    const row = await lockQuote(tx, user, id);
    await versionsRepository.saveSnapshot(tx, user.tenantId, row, user.userId);
    await versionsRepository.addHistory(tx, user.tenantId, id, 1, user.userId, entries(code));
    return quoteDetail(tx, user, id);
  });
}

// The part of a detail's key that names the reader, kept per session object: a remembered session
// (decision 0009) is the same object on each of its calls, and joining its permissions was work
// done again on every read (decision 0100).
const readerKeys = new WeakMap<SessionUser, string>();
const readerKeyOf = (user: SessionUser) => {
  let key = readerKeys.get(user);
  if (key === undefined) {
    key = `${visibilityKey(user)}|${user.roleId}|${user.permissions.join(',')}`;
    readerKeys.set(user, key);
  }
  return key;
};

export async function getQuote(database: Database, user: SessionUser, ref: QuoteRef, cache: QuoteReadCache) {
  // The answer depends on who may see the quote and on the role and permissions that decide its
  // price fields and its permissions list: readers alike share one remembered answer, frozen, so
  // its JSON is written once (plugins/kept-answers.ts, decision 0113).
  const key = `${readerKeyOf(user)}|${ref}`;
  return cache.detail(user.tenantId, key, () =>
    // Two reads, no write: no transaction, prepared statements (docs/decisions/0015-api-hot-path.md).
    database.readTenant(user.tenantId, async (tx) => {
      const data = await quoteDetail(tx, user, ref);
      const exporting = !!(await exportsRepository.openFor(tx, user.tenantId, data.id));
      const importingCodes = await importsRepository.pendingCodes(tx, user.tenantId, data.id);
      return freezeShared({
        data,
        // Work in flight (original-client.md §5.3): the quote while an export of it runs, the codes of its service imports
        // waiting (decision 0035). `importing` names itinerary services being refreshed one by one: none such job yet.
        exporting: exporting ? [data.uuid] : [],
        importing: [] as number[],
        queue: { importing: { services: importingCodes } },
        // The same work as the spec's tasks (spec 01 §3 "work in progress"), as the status answer has them.
        tasks: activityTasks(data.uuid, { exporting, importingCodes }),
        permissions: user.permissions.map((name) => ({ name })),
        statuses: nextStatuses(data.status.id, data.itinerary_type_id, user),
      });
    }),
  );
}

export async function updateQuote(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  body: QuoteUpdateBody,
  services: QuoteServicesPort,
  steps: { cur_step?: number; last_step?: number } = {},
) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockQuote(tx, user, ref);
    // Without a version the save goes on the quote as it stands (spec 01 §7: last writer wins).
    if (body.version !== undefined && body.version !== row.version) throw staleVersion(row.version, body.version);
    assertCanSetPublic(user, body, row.itinerary_public);
    assertEditable(user, row.status_id, statusOf(row.status_id).name);
    const { version: _based, ...values } = withCleanDescription(body);
    assertQuoteEditUnlocked(row, values);
    const next: QuoteValues = { ...values };
    if ('client_id' in values) next.client_id = scopedClient(user, values.client_id) ?? null;
    if ('client_id' in next && next.client_id !== row.client_id && row.user_id !== null) {
      // The assignee sees the quote: a user of another client may not keep it (decision 0022).
      const assignee = await quoteReferencesRepository.activeUser(tx, user.tenantId, row.user_id);
      const refusal = assignee && assigneeRefusal(assignee, next.client_id ?? null, 'quote');
      if (refusal)
        throw new AppError('UNPROCESSABLE', `${refusal} Assign the quote to someone else before changing its client.`, [
          { path: 'body.client_id', message: 'the assignee belongs to another client' },
        ]);
    }
    const start = 'start_date' in values ? values.start_date : row.start_date;
    const end = 'end_date' in values ? values.end_date : row.end_date;
    if (start && end && end < start)
      throw new AppError('UNPROCESSABLE', 'The end date cannot be before the start date.', [
        { path: 'body.end_date', message: 'must not be before start_date' },
      ]);
    // With both dates the days are counted from them; a num_day sent along counts only without.
    if (start && end) next.num_day = numDays(start, end);
    else if ('start_date' in values || 'end_date' in values) next.num_day = values.num_day ?? row.num_day;
    if (next.num_day === row.num_day) delete next.num_day;
    await checkReferences(
      tx,
      user.tenantId,
      { ...next, client_id: 'client_id' in next ? next.client_id : row.client_id },
      row,
    );
    // Dates, passengers and rooms drive every price: the new version is saved already re-priced.
    const outcome = await services.reprice(tx, user, { ...row, ...next } as QuoteRow);
    // Errors in the first message reject the save (docs/domain/spec-sections.md#spec-01-section-5): the transaction rolls back.
    const errors = outcome.messages[0]?.errors ?? [];
    // The answer also carries them as the spec's save answers do (docs/domain/api-shapes.md#save-messages).
    if (errors.length)
      throw new AppError(
        'UNPROCESSABLE',
        errors.join(' '),
        errors.map((message) => ({ path: 'messages.0.errors', message })),
        { messages: outcome.messages },
      );
    const changes: HistoryEntry[] = changedFields(row, next).map((c) => ({ action: 'updated', ...c }));
    // A shorter quote drops its written days past the new end that no service is on (docs/domain/days.md).
    if (next.num_day !== undefined && next.num_day < row.num_day)
      changes.push(
        ...(await dropDaysPastEnd(
          tx,
          user.tenantId,
          row.id,
          next.num_day,
          await services.list(tx, user.tenantId, row.id),
        )),
      );
    // Drafted day texts speak the quote's language: a new language tells them again in it (decision 0097).
    if (next.language_id !== undefined && next.language_id !== row.language_id)
      changes.push(...(await redraftDays(tx, user.tenantId, { ...row, ...next } as QuoteRow)).entries);
    if (outcome.listPrice !== row.price) next.price = outcome.listPrice;
    // Last, so it is the newest entry the follow-up moves look for (announced-moves.ts).
    if ('start_date' in next) changes.push(...announcedMoves(steps, row.start_date, next.start_date));
    const saved = await writeVersion(tx, user, row, next, changes);
    const itinerary = await quoteDetail(tx, user, saved.id);
    const days = await outcome.days(saved);
    return {
      itinerary,
      statuses: nextStatuses(saved.status_id, saved.itinerary_type_id, user),
      days,
      messages: outcome.messages,
      message: 'Quote saved.',
      // The save state the spec's screens keep (empty until a save succeeds).
      update_state: updateStateAfter('', true),
    };
  });
}

/** Deletes the quote with its versions, history and request links (cascade). */
export async function deleteQuote(database: Database, user: SessionUser, ref: QuoteRef) {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockQuote(tx, user, ref);
    assertCanDelete(user, row.owner_user_id);
    await quotesRepository.remove(tx, user.tenantId, row.id);
    return { id: row.uuid, deleted: true as const };
  });
}
