import { describe, expect, it } from 'vitest';
import { reportTest } from './reports.fixtures';

// The reports beyond the spec (the funnel, time to quote, what clients look at) on the hand-made
// tenant of reports.fixtures.ts, and report_quotes following writes made through the API.

const { ctx, w, report } = reportTest();
const RANGE = 'from=2026-01-01&to=2026-04-30';

describe('GET /tenant/reports/funnel', () => {
  it('counts and values the quotes stopped at each step, with the median days from the step before', async () => {
    const funnel = await report(`funnel?client=&${RANGE}&user=`);
    expect(funnel.steps).toEqual([
      { status_id: 1, name: 'In Preparation', count: 1, value: 0, median_days: null },
      // Sent after 3 (Q1), 1 (Q2) and 5 (Q3) days.
      { status_id: 4, name: 'Sent', count: 1, value: 800, median_days: 3 },
      { status_id: 5, name: 'Under Review', count: 1, value: 700, median_days: 1 },
      { status_id: 2, name: 'Confirmed', count: 1, value: 1500, median_days: 10 },
      { status_id: 3, name: 'Rejected', count: 1, value: 500, median_days: 5 },
    ]);
    expect(funnel.by).toBeNull();
    expect(funnel.cuts).toEqual([]);
  });

  it('cuts by consultant, largest first', async () => {
    const { cuts } = await report(`funnel?${RANGE}&by=consultant`);
    expect(cuts.map((c: { label: string }) => c.label)).toEqual(['Agatha Agent', 'Ana Admin', 'Oscar Operator']);
    expect(cuts[0]).toEqual({
      key: String(w.users.agent),
      label: 'Agatha Agent',
      steps: [
        { status_id: 1, count: 0, value: 0 },
        { status_id: 4, count: 0, value: 0 },
        { status_id: 5, count: 0, value: 0 },
        { status_id: 2, count: 1, value: 1500 },
        { status_id: 3, count: 1, value: 500 },
      ],
    });
  });

  it('cuts by comfort level with each level its own total, and by destination and agency', async () => {
    const levels = (await report(`funnel?${RANGE}&by=level`)).cuts;
    expect(levels.map((c: { label: string }) => c.label)).toEqual(['Comfort', 'Superior', 'Luxury']);
    expect(levels[0].steps.map((s: { count: number }) => s.count)).toEqual([0, 1, 1, 1, 1]);
    expect(levels[1].steps.map((s: { value: number }) => s.value)).toEqual([0, 1200, 0, 1500, 0]);
    expect(levels[2].steps.map((s: { value: number }) => s.value)).toEqual([0, 2000, 0, 0, 0]);
    const places = (await report(`funnel?${RANGE}&by=destination`)).cuts;
    expect(
      places.map((c: { label: string; steps: { count: number }[] }) => [c.label, c.steps.map((s) => s.count)]),
    ).toEqual([
      ['Peru', [1, 1, 0, 1, 0]],
      ['Costa Rica', [0, 1, 0, 0, 1]],
    ]);
    const agencies = (await report(`funnel?${RANGE}&by=client`)).cuts;
    expect(agencies.map((c: { label: string }) => c.label)).toEqual(['Alpha Tours', 'Beta Travel', 'No client']);
  });

  it('shows an agent its own funnel without values when it may not see sale prices', async () => {
    const own = await report(`funnel?${RANGE}`, w.headers.agent);
    expect(own.steps.map((s: { count: number }) => s.count)).toEqual([0, 0, 0, 1, 1]);
    const blind = await report('funnel', w.headers.noPriceAgent);
    expect(blind.steps[0]).toEqual({ status_id: 1, name: 'In Preparation', count: 1, median_days: null });
  });

  // Medians of a role or a filter: the month rows of report_step_cuts (decision 0099), the partial
  // months at the edges from report_quotes.
  const medians = async (query: string, headers?: Record<string, string>) =>
    (await report(`funnel?${query}`, headers)).steps.map((s: { median_days: number | null }) => s.median_days);

  it("times an agent's own steps: its quote and the one assigned to it, whole months and edges alike", async () => {
    // Q1 (owned) Sent after 3 days and Confirmed 10 later; Q3 (assigned) Sent after 5, Rejected 5 later.
    expect(await medians(RANGE, w.headers.agent)).toEqual([null, 4, null, 10, 5]);
    // March whole, April 1–25 at the edge: the same two quotes.
    expect(await medians('from=2026-03-01&to=2026-04-25', w.headers.agent)).toEqual([null, 4, null, 10, 5]);
    // From March 5: Q1 (created March 2) left out.
    expect(await medians('from=2026-03-05&to=2026-05-31', w.headers.agent)).toEqual([null, 5, null, null, 5]);
    // No dates: Q7 (2025, Confirmed after 5 days) joins Q1.
    expect(await medians('', w.headers.agent)).toEqual([null, 4, null, 7.5, 5]);
  });

  it("times a client admin's agency and a filtered funnel from the same rows", async () => {
    // Alpha: Q1 Sent after 3 days, Q2 after 1.
    expect(await medians(RANGE, w.headers.clientAdmin)).toEqual([null, 2, null, 10, null]);
    expect(await medians(`${RANGE}&client=${w.beta}`)).toEqual([null, 5, null, null, 5]);
    // Q2 is the operator's own; Q3, owned by the operator, is assigned to the agent.
    expect(await medians(`${RANGE}&user=${w.users.operator}`)).toEqual([null, 1, null, null, null]);
    expect(await medians(`${RANGE}&user=${w.users.agent}`)).toEqual([null, 4, null, 10, 5]);
  });
});

