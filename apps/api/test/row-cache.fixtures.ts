import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows';
import { SERVICE_COLUMNS, type ServiceRow } from '../src/modules/quote-services/quote-services.repository';
import { serviceRowCache } from '../src/modules/quote-services/service-row-cache';
import type { TestContext } from './helper';

/**
 * Rows a write built instead of reading back (a move's places, a re-price's dates; decision 0088)
 * must be the stored rows, field for field: a row built wrong would be answered and priced from
 * the row cache until its next write, and nothing else would notice. The tests read the quote's
 * rows after the call and compare each one the cache holds at its stored revision, so the API runs
 * the same statements under the tests as in production (issue 50, docs/decisions/issues.md). Answers how many rows the cache
 * held at their stored revision, and throws on the first that differs.
 */
export async function cachedRowsAsStored(ctx: TestContext, quoteUuid: string): Promise<number> {
  const stored = rowsOf<ServiceRow & { rev: string }>(
    await ctx.database.db.execute(sql`SELECT ${SERVICE_COLUMNS}, s.rev::text AS rev FROM itinerary_services s
      WHERE s.itinerary_id = (SELECT id FROM itineraries WHERE uuid = ${quoteUuid}::uuid) ORDER BY s.id`),
  );
  let held = 0;
  for (const { rev, ...row } of stored) {
    const cached = serviceRowCache.get(row.id, rev);
    if (!cached) continue;
    held++;
    if (!isDeepStrictEqual({ ...cached }, row))
      throw new Error(
        `service ${row.id}: the row cached at revision ${rev} is not the row stored\n${JSON.stringify({ cached, stored: row })}`,
      );
  }
  return held;
}
