import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { migrationStatement, reportTest } from './reports.fixtures';

// report_rollups (decision 0066) stays in step with report_quotes whoever writes: after each kind of
// write, the sums kept by the trigger equal a rebuild by the migration's own backfill, and both equal
// the counts and sums read straight from report_quotes.

const { ctx, w, q, report } = reportTest();

/** The migration's last statement: the backfill of the quotes already there. */
const BACKFILL = migrationStatement('0046_report_rollups.sql', (_s, i, all) => i === all.length - 1);

const rollups = () =>
  q(
    `SELECT kind, grain, to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS bucket, key, client_id, consultant_id, owner_user_id,
       status_id, n, n1, n2, n3, v1::text, v2::text, v3::text, m1::text, m2::text, m3::text, value::text
     FROM report_rollups WHERE tenant_id = $1 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
    [w.tenantId],
  );

/** Per kind and grain, per status: count and sums, from the rollup and from report_quotes itself. */
async function totals() {
  const fromRollup = await q(
    `SELECT kind, grain, status_id, sum(n)::int AS n, sum(n1 + n2 + n3)::int AS levels, sum(v1 + v2 + v3)::float8 AS sales,
       sum(m1 + m2 + m3)::float8 AS margins, sum(value)::float8 AS value
     FROM report_rollups WHERE tenant_id = $1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    [w.tenantId],
  );
  const direct = await q(
    `WITH i AS (SELECT * FROM report_quotes WHERE tenant_id = $1 AND deleting = 0), k AS (
       SELECT 1 AS kind, status_id, 1 AS n, (sale1 IS NOT NULL)::int + (sale2 IS NOT NULL)::int + (sale3 IS NOT NULL)::int AS levels,
         COALESCE(sale1, 0) + COALESCE(sale2, 0) + COALESCE(sale3, 0) AS sales,
         COALESCE(margin1, 0) + COALESCE(margin2, 0) + COALESCE(margin3, 0) AS margins, COALESCE(price, 0) AS value FROM i
       UNION ALL SELECT 2, status_id, 1, 0, 0, 0, 0 FROM i WHERE COALESCE(sent_at, confirmed_at) IS NOT NULL
       UNION ALL SELECT 3, status_id, 1, 0, 0, 0, COALESCE(price, 0) FROM i, unnest(countries) c
       UNION ALL SELECT 4, 0, 1, 0, 0, 0, COALESCE(price, 0) FROM i, unnest(countries) c, unnest(destination_ids) t
       UNION ALL SELECT 5, status_id, 1, 0, 0, 0, s FROM i, unnest(ARRAY[sale1, sale2, sale3]) s WHERE s IS NOT NULL)
     SELECT kind, g AS grain, status_id, count(*)::int AS n, sum(levels)::int AS levels, sum(sales)::float8 AS sales,
       sum(margins)::float8 AS margins, sum(value)::float8 AS value
     FROM k, unnest(ARRAY['d', 'm']) g GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    [w.tenantId],
  );
  return { fromRollup, direct };
}

/** The rollup as the trigger kept it equals a rebuild and the figures of report_quotes. */
async function expectInStep() {
  const kept = await rollups();
  const { fromRollup, direct } = await totals();
  expect(fromRollup).toEqual(direct);
  await q('DELETE FROM report_rollups');
  await q(BACKFILL);
  expect(await rollups()).toEqual(kept);
  return kept;
}

// Before any write below: the figures of reports.fixtures.ts, read from month rows for the whole
// months and from report_quotes for the partial months at the edges of the dates.
describe('reports read from the month rows and the edges', () => {
  it('adds a filtered period chart from a whole month and a partial one', async () => {
    const chart = await report(`periodic-quotes?client=${w.alpha}&from=2026-03-05&to=2026-04-30`);
    expect(chart.labels).toEqual(['2026-04', '2026-03']);
    expect(chart.datasets.map((d: { data: number[] }) => d.data)).toEqual([
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
  });

  it('cuts by client with both edges partial (Q1, Q2 in March; Q3 on April 20)', async () => {
    expect(await report('clients?from=2026-02-15&to=2026-04-20')).toEqual({
      labels: ['Alpha Tours', 'Beta Travel'],
      datasets: [
        { label: 'Quotes', data: [2, 1] },
        { label: 'Value', data: [2300, 500] },
      ],
    });
  });

  it('keeps a travel agent to its own quotes (owned Q1 in March, assigned Q3 at the April edge)', async () => {
    const chart = await report('periodic-quotes?from=2026-02-20&to=2026-04-25', w.headers.agent);
    expect(chart.labels).toEqual(['2026-04', '2026-03', '2026-02']);
    expect(chart.datasets[0].data).toEqual([1, 1, 0]);
    const funnel = await report('funnel?from=2026-02-20&to=2026-04-25&by=client', w.headers.agent);
    expect(funnel.steps.map((s: { count: number }) => s.count)).toEqual([0, 0, 0, 1, 1]);
  });

  it('reads destinations of a country for one client from the rollup', async () => {
    const chart = await report(`destinations?country=PE&client=${w.alpha}&from=2026-02-15&to=2026-04-20`);
    expect(chart.labels).toEqual([w.places.cuscoRegion, w.places.limaRegion].sort((a, b) => a.localeCompare(b)));
    expect(chart.datasets[0].data).toEqual([1, 1]);
  });
});

describe('report_rollups', () => {
  it('is filled by the migration for the quotes already there, per day tenant-wide and per month and cut', async () => {
    const kept = await expectInStep();
    // Q1 (Alpha, agent, Confirmed, Cusco) in March 2026: one row per grain, with its level figures.
    const q1 = kept.filter((r) => r.kind === 1 && r.status_id === 2 && String(r.bucket).startsWith('2026-03'));
    expect(q1.map((r) => [r.grain, r.bucket, r.client_id, r.consultant_id, r.n, r.v1, r.v2, r.m2, r.value])).toEqual([
      ['d', '2026-03-02', null, null, 1, '1000.00', '1500.00', '300.00', '1500.00'],
      ['m', '2026-03-01', w.alpha, w.users.agent, 1, '1000.00', '1500.00', '300.00', '1500.00'],
    ]);
    // The template Q6 counts nowhere: 7 quotes a grain.
    expect(kept.filter((r) => r.kind === 1 && r.grain === 'd').reduce((n, r) => n + Number(r.n), 0)).toBe(7);
  });

  it('follows a new quote, its prices and its status history', async () => {
    const [row] = await q(
      `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, created_at, status_id, itinerary_type_id, location_ids, price)
       VALUES ($1, 'Q9', 'Trip Q9', $2, $3, '2026-02-14T09:00:00Z', 4, 1, '{}', 900) RETURNING id`,
      [w.tenantId, w.beta, w.users.operator],
    );
    const id = Number(row!.id);
    await q(`INSERT INTO itinerary_pricing (itinerary_id, tenant_id, prices) VALUES ($1, $2, $3::jsonb)`, [
      id,
      w.tenantId,
      JSON.stringify([{ type: 'seller', prices: [{ level: 1, total: 900, margin: 90, services: [1] }] }]),
    ]);
    await q(
      `INSERT INTO itinerary_history (tenant_id, itinerary_id, version, action, field, from_value, to_value, created_at)
       VALUES ($1, $2, 1, 'status', 'status_id', '1'::jsonb, '4'::jsonb, '2026-02-16T09:00:00Z')`,
      [w.tenantId, id],
    );
    const kept = await expectInStep();
    expect(kept.find((r) => r.kind === 2 && r.grain === 'd' && r.bucket === '2026-02-16')).toMatchObject({ n: 1 });
    expect(kept.find((r) => r.kind === 5 && r.grain === 'm' && r.bucket === '2026-02-01')).toMatchObject({
      key: '1',
      client_id: w.beta,
      value: '900.00',
    });
  });

  it('follows status changes, re-prices, a new client or consultant, places and re-dated history', async () => {
    await q(`UPDATE itineraries SET status_id = 2, sold_level = 3 WHERE id = $1`, [w.quotes.q2.id]);
    await q(
      `INSERT INTO itinerary_history (tenant_id, itinerary_id, version, action, field, from_value, to_value, created_at)
       VALUES ($1, $2, 1, 'status', 'status_id', '4'::jsonb, '2'::jsonb, '2026-03-20T09:00:00Z')`,
      [w.tenantId, w.quotes.q2.id],
    );
    await expectInStep();
    await q(`UPDATE itinerary_pricing SET prices = $2::jsonb WHERE itinerary_id = $1`, [
      w.quotes.q1.id,
      JSON.stringify([{ type: 'seller', prices: [{ level: 3, total: 4000, margin: 800, services: [9] }] }]),
    ]);
    await q(`UPDATE itineraries SET client_id = $2 WHERE id = $1`, [w.quotes.q3.id, w.alpha]);
    await q(`UPDATE itineraries SET user_id = $2, location_ids = '{}' WHERE id = $1`, [w.quotes.q4.id, w.users.agent]);
    await q(
      `UPDATE itinerary_history SET created_at = '2026-03-06T09:00:00Z' WHERE itinerary_id = $1 AND to_value = '4'::jsonb`,
      [w.quotes.q1.id],
    );
    const kept = await expectInStep();
    // Q1 re-priced at Luxury only: its March level rows are that one.
    const q1Levels = kept.filter(
      (r) => r.kind === 5 && r.grain === 'm' && r.consultant_id === w.users.agent && r.bucket === '2026-03-01',
    );
    expect(q1Levels).toEqual([expect.objectContaining({ key: '3', value: '4000.00', status_id: 2 })]);
    expect(kept.find((r) => r.kind === 2 && r.grain === 'd' && r.bucket === '2026-03-05')).toBeUndefined();
  });

  it('follows a bulk write (one statement of quotes, prices and history for 60 quotes)', async () => {
    const ids = (
      await q(
        `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, created_at, status_id, itinerary_type_id, location_ids, price)
         SELECT $1, 'B' || g, 'Bulk ' || g, $2, $3, timestamptz '2026-02-01T08:00:00Z' + g * interval '7 hours', 2, 1, '{}', 100 + g
         FROM generate_series(1, 60) g RETURNING id`,
        [w.tenantId, w.alpha, w.users.operator],
      )
    ).map((r) => Number(r.id));
    await q(
      `INSERT INTO itinerary_pricing (itinerary_id, tenant_id, prices)
       SELECT i.id, $2, jsonb_build_array(jsonb_build_object('type', 'seller', 'prices', jsonb_build_array(
         jsonb_build_object('level', 2, 'total', i.price * 2, 'margin', i.price, 'services', '[1]'::jsonb))))
       FROM itineraries i WHERE i.id = ANY($1)`,
      [ids, w.tenantId],
    );
    await q(
      `INSERT INTO itinerary_history (tenant_id, itinerary_id, version, action, field, from_value, to_value, created_at)
       SELECT $2, i.id, 1, 'status', 'status_id', '1'::jsonb, s.v::jsonb, i.created_at + s.after
       FROM itineraries i, (VALUES ('4', interval '1 day'), ('2', interval '3 days')) s(v, after) WHERE i.id = ANY($1)`,
      [ids, w.tenantId],
    );
    // The report rows as the triggers kept them equal the rows read again from the quotes.
    const rows = () =>
      q(
        `SELECT itinerary_id, sale2::text, margin2::text, sent_at, confirmed_at FROM report_quotes WHERE itinerary_id = ANY($1) ORDER BY 1`,
        [ids],
      );
    const kept = await rows();
    expect(kept).toHaveLength(60);
    expect(kept[0]).toMatchObject({ sale2: '202.00', margin2: '101.00' });
    expect(kept.every((r) => r.sent_at !== null && r.confirmed_at !== null)).toBe(true);
    await q('SELECT itinera_report_refresh($1)', [ids]);
    expect(await rows()).toEqual(kept);
    await expectInStep();
  });

  it('follows a write of the app role under row-level security', async () => {
    await ctx.database.withTenant(w.tenantId, (tx) =>
      tx.execute(sql`UPDATE itineraries SET price = 950, status_id = 5 WHERE id = ${w.quotes.q3.id}`),
    );
    await expectInStep();
  });

  it('moves a quote once for an edit of its prices and its price in one statement, whichever row is written first (0124)', async () => {
    const id = w.quotes.q2.id;
    const seller = (total: number) =>
      JSON.stringify([{ type: 'seller', prices: [{ level: 2, total, margin: total / 10, services: [7] }] }]);
    const report = async () =>
      (
        await q(
          `SELECT price::text, status_id, sale1::text, sale2::text, margin2::text FROM report_quotes WHERE itinerary_id = $1`,
          [id],
        )
      )[0];
    /** One write in a transaction of the app role; the report rows it left for the commit's fold. */
    const written = (statement: ReturnType<typeof sql>) =>
      ctx.database.withTenant(w.tenantId, async (tx) => {
        await tx.execute(statement);
        return rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM report_rollup_pending`))[0]!.n;
      });
    // The API's shape (decision 0118): the quote's update is read first, the pricing row's write after it.
    const quoteFirst = (total: number) =>
      written(sql`WITH a AS (UPDATE itinerary_pricing SET prices = ${seller(total)}::jsonb
          WHERE tenant_id = ${w.tenantId} AND itinerary_id = ${id} RETURNING prices),
        i AS (UPDATE itineraries SET price = ${total} WHERE tenant_id = ${w.tenantId} AND id = ${id} RETURNING id)
        SELECT i.id, (SELECT count(*) FROM a) AS priced FROM i`);
    const pricingFirst = (total: number) =>
      written(sql`WITH a AS (UPDATE itinerary_pricing SET prices = ${seller(total)}::jsonb
          WHERE tenant_id = ${w.tenantId} AND itinerary_id = ${id} RETURNING 1)
        UPDATE itineraries SET price = ${total} WHERE tenant_id = ${w.tenantId} AND id = ${id} AND EXISTS (SELECT 1 FROM a)`);

    expect(await quoteFirst(2500)).toBe(1);
    expect(await report()).toEqual({
      price: '2500.00',
      status_id: 2,
      sale1: null,
      sale2: '2500.00',
      margin2: '250.00',
    });
    await expectInStep();
    expect(await pricingFirst(2600)).toBe(1);
    expect(await report()).toMatchObject({ price: '2600.00', sale2: '2600.00', margin2: '260.00' });
    await expectInStep();
    // A status alone, and a re-price that leaves the quote's price, each move the row once too.
    expect(
      await written(sql`UPDATE itineraries SET status_id = 5 WHERE tenant_id = ${w.tenantId} AND id = ${id}`),
    ).toBe(1);
    expect(
      await written(sql`UPDATE itinerary_pricing SET prices = ${seller(2700)}::jsonb
        WHERE tenant_id = ${w.tenantId} AND itinerary_id = ${id}`),
    ).toBe(1);
    const kept = await report();
    expect(kept).toEqual({ price: '2600.00', status_id: 5, sale1: null, sale2: '2700.00', margin2: '270.00' });
    await expectInStep();
    // The row as the triggers kept it is the row read again from the quote.
    await q('SELECT itinera_report_refresh($1)', [[id]]);
    expect(await report()).toEqual(kept);
  });

  it('leaves out a quote being deleted, then a deleted quote and a removed status entry', async () => {
    await q(`UPDATE itineraries SET deleting_at = now() WHERE id = $1`, [w.quotes.q5.id]);
    await expectInStep();
    await q(`DELETE FROM itinerary_history WHERE itinerary_id = $1`, [w.quotes.q1.id]);
    await q(`DELETE FROM itineraries WHERE id = $1`, [w.quotes.q7.id]);
    const kept = await expectInStep();
    expect(kept.filter((r) => r.kind === 1 && r.grain === 'd').reduce((n, r) => n + Number(r.n), 0)).toBe(66);
    expect(kept.every((r) => Number(r.n) > 0)).toBe(true);
  });
});
