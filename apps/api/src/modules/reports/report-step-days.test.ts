import { describe, expect, it } from 'vitest';
import { migrationStatement, reportTest } from './reports.fixtures';

// report_step_days (decision 0090), the funnel's step-day histogram per UTC day, stays in step with
// report_quotes whoever writes, and answers the partial months at the edges of an unfiltered
// funnel's dates.

const { w, q, report } = reportTest();

const backfill = () =>
  migrationStatement('0054_report_requests.sql', (s) => s.includes('SELECT itinera_report_step_days_apply(ARRAY'));

const kept = () =>
  q(
    `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, key, n FROM report_step_days WHERE tenant_id = $1 ORDER BY 1, 2`,
    [w.tenantId],
  );

/** The step days the month cuts keep (0052, kind 6), per day: what the day rows must add up to. */
const months = () =>
  q(
    `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM') AS month, key, n FROM report_rollup_cuts
     WHERE tenant_id = $1 AND kind = 6 AND grain = 'mt' ORDER BY 1, 2`,
    [w.tenantId],
  );
const daysByMonth = async () =>
  (
    await q(
      `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM') AS month, key, sum(n)::int AS n FROM report_step_days
       WHERE tenant_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [w.tenantId],
    )
  ).map((r) => ({ ...r }));

async function expectInStep() {
  const rows = await kept();
  expect(await daysByMonth()).toEqual(await months());
  await q('DELETE FROM report_step_days');
  await q(backfill());
  expect(await kept()).toEqual(rows);
  return rows;
}

const sentMedian = async (dates: string) =>
  (await report(`funnel?${dates}`)).steps.find((s: { status_id: number }) => s.status_id === 4).median_days;

describe('report_step_days', () => {
  it('adds up to the month histogram and follows a new quote, its status history and its deletion', async () => {
    expect((await expectInStep()).length).toBeGreaterThan(0);
    const [row] = await q(
      `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, created_at, status_id, itinerary_type_id, location_ids, price)
       VALUES ($1, 'Q11', 'Trip Q11', $2, $3, '2025-10-07T10:00:00Z', 4, 1, '{}', 100) RETURNING id`,
      [w.tenantId, w.beta, w.users.operator],
    );
    await q(
      `INSERT INTO itinerary_history (tenant_id, itinerary_id, version, action, field, from_value, to_value, created_at)
       VALUES ($1, $2, 1, 'status', 'status_id', '1'::jsonb, '4'::jsonb, '2025-10-11T09:00:00Z')`,
      [w.tenantId, row!.id],
    );
    expect((await expectInStep()).filter((r) => r.day === '2025-10-07')).toEqual([
      { day: '2025-10-07', key: '4:4', n: 1 },
    ]);
    await q('DELETE FROM itineraries WHERE id = $1', [row!.id]);
    expect((await expectInStep()).some((r) => r.day === '2025-10-07')).toBe(false);
  });

  it("answers the partial months at the edges of an unfiltered funnel's dates", async () => {
    const [row] = await q(
      `INSERT INTO itineraries (tenant_id, code, title, client_id, owner_user_id, created_at, status_id, itinerary_type_id, location_ids, price)
       VALUES ($1, 'Q12', 'Trip Q12', $2, $3, '2025-11-12T10:00:00Z', 4, 1, '{}', 100) RETURNING id`,
      [w.tenantId, w.beta, w.users.operator],
    );
    await q(
      `INSERT INTO itinerary_history (tenant_id, itinerary_id, version, action, field, from_value, to_value, created_at)
       VALUES ($1, $2, 1, 'status', 'status_id', '1'::jsonb, '4'::jsonb, '2025-11-14T10:00:00Z')`,
      [w.tenantId, row!.id],
    );
    expect(await sentMedian('from=2025-11-05&to=2025-11-20')).toBe(2);
    // A mark on the day row shows in the answer: the proof of the path.
    await q(`UPDATE report_step_days SET key = '4:30' WHERE tenant_id = $1 AND bucket = '2025-11-12T00:00:00Z'`, [
      w.tenantId,
    ]);
    expect(await sentMedian('from=2025-11-05&to=2025-11-20')).toBe(30);
    await q('DELETE FROM report_step_days');
    await q(backfill());
    expect(await sentMedian('from=2025-11-05&to=2025-11-20')).toBe(2);
  });
});
