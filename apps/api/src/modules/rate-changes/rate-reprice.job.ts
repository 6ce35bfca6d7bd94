import { QUOTE_STATUS, RATE_IMPACT_OPEN_STATUSES } from '@itinera/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ANYONE } from '../quote-core/visible.repository';
import { quotesRepository } from '../quote-core/quotes.repository';
import { repriceFromCatalogue } from '../quote-services/catalogue-repricing';
import { rateChangesRepository, type RepricingRow } from './rate-changes.repository';
import type { RateRepriceJob } from './rate-changes.service';
import { actingUser } from '../../identity/acting-user.repository';
import type { SessionUser } from '../../identity/session-user';

// The re-pricing job (docs/domain/rate-changes.md#re-pricing): one quote per transaction, each
// result stored as it is done (the progress GET reports it). A job run again after a crash goes on
// from the quotes without a result. A confirmed quote is never re-priced (a sold trip keeps its
// price); a locked one goes through the check-prices path, which refuses it: reported, never silent.

type Result = RepricingRow['results'][number];

export interface RateRepriceRunner {
  run(job: RateRepriceJob): Promise<void>;
}

export function createRateRepriceRunner(database: Database): RateRepriceRunner {
  return {
    async run({ tenantId, repricingId }: RateRepriceJob): Promise<void> {
      const job = await database.withTenant(tenantId, (tx) =>
        rateChangesRepository.repricing(tx, tenantId, repricingId),
      );
      if (!job || job.status !== 'running') return;
      const user =
        job.user_id === null
          ? undefined
          : await database.withTenant(tenantId, (tx) => actingUser(tx, tenantId, job.user_id!));
      const done = new Set(job.results.map((r) => r.id));
      const reason = job.rate_change_id === null ? { reason: 'rate changes' } : { rate_change_id: job.rate_change_id };
      for (const [i, id] of job.quote_ids.entries()) {
        if (done.has(id)) continue;
        const result = await repriceOne(database, tenantId, id, user, reason);
        const last = i === job.quote_ids.length - 1;
        await database.withTenant(tenantId, (tx) =>
          rateChangesRepository.addResult(tx, tenantId, repricingId, result, last),
        );
      }
    },
  };
}

async function repriceOne(
  database: Database,
  tenantId: number,
  id: number,
  user: SessionUser | undefined,
  reason: Record<string, unknown>,
): Promise<Result> {
  const quote = await database.withTenant(tenantId, (tx) => quotesRepository.detail(tx, tenantId, ANYONE, id));
  if (!quote) return { id, code: '', outcome: 'skipped', reason: 'The quote was deleted.' };
  const code = quote.code;
  if (quote.status_id === QUOTE_STATUS.CONFIRMED)
    return { id, code, outcome: 'skipped', reason: 'A confirmed quote keeps the price it was sold at.' };
  if (!RATE_IMPACT_OPEN_STATUSES.includes(quote.status_id))
    return {
      id,
      code,
      outcome: 'skipped',
      reason: 'Only open quotes (In Preparation, Sent, Under Review) are re-priced.',
    };
  if (!user)
    return { id, code, outcome: 'refused', reason: 'The user who asked for the re-pricing is no longer active.' };
  try {
    const out = await repriceFromCatalogue(database, user, id, reason);
    return out.changed ? { id, code, outcome: 'repriced', version: out.version } : { id, code, outcome: 'unchanged' };
  } catch (error) {
    if (error instanceof AppError) return { id, code, outcome: 'refused', reason: error.message };
    throw error;
  }
}
