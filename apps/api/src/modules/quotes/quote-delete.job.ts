import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { SessionUser } from '../../identity/session-user';
import { assertCanDelete } from '../quote-core/quote-visibility';
import { quotesRepository } from '../quote-core/quotes.repository';
import { deleteQuote } from './quotes.service';
import { lockQuote, type QuoteRef } from '../quote-core/quote-rows.service';
import { quoteListCache } from '../quote-core/list-cache';

// Deleting a quote (docs/domain/jobs-and-mail.md#background-work): a large quote's versions and history can take a
// while to go, so with a job queue the request only marks it (it leaves every read at once and
// shows in the list's queue.deleting) and the `quote.delete` job removes the rows.

export const QUOTE_DELETE_JOB = 'quote.delete';
export interface QuoteDeleteJob {
  tenantId: number;
  id: number;
}

/** `id` is the quote's uuid, its public id. */
export type DeleteOutcome = { id: string; deleting: true } | { id: string; deleted: true };

export interface QuoteDeleter {
  /** DELETE /tenant/itinerary/{id}: queued with a job queue, at once without one. */
  request(user: SessionUser, ref: QuoteRef): Promise<DeleteOutcome>;
  /** The job's work. */
  run(job: QuoteDeleteJob): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    quoteDeleter: QuoteDeleter;
  }
}

export function createQuoteDeleter(database: Database, queue: JobQueue | undefined): QuoteDeleter {
  return {
    async request(user, ref) {
      if (!queue) return deleteQuote(database, user, ref);
      await queue.prepare(QUOTE_DELETE_JOB);
      // The mark and the job commit together: a quote is never marked without a job to delete it.
      const id = await database.withTenant(user.tenantId, async (tx) => {
        const row = await lockQuote(tx, user, ref);
        assertCanDelete(user, row.owner_user_id);
        await quotesRepository.markDeleting(tx, user.tenantId, row.id, true);
        await queue.send<QuoteDeleteJob>(
          QUOTE_DELETE_JOB,
          { tenantId: user.tenantId, id: row.id },
          { singletonKey: `${user.tenantId}:${row.id}`, tx },
        );
        return row.uuid;
      });
      return { id, deleting: true };
    },
    async run({ tenantId, id }) {
      await database.withTenant(tenantId, (tx) => quotesRepository.removeDeleting(tx, tenantId, id));
      // Committed: a list that counted while the delete was in flight must not be served again.
      quoteListCache.changed(tenantId);
    },
  };
}
