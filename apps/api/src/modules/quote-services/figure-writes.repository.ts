import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { ServiceRow } from './quote-services.repository';
import { serviceRowCache } from './service-row-cache';

// Writes whose stored rows the API already knows (decision 0088): a move shifts 40
// services by a day, and a re-price then moves only their dates. Reading the 40 wide rows back
// (RETURNING every column, their JSON parsed) was the largest part of the call; these statements
// return only the new revisions, and the row cache gets the rows as built here.

export interface ServiceDates {
  id: number;
  start_date: string | null;
  end_date: string | null;
}

/**
 * New dates of services whose other figures the run left as stored: `rows` are the cached rows the
 * run priced. Like saveFigures, only a row still at the revision the run priced is written (a row
 * another writer changed meanwhile keeps its dates, and the next call prices it as it now is).
 * Answers the rows as now stored, under their new revisions. A `placed` row (a move, decision 0116)
 * is written with its new day in the same statement: `rows` hold it on that day.
 */
export async function saveDates(
  tx: TenantTx,
  tenantId: number,
  itineraryId: number,
  dates: readonly ServiceDates[],
  rows: ReadonlyMap<number, { rev: string | undefined; row: ServiceRow }>,
  placed: ReadonlyMap<number, unknown> = new Map(),
): Promise<ServiceRow[]> {
  if (!dates.length) return [];
  const values = dates.map(({ id, start_date, end_date }) => ({
    id,
    start_date,
    end_date,
    rev: rows.get(id)?.rev ?? null,
    day: placed.has(id) ? rows.get(id)!.row.day : null,
  }));
  const written = rowsOf<{ id: number; rev: string }>(
    await tx.execute(sql`UPDATE itinerary_services s SET start_date = f.start_date, end_date = f.end_date,
        day = coalesce(f.day, s.day), updated_at = CASE WHEN f.day IS NULL THEN s.updated_at ELSE now() END
      FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS f(id int, rev bigint, start_date date, end_date date, day text)
      WHERE s.tenant_id = ${tenantId} AND s.itinerary_id = ${itineraryId} AND s.id = f.id AND s.rev = f.rev
      RETURNING s.id, s.rev::text AS rev`),
  );
  const byId = new Map(dates.map((d) => [d.id, d]));
  // The tests compare these rows with the stored ones after each call (test/row-cache.fixtures.ts).
  return written.map(({ id, rev }) => {
    const { start_date, end_date } = byId.get(id)!;
    return serviceRowCache.set(rev, { ...rows.get(id)!.row, start_date, end_date });
  });
}
