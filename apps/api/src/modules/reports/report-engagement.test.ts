import { describe, expect, it } from 'vitest';
import { migrationStatement, reportTest, type Row } from './reports.fixtures';

// report_engagement and report_engagement_days (decision 0108) stay in step whoever writes: after
// each kind of write the kept rows equal a recount from report_events, publication_accepts and
// report_quotes, and a rebuild by the backfill; and the engagement report answers, for any dates,
// the figures counted with DISTINCT on every event, as it did before the kept rows.

const { ctx, w, q, report } = reportTest(async () => {
  // Q2 looked at on more days than the fixtures' one, so a quote's previous day matters.
  const [pub] = await q('SELECT id FROM publications WHERE tenant_id = $1 AND itinerary_id = $2', [
    w.tenantId,
    w.quotes.q2.id,
  ]);
  for (const [kind, ago, level, section, seconds] of [
    ['level', '12 days', 1, null, null],
    ['level', '12 days', 3, null, null],
    ['level', '2 days', 1, null, null],
    ['read', '12 days', null, 'itinerary', 45],
    ['read', '2 days', null, 'itinerary', 15],
    ['read', '2 days', null, 'cover', 0],
  ] as const)
    await q(
      `INSERT INTO publication_events (tenant_id, itinerary_id, publication_id, kind, section, seconds, level, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() - $8::interval)`,
      [w.tenantId, w.quotes.q2.id, pub!.id, kind, section, seconds, level, ago],
    );
});

const backfill = () =>
  migrationStatement('0060_report_engagement.sql', (s) =>
    s.includes('UNION SELECT tenant_id, itinerary_id FROM publication_accepts) k'),
  );

const ts = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

const kept = () =>
  q(
    `SELECT itinerary_id, kind, section, level, ${ts('day')} AS day, ${ts('prev_day')} AS prev_day, n, seconds::int AS seconds
     FROM report_engagement WHERE tenant_id = $1 ORDER BY 1, 2, 3, 4, 5`,
    [w.tenantId],
  );

/** The same rows counted straight from the sources, a quote's previous day by a window over its days. */
const recount = () =>
  q(
    `SELECT itinerary_id, kind, section, level, ${ts('day')} AS day,
       ${ts('lag(day) OVER (PARTITION BY itinerary_id, kind, section, level ORDER BY day)')} AS prev_day, n, seconds
     FROM (
       SELECT itinerary_id, kind, CASE WHEN kind = 'read' THEN section END AS section,
         CASE WHEN kind = 'level' THEN level END AS level, day, sum(n)::int AS n, sum(seconds)::int AS seconds
       FROM report_events
       WHERE tenant_id = $1 AND ((kind = 'level' AND level IN (1, 2, 3)) OR (kind = 'read' AND section IS NOT NULL AND np > 0))
       GROUP BY 1, 2, 3, 4, 5
       UNION ALL
       SELECT itinerary_id, 'accept', NULL, level, date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', count(*)::int, 0
       FROM publication_accepts WHERE tenant_id = $1 GROUP BY 1, 4, 5) e
     WHERE EXISTS (SELECT 1 FROM report_quotes i WHERE i.tenant_id = $1 AND i.itinerary_id = e.itinerary_id AND i.deleting = 0)
     ORDER BY 1, 2, 3, 4, 5`,
    [w.tenantId],
  );

const days = (from: string) =>
  q(
    `SELECT kind, section, level, ${ts('day')} AS day, ${ts('prev_day')} AS prev_day, ${from}
     WHERE tenant_id = $1 GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`,
    [w.tenantId],
  );
const daysKept = () =>
  days('sum(quotes)::int AS quotes, sum(n)::int AS n, sum(seconds)::int AS seconds FROM report_engagement_days');
const daysRecount = () =>
  days('count(*)::int AS quotes, sum(n)::int AS n, sum(seconds)::int AS seconds FROM report_engagement');

async function expectInStep() {
  const rows = await kept();
  expect(rows).toEqual(await recount());
  const added = await daysKept();
  expect(added).toEqual(await daysRecount());
  await q('DELETE FROM report_engagement');
  expect(await daysKept()).toEqual([]);
  await q(backfill());
  expect(await kept()).toEqual(rows);
  expect(await daysKept()).toEqual(added);
  return rows;
}

