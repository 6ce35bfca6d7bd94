import { describe, expect, it } from 'vitest';
import { migrationStatement, reportTest } from './reports.fixtures';

// report_requests (decision 0090) stays in step with the requests, their links and their quotes'
// first time out whoever writes: after each kind of write, the rows the triggers kept equal the
// same figures read straight from files, file_quotes and report_quotes, and a rebuild by the
// migration's own backfill.

const { ctx, w, q, report } = reportTest();

/** The migration's statement that backfills the requests already there. */
const BACKFILL = migrationStatement('0054_report_requests.sql', (s) => s.includes('FROM files))'));

const ts = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`;

const kept = () =>
  q(
    `SELECT file_id AS id, ${ts('created_at')} AS arrived, client_id, user_id, created_by, stage, ${ts('first_out_at')} AS first_out
     FROM report_requests WHERE tenant_id = $1 ORDER BY 1`,
    [w.tenantId],
  );

const direct = () =>
  q(
    `SELECT f.id, ${ts('f.created_at')} AS arrived, f.client_id, f.user_id, f.created_by, f.stage,
       ${ts(`(SELECT min(COALESCE(r.sent_at, r.confirmed_at)) FROM file_quotes fq JOIN report_quotes r ON r.itinerary_id = fq.itinerary_id WHERE fq.file_id = f.id)`)} AS first_out
     FROM files f WHERE f.tenant_id = $1 ORDER BY 1`,
    [w.tenantId],
  );

/** Time to quote's histogram (migration 0057) as its trigger kept it, and counted again from report_requests. */
const times = (from: string, minutes: string, n: string, where: string) =>
  q(
    `SELECT ${ts(`date_trunc('month', created_at, 'UTC')`)} AS month, client_id, user_id, created_by, ${minutes} AS minutes, ${n}::int AS n
     FROM ${from} WHERE tenant_id = $1 AND ${where} GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
    [w.tenantId],
  );
const timesKept = () =>
  times('(SELECT *, bucket AS created_at FROM report_request_times) t', 'minutes', 'sum(n)', 'n <> 0');
const timesDirect = () =>
  times(
    'report_requests',
    `GREATEST(0, round(date_part('epoch', first_out_at - created_at) / 60))::int`,
    'count(*)',
    'first_out_at IS NOT NULL',
  );

/** The rows the triggers kept equal the direct figures and a rebuild by the backfill. */
async function expectInStep() {
  const rows = await kept();
  expect(rows).toEqual(await direct());
  expect(await timesKept()).toEqual(await timesDirect());
  await q('DELETE FROM report_requests');
  await q(BACKFILL);
  expect(await kept()).toEqual(rows);
  return rows;
}

const idOf = async (uuid: string) => Number((await q('SELECT id FROM files WHERE uuid = $1', [uuid]))[0]!.id);

