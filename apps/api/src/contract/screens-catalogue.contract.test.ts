import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { demoIds } from '../../test/quotes.fixtures';
import { inject, type Headers } from '../../test/quote-services.fixtures';
import { originalClientHeaders, serviceSearchQuery } from '../../test/original-client';

// Decisions 0064 and 0067, the catalogue modal of the day screen: S9 as the client sends it, with
// `contract_user` = the quote's CLIENT id (original-client.md §6.1), and the service-list loader whose rows the
// client merges into the quote's rows: no '' there may override a row's dates.

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let ctx: TestContext;
let headers: Headers;
let client: number;
let contract: Json;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = originalClientHeaders((await signIn(ctx.app, 'admin@itinera.demo')).headers);
  client = (await demoIds(ctx)).andean;
  const contracts = await inject(
    ctx,
    'GET',
    `/tenant/clients/contract/${client}?id=${client}&contract_id=&page=1&limit=10&search=&name=`,
    headers,
  );
  contract = contracts.json().data[0];
});
afterAll(() => ctx.close());

describe('S9 from the catalogue modal: contract_user is the client id', () => {
  it('answers the services the client’s contract covers, not 0 results', async () => {
    const q = serviceSearchQuery({
      page: '1',
      limit: '10',
      info: '0',
      contract: String(contract.id),
      contract_user: String(client),
      from: '2026-07-02',
      to: '2026-07-02',
      sm: String(contract.sales_manual_contract.data[0]?.id_sales_manual ?? ''),
      num_pax: '2',
      calculate_prices: '1',
    });
    const res = await inject(ctx, 'GET', `/tenant/services?${q}`, headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().meta.total).toBeGreaterThan(0);
    // contract_user alone (no contract): the same client's contracts decide.
    const alone = await inject(
      ctx,
      'GET',
      `/tenant/services?${serviceSearchQuery({ page: '1', limit: '10', info: '0', contract_user: String(client) })}`,
      headers,
    );
    expect(alone.json().meta.total).toBeGreaterThan(0);
    // A client with no contract covers nothing.
    const none = await inject(
      ctx,
      'GET',
      `/tenant/services?${serviceSearchQuery({ page: '1', limit: '10', info: '0', contract_user: '999999' })}`,
      headers,
    );
    expect(none.json().meta.total).toBe(0);
  });
});

describe('S9 service-list loader: rows the client merges carry no empty dates', () => {
  it('leaves start_date and end_date out (or null) when the query names no dates, never ""', async () => {
    const q = serviceSearchQuery({ page: '1', limit: '5000', from: '0000-00-00', to: '0000-00-00', info: '0' });
    const res = await inject(ctx, 'GET', `/tenant/services?${q}`, headers);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Json[];
    expect(rows.length).toBeGreaterThan(0);
    for (const s of rows) {
      expect(s.start_date ?? null).toBeNull();
      expect(s.end_date ?? null).toBeNull();
      // A merge `{...row, ...catalogue}` keeps the row's dates.
      expect({ ...{ start_date: '2026-07-02', end_date: '2026-07-02' }, ...s }).toMatchObject({
        start_date: '2026-07-02',
        end_date: '2026-07-02',
      });
    }
  });
});