describe('GET /tenant/reports/time-to-quote', () => {
  it('times requests from arrival to their first quote sent: median and p90, per consultant and agency', async () => {
    const t = await report(`time-to-quote?client=&${RANGE}&user=`);
    // F1 4 days, F2 6 days, F3 3 days.
    expect(t.overall).toEqual({ requests: 3, median_days: 4, p90_days: 5.6 });
    expect(t.by_consultant).toEqual([
      { id: w.users.operator, name: 'Oscar Operator', requests: 2, median_days: 3.5, p90_days: 3.9 },
      { id: w.users.agent, name: 'Agatha Agent', requests: 1, median_days: 6, p90_days: 6 },
    ]);
    expect(t.by_client).toEqual([
      { id: w.alpha, name: 'Alpha Tours', requests: 2, median_days: 3.5, p90_days: 3.9 },
      { id: w.beta, name: 'Beta Travel', requests: 1, median_days: 6, p90_days: 6 },
    ]);
  });

  it('times the same whole months, partial months at the edges and a single partial month alike', async () => {
    const overall = async (range: string) => (await report(`time-to-quote?${range}`)).overall;
    // March whole: F1 4 days, F3 3 days.
    expect(await overall('from=2026-03-01&to=2026-03-31')).toEqual({ requests: 2, median_days: 3.5, p90_days: 3.9 });
    // From 5 March: F3 (3 days, an edge day) and F2 (6 days, April whole).
    expect(await overall('from=2026-03-05&to=2026-04-30')).toEqual({ requests: 2, median_days: 4.5, p90_days: 5.7 });
    // Within March: F3 alone.
    expect(await overall('from=2026-03-02&to=2026-03-20')).toEqual({ requests: 1, median_days: 3, p90_days: 3 });
    // No dates: every month.
    expect(await overall('client=&from=&to=&user=')).toEqual({ requests: 3, median_days: 4, p90_days: 5.6 });
  });

  it('lists the requests still waiting for a quote, the longest first, linked by their uuid', async () => {
    const { waiting } = await report(`time-to-quote?${RANGE}`);
    expect(waiting.map((r: { code: string }) => r.code)).toEqual(['F5', 'F4', 'F6']);
    expect(waiting[0]).toMatchObject({
      id: w.requests.f5,
      client: 'Alpha Tours',
      consultant: 'Oscar Operator',
      arrived: '2026-02-01',
    });
    expect(waiting[0].days_waiting).toBeGreaterThan(200);
  });

  it("shows a travel agent only the requests it made or holds, and a client admin its agency's", async () => {
    const agent = await report(`time-to-quote?${RANGE}`, w.headers.agent);
    expect(agent.overall).toEqual({ requests: 1, median_days: 6, p90_days: 6 });
    expect(agent.waiting.map((r: { code: string }) => r.code)).toEqual(['F6']);
    const alpha = await report(`time-to-quote?${RANGE}`, w.headers.clientAdmin);
    expect(alpha.by_client.map((c: { name: string }) => c.name)).toEqual(['Alpha Tours']);
    expect(alpha.waiting.map((r: { code: string }) => r.code)).toEqual(['F5', 'F6']);
  });
});

