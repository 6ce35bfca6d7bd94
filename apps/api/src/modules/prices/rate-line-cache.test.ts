import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helper';
import { rowsOf } from '../../db/rows';
import { quoteRateLines } from './rate-line-cache';

// The lines held in memory must be the stored ones after any write, by any code: an edit, a delete
// and an insert made in plain SQL (as another process would) are each seen by the next read.

let ctx: TestContext;
let set: { tenant_id: number; sales_manual_id: number; service_id: number };
beforeAll(async () => {
  ctx = await createTestApp();
  [set] = rowsOf<typeof set>(
    await ctx.database.db.execute(
      sql`SELECT tenant_id, sales_manual_id, service_id FROM rate_lines GROUP BY 1, 2, 3 HAVING count(*) >= 2 ORDER BY 3 LIMIT 1`,
    ),
  );
});
afterAll(() => ctx.close());

const read = () =>
  ctx.database.withTenant(set.tenant_id, (tx) =>
    quoteRateLines(tx, set.tenant_id, [set.service_id], set.sales_manual_id),
  );
const owner = (statement: ReturnType<typeof sql>) => ctx.database.db.execute(statement);

describe('rate lines kept by their stamp', () => {
  it('answers the same lines while nothing changes, and the stored ones after an edit, a delete and an insert', async () => {
    const first = await read();
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(await read()).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);

    const [line] = first;
    await owner(sql`UPDATE rate_lines SET unit_cost = unit_cost + 7 WHERE id = ${line!.id}`);
    const edited = await read();
    expect(Number(edited.find((l) => l.id === line!.id)!.unit_cost)).toBeCloseTo(Number(line!.unit_cost) + 7, 2);

    await owner(sql`DELETE FROM rate_lines WHERE id = ${line!.id}`);
    expect((await read()).map((l) => l.id)).not.toContain(line!.id);

    await owner(sql`INSERT INTO rate_lines (tenant_id, service_id, sales_manual_id, season_from, season_to, min_pax, max_pax, room_type_id, level, basis, unit_cost, currency_id, capacity)
      SELECT tenant_id, service_id, sales_manual_id, season_from, season_to, min_pax, max_pax, room_type_id, level, basis, unit_cost, currency_id, capacity FROM rate_lines WHERE id = ${edited[1]!.id}`);
    expect(await read()).toHaveLength(first.length);
  });
});