const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The engagement's levels and sections as they were counted before the kept rows (DISTINCT on every event). */
async function distinct(from: string | null, to: string | null, agent?: number) {
  const values = [w.tenantId, from, to, agent ?? null];
  const scope = `JOIN report_quotes i ON i.tenant_id = $1 AND i.itinerary_id = e.itinerary_id AND i.deleting = 0
      AND ($4::int IS NULL OR i.owner_user_id = $4 OR i.user_id = $4)`;
  const dates = (c: string) =>
    `($2::text IS NULL OR ${c} >= ($2 || 'T00:00:00Z')::timestamptz) AND ($3::text IS NULL OR ${c} < ($3 || 'T00:00:00Z')::timestamptz + interval '1 day')`;
  const levels = await q(
    `SELECT e.level, sum(e.n)::int AS views, count(DISTINCT e.itinerary_id)::int AS proposals FROM report_events e ${scope}
     WHERE e.tenant_id = $1 AND e.kind = 'level' AND e.level IN (1, 2, 3) AND ${dates('e.day')} GROUP BY 1`,
    values,
  );
  const accepts = await q(
    `SELECT e.level, count(*)::int AS n FROM publication_accepts e ${scope} WHERE e.tenant_id = $1 AND ${dates('e.at')} GROUP BY 1`,
    values,
  );
  const sections = await q(
    `SELECT e.section, sum(e.seconds)::int AS seconds, count(DISTINCT e.itinerary_id)::int AS proposals FROM report_events e ${scope}
     WHERE e.tenant_id = $1 AND e.kind = 'read' AND e.section IS NOT NULL AND e.np > 0 AND ${dates('e.day')}
     GROUP BY 1 ORDER BY 2 DESC, 1`,
    values,
  );
  return {
    levels: [1, 2, 3].map((level) => ({
      level,
      views: levels.find((r) => r.level === level)?.views ?? 0,
      proposals: levels.find((r) => r.level === level)?.proposals ?? 0,
      accepted: accepts.find((r) => r.level === level)?.n ?? 0,
    })),
    sections: sections.map((s) => ({ section: s.section, seconds: s.seconds, proposals: s.proposals })),
  };
}

/** The report's answer for the dates equals the DISTINCT count, for the whole tenant and for a travel agent. */
async function expectFigures(from: string | null, to: string | null) {
  const query = `client=&from=${from ?? ''}&to=${to ?? ''}&user=`;
  for (const [headers, agent] of [
    [w.headers.admin, undefined],
    [w.headers.agent, w.users.agent],
  ] as const) {
    const e = await report(`engagement?${query}`, headers);
    expect({
      levels: e.levels.map(({ level, views, proposals, accepted }: Row) => ({ level, views, proposals, accepted })),
      sections: e.sections.map(({ section, seconds, proposals }: Row) => ({ section, seconds, proposals })),
    }).toEqual(await distinct(from, to, agent));
  }
}

const RANGES: [string | null, string | null][] = [
  [null, null],
  [dayAgo(12), null],
  [dayAgo(11), null],
  [dayAgo(4), dayAgo(2)],
  [dayAgo(3), dayAgo(2)],
  [null, dayAgo(5)],
  [dayAgo(10), dayAgo(9)],
];

describe('report_engagement follows the events, the accepts and the quotes', () => {
  it('keeps each quote-day with its previous day, Q2 on three days', async () => {
    const rows = await expectInStep();
    const q2Level1 = rows.filter((r) => r.itinerary_id === w.quotes.q2.id && r.kind === 'level' && r.level === 1);
    expect(q2Level1.map((r) => [r.day, r.prev_day])).toEqual([
      [dayAgo(12), null],
      [dayAgo(4), dayAgo(12)],
      [dayAgo(2), dayAgo(4)],
    ]);
    expect(rows.some((r) => r.kind === 'read' && r.section === 'cover')).toBe(false);
    for (const [from, to] of RANGES) await expectFigures(from, to);
  });

  it('follows events a visitor sends through the public page and an accept', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/public/proposals/rpt-proposal-q2/events',
      headers: { host: 'rpt.localhost', 'content-type': 'application/json' },
      payload: JSON.stringify([
        { kind: 'level', level: 2 },
        { kind: 'read', section: 'prices', seconds: 20 },
      ]),
    });
    expect(res.statusCode).toBe(204);
    await q(
      `INSERT INTO publication_accepts (tenant_id, itinerary_id, link_id, publication_id, level, at)
       SELECT tenant_id, itinerary_id, link_id, id, 3, now() - interval '2 days' FROM publications WHERE tenant_id = $1 AND itinerary_id = $2`,
      [w.tenantId, w.quotes.q2.id],
    );
    await expectInStep();
    for (const [from, to] of [...RANGES, [dayAgo(0), null] as [string, null]]) await expectFigures(from, to);
  });

  it('follows events re-dated and removed, a quote being deleted and a quote deleted', async () => {
    await q(`UPDATE publication_events SET at = at - interval '1 day' WHERE tenant_id = $1 AND kind = 'level'`, [
      w.tenantId,
    ]);
    await expectInStep();
    await q(`DELETE FROM publication_events WHERE tenant_id = $1 AND kind = 'read' AND section = 'prices'`, [
      w.tenantId,
    ]);
    expect((await expectInStep()).some((r) => r.section === 'prices')).toBe(false);
    for (const [from, to] of RANGES) await expectFigures(from, to);
    await q('UPDATE itineraries SET deleting_at = now() WHERE id = $1', [w.quotes.q1.id]);
    expect((await expectInStep()).some((r) => r.itinerary_id === w.quotes.q1.id)).toBe(false);
    for (const [from, to] of RANGES) await expectFigures(from, to);
    await q('UPDATE itineraries SET deleting_at = NULL WHERE id = $1', [w.quotes.q1.id]);
    expect((await expectInStep()).some((r) => r.itinerary_id === w.quotes.q1.id && r.kind === 'accept')).toBe(true);
    await q('DELETE FROM itineraries WHERE id = $1', [w.quotes.q2.id]);
    expect((await expectInStep()).some((r) => r.itinerary_id === w.quotes.q2.id)).toBe(false);
    for (const [from, to] of RANGES) await expectFigures(from, to);
  });
});
