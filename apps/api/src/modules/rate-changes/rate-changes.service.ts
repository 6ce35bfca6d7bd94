import type { RateChange, RateChangesQuery, RepriceBody, RepriceJob } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { AppError, notFound } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { requireCatalogueAdmin } from '../../plugins/auth';
import { rateImpact } from './rate-impact';
import { rateChangesRepository, type RateChangeRow, type RepricingRow } from './rate-changes.repository';

// Rate changes and their impact (docs/domain/rate-changes.md): for the staff who may edit rates
// (the catalogue's administrators: costs and margins are on every line), checked here, server-side.

export const RATE_REPRICE_JOB = 'catalogue.rate-reprice';
export interface RateRepriceJob {
  tenantId: number;
  repricingId: string;
}

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

const present = (r: RateChangeRow): RateChange => ({
  id: r.id,
  service: { id: r.service_id, code: r.service_code, name: r.service_name },
  source: r.source,
  user: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
  created_at: iso(r.created_at),
  changed_ids: r.changed_ids,
  added_ids: r.added_ids,
  removed_ids: r.removed_ids,
  costs: r.costs,
  open_quotes: r.open_quotes,
});

export async function listRateChanges(
  database: Database,
  user: SessionUser,
  query: RateChangesQuery & { service_id?: number },
) {
  requireCatalogueAdmin(user);
  const rows = await database.withTenant(user.tenantId, (tx) =>
    rateChangesRepository.list(tx, user.tenantId, query.days, query.service_id),
  );
  return { data: rows.map(present) };
}

/** The impact of one change, or (id absent) of every change of the last `days`. */
export function impactOf(database: Database, user: SessionUser, target: { id: number } | { days: number }) {
  requireCatalogueAdmin(user);
  return database.withTenant(user.tenantId, async (tx) => {
    const changes =
      'id' in target
        ? [await rateChangesRepository.byId(tx, user.tenantId, target.id)]
        : await rateChangesRepository.list(tx, user.tenantId, target.days);
    if (changes.some((c) => !c)) throw notFound('This rate change');
    const found = changes as RateChangeRow[];
    return rateImpact(
      tx,
      user.tenantId,
      found.map((c) => c.id),
      [...new Set(found.map((c) => c.service_id))],
    );
  });
}

const presentJob = (r: RepricingRow): RepriceJob => ({
  id: r.id,
  status: r.status,
  total: r.quote_ids.length,
  done: r.results.length,
  rate_change_id: r.rate_change_id,
  results: r.results as RepriceJob['results'],
});

/** POST: stores the re-pricing and queues its job in one transaction; answers its progress. */
export async function requestRepricing(
  database: Database,
  queue: JobQueue | undefined,
  user: SessionUser,
  body: RepriceBody,
) {
  requireCatalogueAdmin(user);
  if (!queue) throw new AppError('UNAVAILABLE', 'Re-pricing needs the background queue, which is not running.');
  await queue.prepare(RATE_REPRICE_JOB);
  const ids = [...new Set(body.quote_ids)];
  return database.withTenant(user.tenantId, async (tx) => {
    if (
      body.rate_change_id !== undefined &&
      !(await rateChangesRepository.byId(tx, user.tenantId, body.rate_change_id))
    )
      throw notFound('This rate change');
    const known = await rateChangesRepository.liveQuoteIds(tx, user.tenantId, ids);
    if (known.length !== ids.length) throw notFound('This quote');
    const id = await rateChangesRepository.createRepricing(
      tx,
      user.tenantId,
      user.userId,
      body.rate_change_id ?? null,
      ids,
    );
    await queue.send<RateRepriceJob>(RATE_REPRICE_JOB, { tenantId: user.tenantId, repricingId: id }, { tx });
    return presentJob((await rateChangesRepository.repricing(tx, user.tenantId, id))!);
  });
}

export async function repricingProgress(database: Database, user: SessionUser, id: string) {
  requireCatalogueAdmin(user);
  const row = await database.withTenant(user.tenantId, (tx) => rateChangesRepository.repricing(tx, user.tenantId, id));
  if (!row) throw notFound('This re-pricing');
  return presentJob(row);
}
