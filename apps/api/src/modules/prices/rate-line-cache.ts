import { sql } from 'drizzle-orm';
import type { RateLine } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { pricesRepository } from './prices.repository';

// The rate lines a quote is priced with, kept per API process by the set's stamp: its count and its
// highest revision (rate_lines.rev, migration 0016), which change whenever a line of the set is
// added, edited or removed, by any process. A re-price of a large quote (~470 lines) then reads one
// small row instead of every line. Lines are frozen: the engine reads them, never changes them.

/** A few hundred lines a set, ~100 KB: the quotes being edited at once. */
const MAX_SETS = 50;
const sets = new Map<string, { stamp: string; lines: readonly RateLine[] }>();

export async function quoteRateLines(tx: TenantTx, tenantId: number, serviceIds: readonly number[], salesManualId: number): Promise<RateLine[]> {
  if (!serviceIds.length) return [];
  const ids = [...new Set(serviceIds)].sort((a, b) => a - b);
  const key = `${tenantId}:${salesManualId}:${ids.join(',')}`;
  const [row] = rowsOf<{ stamp: string }>(
    await tx.execute(sql`SELECT count(*) || ':' || coalesce(max(rev), 0) AS stamp FROM rate_lines
      WHERE tenant_id = ${tenantId} AND sales_manual_id = ${salesManualId} AND service_id IN ${ids}`),
  );
  const stamp = row?.stamp ?? '';
  const hit = sets.get(key);
  if (hit?.stamp === stamp) return hit.lines as RateLine[];
  // Lines written between the two reads come back newer than the stamp: the next call reads them again.
  const lines = Object.freeze((await pricesRepository.rateLines(tx, tenantId, ids, salesManualId)).map((l) => Object.freeze(l)));
  sets.delete(key);
  sets.set(key, { stamp, lines });
  if (sets.size > MAX_SETS) sets.delete(sets.keys().next().value!);
  return lines as RateLine[];
}
