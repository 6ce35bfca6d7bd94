import { describe, expect, it } from 'vitest';
import { migrationStatement, reportTest } from './reports.fixtures';

// report_rollup_cuts (decision 0078): the tenant-wide months and ISO weeks and the per-client months
// and days stay in step with report_quotes whoever writes, and the reports that read them answer as
// the paths that do not (the same quotes asked through a filter naming every consultant).

const { w, q, report } = reportTest();

/** The migration's last statement: the backfill of the quotes already there. */
const BACKFILL = migrationStatement('0052_report_rollup_cuts.sql', (_s, i, all) => i === all.length - 1);

const COLUMNS = `grain, kind, to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS bucket, key, client_id, consultant_id, status_id, n::int AS n,
  n1::int AS n1, n2::int AS n2, n3::int AS n3, v1::numeric(18, 2)::text AS v1, v2::numeric(18, 2)::text AS v2,
  v3::numeric(18, 2)::text AS v3, m1::numeric(18, 2)::text AS m1, m2::numeric(18, 2)::text AS m2,
  m3::numeric(18, 2)::text AS m3, value::numeric(18, 2)::text AS value`;

const kept = () =>
  q(`SELECT ${COLUMNS} FROM report_rollup_cuts WHERE tenant_id = $1 ORDER BY 1, 2, 3, 4, 5, 6, 7`, [w.tenantId]);

/** The cuts added up straight from report_quotes, written apart from the migration's functions. */
const direct = () =>
  q(
    `WITH i AS (SELECT * FROM report_quotes WHERE tenant_id = $1 AND deleting = 0), k AS (
       SELECT 1 AS kind, created_at AS at, '' AS key, client_id, consultant_id, status_id, (sale1 IS NOT NULL)::int AS n1,
         (sale2 IS NOT NULL)::int AS n2, (sale3 IS NOT NULL)::int AS n3, COALESCE(sale1, 0) AS v1, COALESCE(sale2, 0) AS v2,
         COALESCE(sale3, 0) AS v3, COALESCE(margin1, 0) AS m1, COALESCE(margin2, 0) AS m2, COALESCE(margin3, 0) AS m3,
         COALESCE(price, 0) AS value FROM i
       UNION ALL SELECT 2, COALESCE(sent_at, confirmed_at), '', client_id, consultant_id, status_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
         FROM i WHERE COALESCE(sent_at, confirmed_at) IS NOT NULL
       UNION ALL SELECT 3, created_at, c, client_id, consultant_id, status_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, COALESCE(price, 0)
         FROM i, unnest(countries) c
       UNION ALL SELECT 4, created_at, c || ':' || t, client_id, consultant_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, COALESCE(price, 0)
         FROM i, unnest(countries) c, unnest(destination_ids) t
       UNION ALL SELECT 5, created_at, l::text, client_id, consultant_id, status_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, s
         FROM i, LATERAL (VALUES (1, sale1), (2, sale2), (3, sale3)) v(l, s) WHERE s IS NOT NULL
       UNION ALL SELECT 6, created_at, st.step || ':' || round(extract(epoch FROM st.at - GREATEST(created_at,
           CASE WHEN st.step <> 4 AND sent_at <= st.at THEN sent_at END, CASE WHEN st.step <> 5 AND review_at <= st.at THEN review_at END,
           CASE WHEN st.step <> 2 AND confirmed_at <= st.at THEN confirmed_at END)) / 86400.0)::int,
           client_id, consultant_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
         FROM i, LATERAL (VALUES (4, sent_at), (5, review_at), (2, confirmed_at), (3, rejected_at)) st(step, at) WHERE st.at IS NOT NULL),
     cut AS (
       SELECT g.grain, k.kind, date_trunc(g.unit, k.at, 'UTC') AS bucket, k.key,
         CASE g.cut WHEN 'client' THEN k.client_id END AS client_id,
         CASE g.cut WHEN 'consultant' THEN k.consultant_id END AS consultant_id,
         CASE g.cut WHEN 'client' THEN 0 ELSE k.status_id END AS status_id,
         count(*) AS n, sum(k.n1) AS n1, sum(k.n2) AS n2, sum(k.n3) AS n3, sum(k.v1) AS v1, sum(k.v2) AS v2, sum(k.v3) AS v3,
         sum(k.m1) AS m1, sum(k.m2) AS m2, sum(k.m3) AS m3, sum(k.value) AS value
       FROM k, (VALUES ('mt', 'month', '', ARRAY[1, 2, 3, 4, 5, 6]), ('wt', 'week', '', ARRAY[1, 2]),
         ('mc', 'month', 'client', ARRAY[1]), ('dc', 'day', 'client', ARRAY[1]), ('mu', 'month', 'consultant', ARRAY[1]),
         ('du', 'day', 'consultant', ARRAY[1])) g(grain, unit, cut, kinds)
       WHERE k.kind = ANY(g.kinds) GROUP BY 1, 2, 3, 4, 5, 6, 7)
     SELECT ${COLUMNS} FROM cut ORDER BY 1, 2, 3, 4, 5, 6, 7`,
    [w.tenantId],
  );

