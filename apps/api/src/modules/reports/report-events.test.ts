import { describe, expect, it } from 'vitest';
import { migrationStatement, reportTest } from './reports.fixtures';

// report_events (decision 0090) stays in step with the proposal events whoever writes: after each
// kind of write, the rows the triggers kept equal the events added up straight from
// publication_events per quote, UTC day, kind, section and level, and a rebuild by the backfill.

const { ctx, w, q } = reportTest();

/** The migration's statement that backfills the events already there. */
const backfill = () => migrationStatement('0054_report_requests.sql', (s) => s.includes('FROM publication_events) k'));

const ts = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
const ORDER = 'ORDER BY 1, 2, 3, 4, 5';

const kept = () =>
  q(
    `SELECT itinerary_id, ${ts('day')} AS day, kind, section, level, n, np, seconds::int AS seconds,
       ${ts('first_at')} AS first_at, ${ts('last_at')} AS last_at
     FROM report_events WHERE tenant_id = $1 ${ORDER}`,
    [w.tenantId],
  );

const direct = () =>
  q(
    `SELECT itinerary_id, ${ts(`date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`)} AS day, kind, section, level,
       count(*)::int AS n, count(*) FILTER (WHERE seconds > 0)::int AS np, COALESCE(sum(seconds) FILTER (WHERE seconds > 0), 0)::int AS seconds,
       ${ts('min(at)')} AS first_at, ${ts('max(at)')} AS last_at
     FROM publication_events WHERE tenant_id = $1 GROUP BY 1, 2, 3, 4, 5 ${ORDER}`,
    [w.tenantId],
  );

/** Each proposal's opens (report_opens, migration 0057) as kept, and counted again from the opening events. */
const opens = (from: string, first: string, last: string, n: string, group: string) =>
  q(
    `SELECT itinerary_id, ${ts(first)} AS first_at, ${ts(last)} AS last_at, ${n}::int AS opens
     FROM ${from} WHERE tenant_id = $1 ${group} ORDER BY 1`,
    [w.tenantId],
  );
const opensKept = () => opens('report_opens', 'first_at', 'last_at', 'opens', '');
const opensDirect = () => opens('publication_events', 'min(at)', 'max(at)', 'count(*)', "AND kind = 'open' GROUP BY 1");

/** The rows the triggers kept equal the direct figures and a rebuild by the backfill. */
async function expectInStep() {
  const rows = await kept();
  expect(rows).toEqual(await direct());
  const opened = await opensKept();
  expect(opened).toEqual(await opensDirect());
  await q('DELETE FROM report_events');
  expect(await opensKept()).toEqual([]);
  await q(backfill());
  expect(await kept()).toEqual(rows);
  expect(await opensKept()).toEqual(opened);
  return rows;
}

describe('report_events follows the proposal events', () => {
  it("adds up the fixtures' events per quote and day: Q2's two level-1 views on one row", async () => {
    const rows = await expectInStep();
    const q2Level1 = rows.filter((r) => r.itinerary_id === w.quotes.q2.id && r.kind === 'level' && r.level === 1);
    expect(q2Level1).toHaveLength(1);
    expect(q2Level1[0]!.n).toBe(2);
    // Q2 opened on two days: two rows.
    expect(rows.filter((r) => r.itinerary_id === w.quotes.q2.id && r.kind === 'open')).toHaveLength(2);
  });

  it('follows events a visitor sends through the public page, batched', async () => {
    const before = await kept();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/public/proposals/rpt-proposal-q2/events',
      headers: { host: 'rpt.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify([
        { kind: 'read', section: 'itinerary', seconds: 40 },
        { kind: 'read', section: 'itinerary', seconds: 0 },
        { kind: 'open' },
      ]),
    });
    expect(res.statusCode).toBe(204);
    const rows = await expectInStep();
    const today = new Date().toISOString().slice(0, 10);
    const read = rows.find(
      (r) => r.itinerary_id === w.quotes.q2.id && r.kind === 'read' && String(r.day).startsWith(today),
    );
    expect(read).toMatchObject({ section: 'itinerary', n: 2, np: 1, seconds: 40 });
    expect(rows.length).toBeGreaterThan(before.length);
  });

  it('follows events re-dated, removed and a quote deleted', async () => {
    await q(`UPDATE publication_events SET at = at - interval '3 days' WHERE tenant_id = $1 AND kind = 'level'`, [
      w.tenantId,
    ]);
    await expectInStep();
    await q(`DELETE FROM publication_events WHERE tenant_id = $1 AND kind = 'read' AND section = 'prices'`, [
      w.tenantId,
    ]);
    expect((await expectInStep()).some((r) => r.section === 'prices')).toBe(false);
    await q('DELETE FROM itineraries WHERE id = $1', [w.quotes.q2.id]);
    expect((await expectInStep()).some((r) => r.itinerary_id === w.quotes.q2.id)).toBe(false);
  });
});
