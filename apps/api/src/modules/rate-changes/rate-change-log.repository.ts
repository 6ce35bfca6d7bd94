import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The log of rate changes (docs/domain/rate-changes.md#recording): the catalogue editor and the
// rate-sheet import read the services' lines before they write (snapshot) and, in the same
// transaction, record one row per service whose lines moved (record). A save that writes the same
// lines again records nothing. Pure SQL on rate_lines and rate_changes: no module of quotes here.

interface LineState {
  id: number;
  service_id: number;
  sales_manual_id: number;
  unit_cost: number;
  /** Every column that prices, as text: two equal lines have equal signatures (rev aside). */
  signature: string;
}

export type RateLinesSnapshot = Map<number, LineState>;
export type RateChangeSource = 'editor' | 'import';

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

async function linesOf(tx: TenantTx, tenantId: number, serviceIds: readonly number[]): Promise<RateLinesSnapshot> {
  if (!serviceIds.length) return new Map();
  const rows = rowsOf<LineState>(
    await tx.execute(sql`SELECT id, service_id, sales_manual_id, unit_cost::float8 AS unit_cost,
        (to_jsonb(r) - 'rev' - 'tenant_id')::text AS signature
      FROM rate_lines r WHERE tenant_id = ${tenantId} AND service_id = ANY(${intArray([...new Set(serviceIds)])})`),
  );
  return new Map(rows.map((r) => [r.id, { ...r, unit_cost: Number(r.unit_cost) }]));
}

export const rateChangeLog = {
  /** The services' rate lines before a write. */
  snapshot: linesOf,

  /** One rate_changes row per service whose lines the write added, changed or removed; their ids. */
  async record(
    tx: TenantTx,
    tenantId: number,
    userId: number,
    serviceIds: readonly number[],
    before: RateLinesSnapshot,
    source: RateChangeSource,
  ): Promise<number[]> {
    const after = await linesOf(tx, tenantId, serviceIds);
    const ids: number[] = [];
    for (const serviceId of new Set(serviceIds)) {
      const was = [...before.values()].filter((l) => l.service_id === serviceId);
      const now = [...after.values()].filter((l) => l.service_id === serviceId);
      const added = now.filter((l) => !before.has(l.id));
      const removed = was.filter((l) => !after.has(l.id));
      const changed = now.filter((l) => before.has(l.id) && before.get(l.id)!.signature !== l.signature);
      if (!added.length && !removed.length && !changed.length) continue;
      const costs = [
        ...changed.map((l) => ({
          id: l.id,
          sales_manual_id: l.sales_manual_id,
          before: before.get(l.id)!.unit_cost,
          after: l.unit_cost,
        })),
        ...added.map((l) => ({ id: l.id, sales_manual_id: l.sales_manual_id, before: null, after: l.unit_cost })),
        ...removed.map((l) => ({ id: l.id, sales_manual_id: l.sales_manual_id, before: l.unit_cost, after: null })),
      ];
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`INSERT INTO rate_changes (tenant_id, service_id, user_id, source, changed_ids, added_ids, removed_ids, costs)
          VALUES (${tenantId}, ${serviceId}, ${userId}, ${source}, ${intArray(changed.map((l) => l.id))},
            ${intArray(added.map((l) => l.id))}, ${intArray(removed.map((l) => l.id))}, ${JSON.stringify(costs)}::jsonb)
          RETURNING id`),
      );
      ids.push(row!.id);
    }
    return ids;
  },
};