/** The cuts as the trigger kept them equal the sums of report_quotes and a rebuild by the backfill. */
async function expectInStep() {
  const rows = await kept();
  expect(rows).toEqual(await direct());
  await q('DELETE FROM report_rollup_cuts');
  await q(BACKFILL);
  expect(await kept()).toEqual(rows);
  return rows;
}

/** The same quotes through a filter naming every consultant: read from month rows and report_quotes, not the cuts. */
const everyone = () => `user=${Object.values(w.users).join(',')}`;

describe('report_rollup_cuts', () => {
  it('is filled by the migration: Q1 in its month, its ISO week and its client month and day', async () => {
    const rows = await expectInStep();
    const q1 = rows.filter((r) => r.kind === 1 && (r.bucket === '2026-03-01' || r.bucket === '2026-03-02'));
    // Q2 (Alpha, Sent, 2026-03-10, listed at 800) shares the month: Q1 alone in its week and day.
    // Rows in key order: the operator was made before the agent.
    const { agent, operator } = w.users;
    expect(q1.map((r) => [r.grain, r.bucket, r.client_id, r.consultant_id, r.status_id, r.n, r.v2, r.value])).toEqual([
      ['dc', '2026-03-02', w.alpha, null, 0, 1, '1500.00', '1500.00'],
      ['du', '2026-03-02', null, agent, 2, 1, '1500.00', '1500.00'],
      ['mc', '2026-03-01', w.alpha, null, 0, 2, '2700.00', '2300.00'],
      ['mt', '2026-03-01', null, null, 2, 1, '1500.00', '1500.00'],
      ['mt', '2026-03-01', null, null, 4, 1, '1200.00', '800.00'],
      ['mu', '2026-03-01', null, operator, 4, 1, '1200.00', '800.00'],
      ['mu', '2026-03-01', null, agent, 2, 1, '1500.00', '1500.00'],
      ['wt', '2026-03-02', null, null, 2, 1, '1500.00', '1500.00'],
    ]);
  });

  it('follows a new quote, a status change, a re-price, a new client, a deletion and a removed status entry', async () => {
    const [row] = await q(
      `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, created_at, status_id, itinerary_type_id, location_ids, price)
       VALUES ($1, 'Q9', 'Trip Q9', $2, $3, '2026-02-14T09:00:00Z', 4, 1, '{}', 900) RETURNING id`,
      [w.tenantId, w.beta, w.users.operator],
    );
    await q(`INSERT INTO itinerary_pricing (itinerary_id, tenant_id, prices) VALUES ($1, $2, $3::jsonb)`, [
      row!.id,
      w.tenantId,
      JSON.stringify([{ type: 'seller', prices: [{ level: 1, total: 900, margin: 90, services: [1] }] }]),
    ]);
    await q(
      `INSERT INTO itinerary_history (tenant_id, itinerary_id, version, action, field, from_value, to_value, created_at)
       VALUES ($1, $2, 1, 'status', 'status_id', '1'::jsonb, '4'::jsonb, '2026-02-16T09:00:00Z')`,
      [w.tenantId, row!.id],
    );
    const rows = await expectInStep();
    expect(rows.find((r) => r.grain === 'wt' && r.kind === 2 && r.bucket === '2026-02-16')).toMatchObject({ n: 1 });
    await q(`UPDATE itineraries SET status_id = 2, sold_level = 3 WHERE id = $1`, [w.quotes.q2.id]);
    await q(`UPDATE itinerary_pricing SET prices = $2::jsonb WHERE itinerary_id = $1`, [
      w.quotes.q1.id,
      JSON.stringify([{ type: 'seller', prices: [{ level: 3, total: 4000, margin: 800, services: [9] }] }]),
    ]);
    await q(`UPDATE itineraries SET client_id = $2 WHERE id = $1`, [w.quotes.q3.id, w.alpha]);
    await expectInStep();
    await q(`UPDATE itineraries SET deleting_at = now() WHERE id = $1`, [w.quotes.q5.id]);
    await q(`DELETE FROM itinerary_history WHERE itinerary_id = $1`, [w.quotes.q1.id]);
    await q(`DELETE FROM itineraries WHERE id = $1`, [w.quotes.q7.id]);
    const after = await expectInStep();
    expect(after.every((r) => Number(r.n) > 0)).toBe(true);
    expect(after.some((r) => r.bucket === '2025-06-15')).toBe(false);
  });
});

