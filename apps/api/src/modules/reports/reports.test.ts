import { describe, expect, it } from 'vitest';
import { errorOf, signIn } from '../../../test/helper';
import { reportTest } from './reports.fixtures';

// Every figure of the spec's reports on the hand-made tenant of reports.fixtures.ts, worked out on
// paper there; docs/domain/reports.md.

const { ctx, w, get, report } = reportTest();
const RANGE = 'from=2026-01-01&to=2026-04-30';

describe('GET /tenant/reports/periodic-quotes', () => {
  it('counts quotes per month, newest first, with the months that have none, per level in use', async () => {
    expect(await report(`periodic-quotes?client=&${RANGE}&user=`)).toEqual({
      labels: ['2026-04', '2026-03', '2026-02', '2026-01'],
      datasets: [
        { label: 'Quotes', data: [2, 2, 0, 1] },
        { label: 'Comfort', data: [1, 2, 0, 1] },
        { label: 'Superior', data: [0, 2, 0, 0] },
        { label: 'Luxury', data: [0, 1, 0, 0] },
      ],
    });
  });

  it('adds up the sale value and the margin per level', async () => {
    expect((await report(`periodic-quotes?${RANGE}&measure=value`)).datasets).toEqual([
      { label: 'Comfort', data: [500, 1800, 0, 700] },
      { label: 'Superior', data: [0, 2700, 0, 0] },
      { label: 'Luxury', data: [0, 2000, 0, 0] },
    ]);
    expect((await report(`periodic-quotes?${RANGE}&measure=margin`)).datasets[0]).toEqual({
      label: 'Comfort',
      data: [50, 300, 0, 70],
    });
  });

  it('groups by ISO week and by quarter', async () => {
    const weeks = await report('periodic-quotes?from=2026-03-01&to=2026-03-15&period=week');
    expect(weeks.labels).toEqual(['2026-W11', '2026-W10', '2026-W09']);
    expect(weeks.datasets[0].data).toEqual([1, 1, 0]);
    const quarters = await report('periodic-quotes?from=2025-01-01&to=2026-06-30&period=quarter');
    expect(quarters.labels).toEqual(['2026-Q2', '2026-Q1', '2025-Q4', '2025-Q3', '2025-Q2', '2025-Q1']);
    expect(quarters.datasets[0].data).toEqual([2, 3, 0, 0, 1, 0]);
  });

  it('refuses the value without view_sale_price and the margin without costs (403)', async () => {
    const noSale = await get(`periodic-quotes?measure=value`, w.headers.noPriceAgent);
    expect(noSale.statusCode).toBe(403);
    expect(errorOf(noSale).message).toMatch(/sale prices/);
    for (const who of ['operator', 'agent', 'clientAdmin'] as const)
      expect((await get('periodic-quotes?measure=margin', w.headers[who])).statusCode).toBe(403);
    expect((await get(`periodic-quotes?${RANGE}&measure=margin`, w.headers.costOperator)).statusCode).toBe(200);
  });
});

describe('GET /tenant/reports/clients', () => {
  it('counts quotes per agency, most first, with their list prices', async () => {
    expect(await report(`clients?client=&${RANGE}&user=`)).toEqual({
      labels: ['Alpha Tours', 'Beta Travel', 'No client'],
      datasets: [
        { label: 'Quotes', data: [2, 2, 1] },
        { label: 'Value', data: [2300, 500, 700] },
      ],
    });
  });

  it('takes client and user as id lists with an empty item, as the original client sends them', async () => {
    expect((await report(`clients?client=,${w.beta}&${RANGE}&user=`)).labels).toEqual(['Beta Travel']);
    expect((await report(`clients?client=${w.alpha},${w.beta}&${RANGE}`)).datasets[0].data).toEqual([2, 2]);
    // The agent is Q1's owner and Q3's assignee: its quotes are those, whoever owns Q3.
    const mine = await report(`clients?client=&${RANGE}&user=,${w.users.agent}`);
    expect(mine.labels).toEqual(['Alpha Tours', 'Beta Travel']);
    expect(mine.datasets[0].data).toEqual([1, 1]);
  });

  it('leaves the value out for a user without view_sale_price', async () => {
    const chart = await report(`clients?${RANGE}`, w.headers.noPriceAgent);
    expect(chart.datasets.map((d: { label: string }) => d.label)).toEqual(['Quotes']);
  });
});

describe('who sees which figures', () => {
  it('shows a travel agent only its own quotes, whatever user it asks for', async () => {
    const own = await report(`clients?${RANGE}`, w.headers.agent);
    expect(own.labels).toEqual(['Alpha Tours', 'Beta Travel']);
    expect(own.datasets).toEqual([
      { label: 'Quotes', data: [1, 1] },
      { label: 'Value', data: [1500, 500] },
    ]);
    expect((await report(`clients?${RANGE}&user=${w.users.operator}`, w.headers.agent)).labels).toEqual([]);
  });

  it("shows a client admin only its agency's quotes", async () => {
    expect(await report(`clients?${RANGE}`, w.headers.clientAdmin)).toEqual({
      labels: ['Alpha Tours'],
      datasets: [
        { label: 'Quotes', data: [2] },
        { label: 'Value', data: [2300] },
      ],
    });
    expect((await report(`clients?${RANGE}&client=${w.beta}`, w.headers.clientAdmin)).labels).toEqual([]);
  });

  it('keeps tenants apart: neither sees the figures of the other', async () => {
    const demoAdmin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
    const demo = await report('clients', demoAdmin);
    expect(demo.labels).not.toContain('Alpha Tours');
    expect(demo.labels.length).toBeGreaterThan(0);
    const rpt = await report('clients');
    expect(rpt.labels).toEqual(['Alpha Tours', 'Beta Travel', 'No client']);
    expect((await report(`detail`, demoAdmin)).some((r: { Code: string }) => r.Code === 'Q1')).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/tenant/reports/clients',
      headers: { host: 'rpt.localhost' },
    });
    expect(res.statusCode).toBe(401);
    errorOf(res);
  });
});

