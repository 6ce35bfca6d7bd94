import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../test/helper';
import { demoIds } from '../modules/requests/requests.fixtures';

// The reports calls RP1–RP6 exactly as the original web client makes them
// (original-client.md §11, docs/domain/original-client.md#reports): every call sends client,
// from, to and user, unset ones empty; client and user are id lists to which "All" adds an empty
// item (`client=,12`); the Profile page sends every key empty; summary has no query. Each test
// asserts the answer fields the client reads, on the demo tenant.

let ctx: TestContext;
let admin: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
const today = new Date().toISOString().slice(0, 10);
// The Reports page's defaults: 2025-01-01 to today.
const reportsPage = (set: Record<string, string> = {}) =>
  Object.entries({ client: '', from: '2025-01-01', to: today, user: '', ...set })
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
const PROFILE = 'client=&from=&to=&user=';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
});
afterAll(() => ctx.close());

const get = async (url: string, headers = admin) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

/** {labels[], datasets[]:{label, data[]}}: a number per label in every dataset. */
function expectChart(body: { labels: unknown[]; datasets: { label: unknown; data: unknown[] }[] }) {
  expect(Array.isArray(body.labels)).toBe(true);
  expect(body.labels.every((l) => typeof l === 'string')).toBe(true);
  expect(body.datasets.length).toBeGreaterThan(0);
  for (const d of body.datasets) {
    expect(typeof d.label).toBe('string');
    expect(d.data).toHaveLength(body.labels.length);
    expect(d.data.every((n) => typeof n === 'number')).toBe(true);
  }
}

describe('RP1 GET /tenant/reports/periodic-quotes', () => {
  it('answers periods newest first, so the first 9 reversed run oldest to newest', async () => {
    const body = await get(`/tenant/reports/periodic-quotes?${reportsPage()}`);
    expectChart(body);
    expect(body.labels.length).toBeGreaterThan(9);
    expect([...body.labels].sort().reverse()).toEqual(body.labels);
    expect(body.labels[0]).toBe(today.slice(0, 7));
  });
});

describe('RP2 GET /tenant/reports/clients', () => {
  it('answers labels and datasets[0].data, with "All" sent as an empty item', async () => {
    const all = await get(`/tenant/reports/clients?${reportsPage()}`);
    expectChart(all);
    expect(all.labels).toContain('Andean Trails Travel');
    const one = await get(`/tenant/reports/clients?${reportsPage({ client: `,${ids.andean}`, user: ',' })}`);
    expect(one.labels).toEqual(['Andean Trails Travel']);
    expect(one.datasets[0].data[0]).toBe(all.datasets[0].data[all.labels.indexOf('Andean Trails Travel')]);
  });
});

describe('RP3 GET /tenant/reports/stages', () => {
  it('answers the request stages with datasets[0].data', async () => {
    const body = await get(`/tenant/reports/stages?${reportsPage()}`);
    expectChart(body);
    expect(body.labels).toEqual(['In Preparation', 'Sent', 'Negotiation', 'Won', 'Lost']);
  });
});

describe('RP4 GET /tenant/reports/destinations', () => {
  it('answers countries as labels (the "Country" column of its export)', async () => {
    const body = await get(`/tenant/reports/destinations?${reportsPage()}`);
    expectChart(body);
    expect(body.labels).toContain('Peru');
  });
});

describe('RP5 GET /tenant/reports/summary', () => {
  it('answers {quotes, confirmed} as numbers with no query, and ignores the Profile page keys', async () => {
    const bare = await get('/tenant/reports/summary');
    expect(typeof bare.quotes).toBe('number');
    expect(typeof bare.confirmed).toBe('number');
    expect(bare.confirmed).toBeLessThanOrEqual(bare.quotes);
    expect(await get(`/tenant/reports/summary?${PROFILE}`)).toEqual(bare);
  });
});

describe('RP6 GET /tenant/reports/detail', () => {
  it('answers a bare array of flat rows whose keys become the columns of SalesReport.xlsx', async () => {
    const rows = await get(`/tenant/reports/detail?${reportsPage()}`);
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    const columns = Object.keys(rows[0]);
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(columns);
      expect(Object.values(row).every((v) => v === null || ['string', 'number'].includes(typeof v))).toBe(true);
    }
  });
});

describe('the Profile page and other names', () => {
  it('takes every key empty on every chart', async () => {
    for (const name of ['periodic-quotes', 'clients', 'stages', 'destinations', 'conversions'])
      expectChart(await get(`/tenant/reports/${name}?${PROFILE}`));
  });

  it('answers conversions by name, and 404 naming the known names for an unknown one', async () => {
    expectChart(await get(`/tenant/reports/conversions?${reportsPage({ user: `,${ids.andean}` })}`));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/tenant/reports/revenue?${reportsPage()}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toMatch(/Known reports: periodic-quotes, clients, stages, destinations, conversions/);
  });

  it('keeps the last value of a repeated key', async () => {
    const body = await get(`/tenant/reports/clients?${reportsPage()}&client=${ids.andean}`);
    expect(body.labels).toEqual(['Andean Trails Travel']);
  });
});
