import {
  matrixBase,
  matrixSizes,
  priceMatrixEntry,
  stripPriceFields,
  type MatrixEntry,
  type PriceVisibility,
} from '@itinera/domain';
import type { GenerateMatrixBody, MatrixEntryAnswer, StoredMatrix } from '@itinera/domain/contracts';
import type { Database, TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/app-error';
import type { QuoteRef } from '../quote-core/quote-rows.service';
import { quotePriceVisibility } from '../quote-core/quote-visibility';
import type { QuoteDetailRow } from '../quote-core/quotes.repository';
import { catalogueContentRepository } from '../quote-services/catalogue-content.repository';
import { matrixSources, type MatrixSources } from './matrix-input';
import { presentEntries } from './matrix-present';
import { matrixRepository, type MatrixRow } from './matrix.repository';
import { visibleQuote } from '../quote-core/quote-access';

// The price matrix of a quote (docs/domain/pricing.md#price-matrix, decision 0062). Up to ten sizes (the
// original client's 1–10) are computed in the call, within a second on the large quote; more run
// as the durable `quote.matrix` job, which stores the entries size by size (the progress).

export const MATRIX_JOB = 'quote.matrix';
/** The most sizes computed in the call; a longer list is a job. */
export const INLINE_SIZES = 10;

export interface MatrixJob {
  tenantId: number;
  itineraryId: number;
  generation: string;
}

/** The entries of `sizes`, as the original client reads them. */
export async function computeEntries(
  tx: TenantTx,
  src: MatrixSources,
  sizes: readonly number[],
  childAge: number | null,
): Promise<MatrixEntryAnswer[]> {
  const base = matrixBase(src.input);
  const entries: MatrixEntry[] = sizes.map((n) => priceMatrixEntry(base, n, childAge));
  const places = await catalogueContentRepository.locations(
    [...new Set(src.services.flatMap((s) => s.location_ids))],
    tx,
  );
  return presentEntries(entries, src.services, places);
}

function mayPrice(user: SessionUser, row: QuoteDetailRow): PriceVisibility {
  const visibility = quotePriceVisibility(user, row.permissions);
  if (!visibility.canViewSale) throw new AppError('FORBIDDEN', "You may not see this quote's prices.");
  return visibility;
}

/** I14: computes (or queues) the matrix of the sizes asked and stores it with what it was computed from. */
export async function generateMatrix(
  database: Database,
  queue: JobQueue | undefined,
  user: SessionUser,
  ref: QuoteRef,
  body: GenerateMatrixBody,
): Promise<{ status: 200 | 202; entries: MatrixEntryAnswer[] }> {
  const read = matrixSizes(body);
  if ('error' in read) throw new AppError('UNPROCESSABLE', read.error);
  const { sizes } = read;
  const childAge = body.child_age ?? null;
  const large = sizes.length > INLINE_SIZES;
  if (large) {
    if (!queue) throw new AppError('UNAVAILABLE', 'Large matrices need the background queue, which is not running.');
    await queue.prepare(MATRIX_JOB);
  }
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await visibleQuote(tx, user, ref);
    const visibility = mayPrice(user, row);
    const startDate = body.start_date ?? null;
    const src = await matrixSources(tx, user.tenantId, row, startDate);
    const entries = large ? [] : await computeEntries(tx, src, sizes, childAge);
    const generation = await matrixRepository.save(tx, user.tenantId, row.id, {
      version: row.version,
      rateStamp: src.rateStamp,
      inputStamp: src.inputStamp,
      sizes,
      childAge,
      startDate,
      status: large ? 'running' : 'ready',
      entries,
      userId: user.userId,
    });
    if (large) {
      // Written with the row: a process killed between the two never leaves a matrix waiting for nothing.
      await queue!.send<MatrixJob>(MATRIX_JOB, { tenantId: user.tenantId, itineraryId: row.id, generation }, { tx });
      return { status: 202, entries: [] };
    }
    return { status: 200, entries: stripPriceFields(entries, visibility) };
  });
}

/** Why a stored matrix no longer shows the quote: its content, its rate lines or the rest of its pricing moved. */
function staleReasons(stored: MatrixRow, row: QuoteDetailRow, src: MatrixSources): string[] {
  // A change of the quote says it all: its services (and so the rate lines read) may differ too.
  if (stored.version !== row.version)
    return [`The quote changed since (version ${stored.version}, now ${row.version}).`];
  const out: string[] = [];
  if (stored.rate_stamp !== src.rateStamp) out.push("The rates of the quote's services changed since.");
  if (stored.input_stamp !== src.inputStamp)
    out.push('The sales manual, its margins or the exchange rates changed since.');
  return out;
}

/** I15: `[{data: entries, …}]`, or `[]` when the quote has no matrix. */
export async function getMatrix(database: Database, user: SessionUser, ref: QuoteRef): Promise<StoredMatrix[]> {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await visibleQuote(tx, user, ref);
    const stored = await matrixRepository.get(tx, user.tenantId, row.id);
    if (!stored) return [];
    const src = await matrixSources(tx, user.tenantId, row, stored.start_date);
    const reasons = staleReasons(stored, row, src);
    return [
      {
        data: stripPriceFields(stored.entries, quotePriceVisibility(user, row.permissions)),
        status: stored.status,
        progress: { done: stored.done, total: stored.sizes.length },
        sizes: stored.sizes,
        child_age: stored.child_age,
        start_date: stored.start_date,
        version: stored.version,
        generated_at: new Date(stored.generation).toISOString(),
        stale: reasons.length > 0,
        stale_reasons: reasons,
        error: stored.error,
      },
    ];
  });
}