describe('GET /tenant/reports/destinations', () => {
  it('counts quotes per country, once per country however many places', async () => {
    expect(await report(`destinations?${RANGE}`)).toEqual({
      labels: ['Peru', 'Costa Rica'],
      datasets: [
        { label: 'Quotes', data: [3, 2] },
        { label: 'Value', data: [2300, 1300] },
      ],
    });
  });

  it("counts a country's quotes per destination through the place hierarchy (a city under its region)", async () => {
    const peru = await report(`destinations?${RANGE}&country=PE`);
    expect(peru.labels).toEqual([w.places.cuscoRegion, w.places.limaRegion]);
    expect(peru.datasets[0].data).toEqual([2, 1]);
  });
});

describe('GET /tenant/reports/stages', () => {
  it('counts requests per stage in the order a request moves, with the empty ones', async () => {
    expect(await report(`stages?client=&${RANGE}&user=`)).toEqual({
      labels: ['In Preparation', 'Sent', 'Negotiation', 'Won', 'Lost'],
      datasets: [{ label: 'Requests', data: [2, 1, 1, 1, 1] }],
    });
    expect((await report(`stages?${RANGE}`, w.headers.agent)).datasets[0].data).toEqual([1, 0, 0, 0, 1]);
    expect((await report(`stages?${RANGE}&client=${w.alpha}`)).datasets[0].data).toEqual([1, 1, 1, 1, 0]);
  });
});

describe('GET /tenant/reports/conversions', () => {
  it('counts quotes gone out per month and how many are confirmed now', async () => {
    expect(await report(`conversions?${RANGE}`)).toEqual({
      labels: ['2026-04', '2026-03', '2026-02', '2026-01'],
      datasets: [
        { label: 'Sent', data: [1, 2, 0, 0] },
        { label: 'Confirmed', data: [0, 1, 0, 0] },
        { label: 'Conversion %', data: [0, 50, 0, 0] },
      ],
    });
  });

  it('counts a quote confirmed without a Sent step in the month it was confirmed', async () => {
    const chart = await report('conversions?from=2025-06-01&to=2025-06-30');
    expect(chart.labels).toEqual(['2025-06']);
    expect(chart.datasets.map((d: { data: number[] }) => d.data[0])).toEqual([1, 1, 100]);
  });
});

describe('GET /tenant/reports/summary', () => {
  it("answers the signed-in user's quotes and confirmed ones, whatever query is sent", async () => {
    expect(await report('summary', w.headers.agent)).toEqual({ quotes: 3, confirmed: 2 });
    expect(await report('summary?client=&from=&to=&user=')).toEqual({ quotes: 2, confirmed: 0 });
  });
});

describe('GET /tenant/reports/detail', () => {
  it('answers flat rows, newest first, with margins only for who sees costs', async () => {
    const rows = await report(`detail?client=&${RANGE}&user=`);
    expect(rows.map((r: { Code: string }) => r.Code)).toEqual(['Q4', 'Q3', 'Q2', 'Q1', 'Q5']);
    expect(rows[3]).toMatchObject({
      Code: 'Q1',
      Client: 'Alpha Tours',
      Consultant: 'Agatha Agent',
      Status: 'Confirmed',
      Created: '2026-03-02',
      Sent: '2026-03-05',
      Confirmed: '2026-03-15',
      Countries: 'Peru',
      'Level sold': 'Superior',
      Price: 1500,
      Comfort: 1000,
      Superior: 1500,
      Luxury: null,
      'Comfort margin': 200,
    });
    const operatorRow = (await report(`detail?${RANGE}`, w.headers.operator))[3];
    expect(operatorRow.Price).toBe(1500);
    expect(operatorRow).not.toHaveProperty('Comfort margin');
    const blind = await report('detail', w.headers.noPriceAgent);
    expect(blind.map((r: { Code: string }) => r.Code)).toEqual(['Q8']);
    expect(Object.keys(blind[0])).not.toContain('Price');
    expect(Object.keys(blind[0])).not.toContain('Comfort');
  });
});

describe('bad input and unknown names', () => {
  it('answers 404 naming the known reports for an unknown name', async () => {
    const res = await get('profit?client=&from=&to=&user=');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toContain(
      'Known reports: periodic-quotes, clients, stages, destinations, conversions',
    );
  });

  it.each([
    ['clients?client=abc', 'client'],
    ['clients?user=99999999999', 'user'],
    ['clients?from=2026-02-30', 'from'],
    ['clients?from=2026-05-01&to=2026-04-01', 'to'],
    ['periodic-quotes?period=day', 'period'],
    ['destinations?country=Peru%27--', 'country'],
    ['engagement?days=-1', 'days'],
  ])('refuses %s with 400', async (path, field) => {
    const res = await get(path);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(res))).toContain(field);
  });

  it('keeps the last of a repeated key (decision 0025)', async () => {
    expect((await report(`clients?client=${w.alpha}&client=${w.beta}&${RANGE}`)).labels).toEqual(['Beta Travel']);
  });
});