describe('reports read from the cuts', () => {
  const windows = [
    '',
    'from=2026-03-04&to=2026-04-22',
    'from=2026-03-01&to=2026-04-30',
    'from=2026-02-28&to=2026-03-09',
  ];

  it('answer periodic quotes by week, month and quarter as the filtered path does, whatever the edges', async () => {
    for (const dates of windows)
      for (const period of ['week', 'month', 'quarter'])
        for (const measure of ['count', 'value', 'margin']) {
          const path = `periodic-quotes?period=${period}&measure=${measure}&${dates}`;
          expect(await report(path), path).toEqual(await report(`${path}&${everyone()}`));
        }
  });

  it('answer conversions, countries, destinations, the funnel steps and clients as the filtered path does', async () => {
    for (const dates of windows)
      for (const name of [
        'conversions?period=week',
        'conversions',
        'destinations',
        'destinations?country=PE',
        'clients',
        'funnel',
        'funnel?by=level',
        'funnel?by=destination',
      ]) {
        const path = `${name}${name.includes('?') ? '&' : '?'}${dates}`;
        expect(await report(path), path).toEqual(await report(`${path}&${everyone()}`));
      }
    const clientAdmin = await report('clients?from=2026-03-04&to=2026-04-22', w.headers.clientAdmin);
    expect(clientAdmin.labels).toHaveLength(1);
  });

  it('are what an unfiltered admin, a cut by client and a funnel by consultant are answered from', async () => {
    // A mark on the cuts shows in the answers (and nowhere else reads them): the proof of the path.
    await q(
      `UPDATE report_rollup_cuts SET n = n + 100 WHERE tenant_id = $1 AND grain IN ('mt', 'mc', 'mu') AND kind = 1`,
      [w.tenantId],
    );
    const periodic = await report('periodic-quotes?from=2026-03-01&to=2026-04-30');
    expect(periodic.datasets[0].data.every((n: number) => n > 100)).toBe(true);
    const clients = await report(`clients?client=${w.beta}&from=2026-03-01&to=2026-04-30`);
    expect(clients.datasets[0].data[0]).toBeGreaterThan(100);
    const funnel = await report(`funnel?by=consultant&user=${w.users.agent}&from=2026-03-01&to=2026-04-30`);
    const confirmed = funnel.cuts[0].steps.find((st: { status_id: number }) => st.status_id === 2);
    expect(confirmed.count).toBeGreaterThan(100);
    await q('DELETE FROM report_rollup_cuts');
    await q(BACKFILL);
    await expectInStep();
  });
});

describe("the funnel's median days from the step-day histogram", () => {
  const sentMedian = async (dates: string) =>
    (await report(`funnel?${dates}`)).steps.find((s: { status_id: number }) => s.status_id === 4).median_days;

  it('keeps each quote in its month at the whole day nearest its days into the step', async () => {
    // Sent 2.5 days after creation: counted at 3 days (the half rounds up), whichever path reads it.
    const [row] = await q(
      `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, created_at, status_id, itinerary_type_id, location_ids, price)
       VALUES ($1, 'Q10', 'Trip Q10', $2, $3, '2025-09-10T10:00:00Z', 4, 1, '{}', 100) RETURNING id`,
      [w.tenantId, w.beta, w.users.operator],
    );
    await q(
      `INSERT INTO itinerary_history (tenant_id, itinerary_id, version, action, field, from_value, to_value, created_at)
       VALUES ($1, $2, 1, 'status', 'status_id', '1'::jsonb, '4'::jsonb, '2025-09-12T22:00:00Z')`,
      [w.tenantId, row!.id],
    );
    const rows = await expectInStep();
    expect(rows.filter((r) => r.kind === 6 && r.bucket === '2025-09-01').map((r) => [r.grain, r.key, r.n])).toEqual([
      ['mt', '4:3', 1],
    ]);
    expect(await sentMedian('from=2025-09-01&to=2025-09-30')).toBe(3);
    expect(await sentMedian('from=2025-09-05&to=2025-09-20')).toBe(3);
    expect(await sentMedian(`from=2025-09-01&to=2025-09-30&${everyone()}`)).toBe(3);
  });

  it('is read from the month rows for whole months, and from report_quotes at the edges', async () => {
    await q(`UPDATE report_rollup_cuts SET key = '4:40' WHERE tenant_id = $1 AND kind = 6 AND bucket = '2025-09-01'`, [
      w.tenantId,
    ]);
    expect(await sentMedian('from=2025-09-01&to=2025-09-30')).toBe(40);
    expect(await sentMedian('from=2025-09-05&to=2025-09-20')).toBe(3);
    await q('DELETE FROM report_rollup_cuts');
    await q(BACKFILL);
    expect(await sentMedian('from=2025-09-01&to=2025-09-30')).toBe(3);
  });
});