describe('GET /tenant/reports/engagement', () => {
  it('shows which levels clients open and accept and which sections they read longest', async () => {
    const e = await report('engagement?client=&from=&to=&user=');
    expect(e.levels).toEqual([
      { level: 1, name: 'Comfort', views: 2, proposals: 1, accepted: 0 },
      { level: 2, name: 'Superior', views: 1, proposals: 1, accepted: 1 },
      { level: 3, name: 'Luxury', views: 1, proposals: 1, accepted: 0 },
    ]);
    expect(e.sections).toEqual([
      { section: 'itinerary', seconds: 180, proposals: 2, average_seconds: 90 },
      { section: 'prices', seconds: 30, proposals: 1, average_seconds: 30 },
    ]);
  });

  it('lists proposals opened and unanswered after N days (3 by default), linked to the quote', async () => {
    const e = await report('engagement');
    expect(e.days).toBe(3);
    expect(e.follow_up).toHaveLength(1);
    expect(e.follow_up[0]).toMatchObject({
      id: w.quotes.q2.uuid,
      code: 'Q2',
      status: 'Sent',
      opens: 2,
      client: 'Alpha Tours',
    });
    expect(e.follow_up[0].days_since_opened).toBeCloseTo(5, 0);
    const all = await report('engagement?days=0');
    expect(all.follow_up.map((f: { code: string }) => f.code)).toEqual(['Q2', 'Q5']);
  });

  it('keeps to the quotes the caller may see', async () => {
    const agent = await report('engagement?days=0', w.headers.agent);
    expect(agent.follow_up).toEqual([]);
    expect(agent.levels.map((l: { views: number }) => l.views)).toEqual([0, 1, 0]);
  });
});

describe('report_quotes follows the writes', () => {
  it('moves a quote sent through the API into the funnel and the conversions of that day', async () => {
    const before = await report('conversions?period=month');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/status/${w.quotes.q4.uuid}/4`,
      headers: w.headers.admin,
    });
    expect(res.statusCode).toBe(200);
    const after = await report('conversions?period=month');
    expect(after.labels[0]).toBe(new Date().toISOString().slice(0, 7));
    expect(after.datasets[0].data[0]).toBe((before.labels[0] === after.labels[0] ? before.datasets[0].data[0] : 0) + 1);
    const funnel = await report(`funnel?${RANGE}`);
    expect(funnel.steps.map((s: { count: number }) => s.count)).toEqual([0, 2, 1, 1, 1]);
  });

  it('follows a status history re-dated afterwards, as the demo seed moves its history back', async () => {
    await ctx.database.executeSql(
      `UPDATE itinerary_history SET created_at = '2026-02-10T10:00:00Z' WHERE itinerary_id = $1 AND to_value = '4'::jsonb`,
      [w.quotes.q2.id],
    );
    const chart = await report(`conversions?${RANGE}`);
    expect(chart.datasets[0].data).toEqual([1, 1, 1, 0]);
  });

  it('drops a quote that is deleted', async () => {
    await ctx.database.executeSql('DELETE FROM itineraries WHERE id = $1', [w.quotes.q5.id]);
    expect((await report(`clients?${RANGE}`)).labels).toEqual(['Alpha Tours', 'Beta Travel']);
  });
});
