import type { Database } from '../../db/client';
import { ANYONE } from '../quote-core/visible.repository';
import { quotesRepository } from '../quote-core/quotes.repository';
import { matrixSources } from './matrix-input';
import { matrixRepository } from './matrix.repository';
import { computeEntries, type MatrixJob } from './matrix.service';

// The `quote.matrix` job: a large matrix, a few sizes per transaction, each batch stored as it is
// computed (the progress GET reports). A job run again after a crash goes on from the sizes stored;
// a newer generation of the matrix (another POST) ends it.

const BATCH = 4;

export interface MatrixRunner {
  run(job: MatrixJob): Promise<void>;
}

export function createMatrixRunner(database: Database): MatrixRunner {
  return {
    async run({ tenantId, itineraryId, generation }) {
      for (;;) {
        const more = await database.withTenant(tenantId, async (tx) => {
          const stored = await matrixRepository.get(tx, tenantId, itineraryId);
          if (!stored || stored.generation !== generation || stored.status !== 'running') return false;
          const quote = await quotesRepository.detail(tx, tenantId, ANYONE, itineraryId);
          if (!quote) {
            await matrixRepository.fail(tx, tenantId, itineraryId, generation, 'The quote was deleted.');
            return false;
          }
          const next = stored.sizes.slice(stored.done, stored.done + BATCH);
          const src = await matrixSources(tx, tenantId, quote, stored.start_date);
          const entries = await computeEntries(tx, src, next, stored.child_age);
          const finished = stored.done + next.length >= stored.sizes.length;
          const kept = await matrixRepository.append(tx, tenantId, itineraryId, generation, entries, finished);
          return kept && !finished;
        });
        if (!more) return;
      }
    },
  };
}