describe('report_requests follows the writes', () => {
  it('holds every request of the fixtures with its first quote out (F4 and F6: none yet)', async () => {
    const rows = await expectInStep();
    expect(rows).toHaveLength(6);
    const byId = new Map(rows.map((r) => [r.id, r]));
    // F4 has no quote; F6 none either.
    expect(byId.get(await idOf(w.requests.f4))!.first_out).toBeNull();
    expect(byId.get(await idOf(w.requests.f6))!.first_out).toBeNull();
    expect(byId.get(await idOf(w.requests.f1))!.first_out).not.toBeNull();
  });

  it('follows a request inserted, its columns updated and a link added or removed', async () => {
    const [f] = await q(
      `INSERT INTO files (tenant_id, code, title, stage, client_id, user_id, created_by, created_at)
       VALUES ($1, 'F9', 'Request F9', 1, $2, NULL, $3, '2026-04-10T08:00:00Z') RETURNING id`,
      [w.tenantId, w.alpha, w.users.admin],
    );
    await expectInStep();
    await q('UPDATE files SET stage = 2, client_id = $2, user_id = $3, created_at = $4 WHERE id = $1', [
      f!.id,
      w.beta,
      w.users.operator,
      '2026-04-09T08:00:00Z',
    ]);
    await q('INSERT INTO file_quotes (tenant_id, file_id, itinerary_id) VALUES ($1, $2, $3), ($1, $2, $4)', [
      w.tenantId,
      f!.id,
      w.quotes.q1.id,
      w.quotes.q2.id,
    ]);
    const linked = (await expectInStep()).find((r) => r.id === f!.id)!;
    expect(linked).toMatchObject({ stage: 2, client_id: w.beta, user_id: w.users.operator });
    expect(linked.first_out).not.toBeNull();
    await q('DELETE FROM file_quotes WHERE file_id = $1', [f!.id]);
    expect((await expectInStep()).find((r) => r.id === f!.id)!.first_out).toBeNull();
    await q('DELETE FROM files WHERE id = $1', [f!.id]);
    expect((await expectInStep()).some((r) => r.id === f!.id)).toBe(false);
  });

  it('follows a linked quote sent through the API, its status history re-dated and the quote deleted', async () => {
    const f4 = await idOf(w.requests.f4);
    await q('INSERT INTO file_quotes (tenant_id, file_id, itinerary_id) VALUES ($1, $2, $3)', [
      w.tenantId,
      f4,
      w.quotes.q4.id,
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/status/${w.quotes.q4.uuid}/4`,
      headers: w.headers.admin,
    });
    expect(res.statusCode).toBe(200);
    const sent = (await expectInStep()).find((r) => r.id === f4)!;
    expect(String(sent.first_out).slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    await q(
      `UPDATE itinerary_history SET created_at = '2026-04-05T09:00:00Z' WHERE itinerary_id = $1 AND to_value = '4'::jsonb`,
      [w.quotes.q4.id],
    );
    expect((await expectInStep()).find((r) => r.id === f4)!.first_out).toBe('2026-04-05T09:00:00');
    await q('DELETE FROM itinerary_history WHERE itinerary_id = $1 AND to_value = $2::jsonb', [w.quotes.q4.id, '4']);
    expect((await expectInStep()).find((r) => r.id === f4)!.first_out).toBeNull();
    await q('DELETE FROM itineraries WHERE id = $1', [w.quotes.q1.id]);
    await expectInStep();
  });
});

describe('report_request_days', () => {
  const daysBackfill = () =>
    migrationStatement('0054_report_requests.sql', (s) => s.includes('SELECT itinera_report_request_days_apply(ARRAY'));
  const days = () =>
    q(
      `SELECT to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, stage, n FROM report_request_days WHERE tenant_id = $1 ORDER BY 1, 2`,
      [w.tenantId],
    );
  const directDays = () =>
    q(
      `SELECT to_char(date_trunc('day', created_at, 'UTC') AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, stage, count(*)::int AS n
       FROM files WHERE tenant_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
      [w.tenantId],
    );
  async function daysInStep() {
    const rows = await days();
    expect(rows).toEqual(await directDays());
    await q('DELETE FROM report_request_days');
    await q(daysBackfill());
    expect(await days()).toEqual(rows);
    return rows;
  }
  const stages = async () => (await report('stages?from=2026-04-01&to=2026-04-30')).datasets[0].data;

  it('counts the requests per arrival day and stage whoever writes, and answers an unfiltered stages chart', async () => {
    await daysInStep();
    const [f] = await q(
      `INSERT INTO files (tenant_id, code, title, stage, client_id, user_id, created_by, created_at)
       VALUES ($1, 'F10', 'Request F10', 1, $2, NULL, $3, '2026-04-20T23:30:00Z') RETURNING id`,
      [w.tenantId, w.alpha, w.users.admin],
    );
    await daysInStep();
    const before = await stages();
    await q('UPDATE files SET stage = 3, created_at = $2 WHERE id = $1', [f!.id, '2026-04-21T00:30:00Z']);
    expect((await daysInStep()).filter((r) => r.day === '2026-04-21')).toEqual([{ day: '2026-04-21', stage: 3, n: 1 }]);
    const after = await stages();
    // Stage 3 (Won) is the chart's fourth bar, after In Preparation, Sent and Negotiation.
    expect([after[0], after[3]]).toEqual([before[0] - 1, before[3] + 1]);
    // A mark on the day rows shows in the unfiltered answer: the proof of the path.
    await q(`UPDATE report_request_days SET n = n + 100 WHERE tenant_id = $1 AND bucket = '2026-04-21T00:00:00Z'`, [
      w.tenantId,
    ]);
    expect((await stages())[3]).toBe(after[3] + 100);
    await q('DELETE FROM report_request_days');
    await q(daysBackfill());
    await q('DELETE FROM files WHERE id = $1', [f!.id]);
    expect((await daysInStep()).some((r) => r.day === '2026-04-21')).toBe(false);
  });
});
