import { describe, expect, it } from 'vitest';
import { migrationStatement, reportTest, type Row } from './reports.fixtures';

// report_step_cuts (decision 0099), the funnel's step-day histogram per month with client,
// consultant and owner, stays in step with report_quotes whoever writes, and answers a travel
// agent's medians.

const { w, q, report } = reportTest();

const backfill = () =>
  migrationStatement('0056_report_step_cuts.sql', (s) => s.includes('SELECT itinera_report_step_cuts_apply(ARRAY'));

const kept = () =>
  q(
    `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM') AS month, key, client_id, consultant_id, owner_user_id, n
     FROM report_step_cuts WHERE tenant_id = $1 ORDER BY 1, 2, 3, 4, 5`,
    [w.tenantId],
  );

/** The tenant-wide month histogram (0052, kind 6): what the cuts must add up to. */
const months = () =>
  q(
    `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM') AS month, key, n FROM report_rollup_cuts
     WHERE tenant_id = $1 AND kind = 6 AND grain = 'mt' ORDER BY 1, 2`,
    [w.tenantId],
  );
const cutsByMonth = () =>
  q(
    `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM') AS month, key, sum(n)::int AS n FROM report_step_cuts
     WHERE tenant_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [w.tenantId],
  );

async function expectInStep() {
  const rows = await kept();
  expect(await cutsByMonth()).toEqual(await months());
  await q('DELETE FROM report_step_cuts');
  await q(backfill());
  expect(await kept()).toEqual(rows);
  return rows;
}

const agentMedians = async (dates: string) =>
  (await report(`funnel?${dates}`, w.headers.agent)).steps.map((s: { median_days: number | null }) => s.median_days);

describe('report_step_cuts', () => {
  it('adds up to the month histogram and follows a new quote, its history, its assignee and its deletion', async () => {
    expect((await expectInStep()).length).toBeGreaterThan(0);
    const [row] = await q(
      `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, created_at, status_id, itinerary_type_id, location_ids, price)
       VALUES ($1, 'Q21', 'Trip Q21', $2, $3, '2025-10-07T10:00:00Z', 4, 1, '{}', 100) RETURNING id`,
      [w.tenantId, w.beta, w.users.operator],
    );
    await q(
      `INSERT INTO itinerary_history (tenant_id, itinerary_id, version, action, field, from_value, to_value, created_at)
       VALUES ($1, $2, 1, 'status', 'status_id', '1'::jsonb, '4'::jsonb, '2025-10-11T09:00:00Z')`,
      [w.tenantId, row!.id],
    );
    const october = (rows: Row[]) => rows.filter((r) => r.month === '2025-10');
    expect(october(await expectInStep())).toEqual([
      {
        month: '2025-10',
        key: '4:4',
        client_id: w.beta,
        consultant_id: w.users.operator,
        owner_user_id: w.users.operator,
        n: 1,
      },
    ]);
    await q('UPDATE itineraries SET user_id = $2 WHERE id = $1', [row!.id, w.users.agent]);
    expect(october(await expectInStep())).toMatchObject([{ consultant_id: w.users.agent, n: 1 }]);
    expect(await agentMedians('from=2025-10-01&to=2025-10-31')).toEqual([null, 4, null, null, null]);
    await q('DELETE FROM itineraries WHERE id = $1', [row!.id]);
    expect(october(await expectInStep())).toEqual([]);
  });

  it("answers an agent's whole months from its rows", async () => {
    expect(await agentMedians('from=2026-03-01&to=2026-03-31')).toEqual([null, 3, null, 10, null]);
    // A mark on the agent's March row shows in the answer: the proof of the path.
    await q(`UPDATE report_step_cuts SET key = '4:30' WHERE tenant_id = $1 AND key = '4:3' AND owner_user_id = $2`, [
      w.tenantId,
      w.users.agent,
    ]);
    expect(await agentMedians('from=2026-03-01&to=2026-03-31')).toEqual([null, 30, null, 10, null]);
    await q('DELETE FROM report_step_cuts');
    await q(backfill());
    expect(await agentMedians('from=2026-03-01&to=2026-03-31')).toEqual([null, 3, null, 10, null]);
  });
});
