import type { RateLine } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { rememberBounded } from '../../lib/bounded-map';
import { pricesRepository } from './prices.repository';

// The rate lines a quote is priced with, kept per API process by the set's stamp: its count and its
// highest revision (rate_lines.rev, migration 0016), which change whenever a line of the set is
// added, edited or removed, by any process. A re-price of a large quote (~470 lines) then reads one
// small row instead of every line. Lines are frozen: the engine reads them, never changes them.

/** A few hundred lines a set, ~100 KB: the quotes being edited at once. */
const MAX_SETS = 50;
const sets = new Map<string, { stamp: string; lines: readonly RateLine[] }>();

export async function quoteRateLines(
  tx: TenantTx,
  tenantId: number,
  serviceIds: readonly number[],
  salesManualId: number,
  /** The set's stamp when the caller read it already (the pricing context reads it with the rest). */
  knownStamp?: string,
): Promise<RateLine[]> {
  if (!serviceIds.length) return [];
  const ids = [...new Set(serviceIds)].sort((a, b) => a - b);
  const key = `${tenantId}:${salesManualId}:${ids.join(',')}`;
  const stamp = knownStamp ?? (await pricesRepository.rateLinesStamp(tx, tenantId, ids, salesManualId));
  const hit = sets.get(key);
  if (hit?.stamp === stamp) return hit.lines as RateLine[];
  // Lines written between the two reads come back newer than the stamp: the next call reads them again.
  const lines = Object.freeze(
    (await pricesRepository.rateLines(tx, tenantId, ids, salesManualId)).map((l) => Object.freeze(l)),
  );
  rememberBounded(sets, key, { stamp, lines }, MAX_SETS);
  return lines as RateLine[];
}
