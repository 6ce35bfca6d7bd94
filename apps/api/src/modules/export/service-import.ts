import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { quoteListCache } from '../quote-core/list-cache';
import { lockQuote, type QuoteRef } from '../quote-core/quote-rows.service';
import { placeCatalogueServices } from '../quote-services/services-add.service';
import { writeServices } from '../quote-services/quote-write';
import { importsRepository } from './exports.repository';
import { actingUser } from '../../identity/acting-user.repository';

// Service import by code (contract I22, decision 0035): the request stores the codes and queues the job in one
// transaction, and the codes wait in the quote's queue.importing.services. The job adds the catalogue services on
// day 1 in the same transaction that marks the import done, so a job run again after a crash adds nothing twice.

export const SERVICE_IMPORT_JOB = 'quote.service-import';
export interface ServiceImportJob {
  tenantId: number;
  importId: number;
}

export function createServiceImporter(database: Database, queue: JobQueue | undefined) {
  return {
    /** POST /tenant/itinerary/{id}/service-import. */
    async request(user: SessionUser, ref: QuoteRef, codes: string[]) {
      if (!queue) throw new AppError('UNAVAILABLE', 'Imports need the background queue, which is not running.');
      await queue.prepare(SERVICE_IMPORT_JOB);
      const unique = [...new Set(codes)];
      const pending = await database.withTenant(user.tenantId, async (tx) => {
        const row = await lockQuote(tx, user, ref);
        const importId = await importsRepository.insert(tx, user.tenantId, row.id, user.userId, unique);
        await queue.send<ServiceImportJob>(SERVICE_IMPORT_JOB, { tenantId: user.tenantId, importId }, { tx });
        return importsRepository.pendingCodes(tx, user.tenantId, row.id);
      });
      quoteListCache.changed(user.tenantId);
      return {
        message: `${unique.length === 1 ? 'The service is' : `${unique.length} services are`} being imported.`,
        queue: { importing: { services: pending } },
      };
    },

    async run({ tenantId, importId }: ServiceImportJob) {
      const found = await database.withTenant(tenantId, async (tx) => {
        const row = await importsRepository.byId(tx, tenantId, importId);
        if (!row || row.status !== 'queued') return undefined;
        return {
          row,
          user: row.user_id === null ? undefined : await actingUser(tx, tenantId, row.user_id),
        };
      });
      if (!found) return;
      const { row, user } = found;
      const fail = (reason: string) =>
        database.withTenant(tenantId, (tx) => importsRepository.finish(tx, tenantId, importId, 'failed', { reason }));
      if (!user) return fail('The user who asked for the import is no longer active.');
      try {
        await writeServices(
          database,
          user,
          row.itinerary_id,
          async (tx, quote) => {
            // Under the quote's lock: a second run of this job finds the import done and adds nothing.
            const again = await importsRepository.byId(tx, tenantId, importId);
            if (again?.status !== 'queued') return { affected: [], entries: [] };
            const ids = await importsRepository.catalogueIds(tx, tenantId, row.codes);
            const known = row.codes.filter((c) => ids.has(c));
            const unknown = row.codes.filter((c) => !ids.has(c));
            const placed = known.length
              ? await placeCatalogueServices(
                  tx,
                  user,
                  quote,
                  known.map((c) => ({ service_id: ids.get(c)!, day: '1', level: 0, optional: 0 })),
                  (i) => `services.${i}`,
                )
              : { affected: [], entries: [] };
            await importsRepository.finish(tx, tenantId, importId, 'done', {
              imported: known,
              unknown,
              services: placed.affected,
            });
            return placed;
          },
          { movesPrices: true },
        );
      } catch (error) {
        // A rule refused the write (prices locked, quote not editable): waiting will not change that.
        if (error instanceof AppError) return fail(error.message);
        throw error;
      } finally {
        quoteListCache.changed(tenantId);
      }
    },
  };
}
export type ServiceImporter = ReturnType<typeof createServiceImporter>;
