import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';

let ctx: TestContext;
const as: Record<string, Record<string, string>> = {};
let seeded: { id: number; name: string };

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = as.admin!,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const manual = (patch: object = {}) => ({
  name: 'Net rates 2028 (EUR)',
  currency_id: 2,
  valid_from: '2028-01-01',
  valid_to: '2028-12-31',
  margin_hotel: 18,
  margin_service: 22.5,
  ...patch,
});
const USD = 1;
const EUR = 2;
const PEN = 3;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'operator', 'agent', 'clientadmin'])
    as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  seeded = (await call('GET', '/tenant/sales_manuals')).json().data[0];
});
afterAll(() => ctx.close());

describe('sales manuals', () => {
  it('creates, reads, updates and archives a sales manual', async () => {
    const created = await call('POST', '/tenant/sales_manuals', as.admin, manual());
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toEqual({
      id: expect.any(Number),
      name: 'Net rates 2028 (EUR)',
      valid_from: '2028-01-01',
      valid_to: '2028-12-31',
      margin_hotel: '18.00',
      margin_service: '22.50',
      currency: { id: EUR, code: 'EUR', currency_sign: '€' },
    });
    // A travel agent reads the manual without its margins (cost side: decisions 0013, 0023 and 0024).
    const { margin_hotel: _h, margin_service: _s, ...withoutMargins } = row;
    expect((await call('GET', `/tenant/sales_manuals/${row.id}`, as.agent)).json().data).toEqual(withoutMargins);
    const updated = await call(
      'PUT',
      `/tenant/sales_manuals/${row.id}`,
      as.admin,
      manual({ name: 'Net rates 2028 (USD)', currency_id: USD, valid_to: '2028-06-30' }),
    );
    expect(updated.json().data).toMatchObject({
      name: 'Net rates 2028 (USD)',
      valid_to: '2028-06-30',
      currency: { code: 'USD' },
    });
    expect((await call('DELETE', `/tenant/sales_manuals/${row.id}`)).json().data).toMatchObject({
      id: row.id,
      archived: true,
    });
    const names = (await call('GET', '/tenant/sales_manuals')).json().data.map((m: { name: string }) => m.name);
    expect(names).not.toContain('Net rates 2028 (USD)');
    expect((await call('GET', `/tenant/sales_manuals/${row.id}`)).statusCode).toBe(404);
  });

  it('refuses a period that ends before it starts and an unknown currency with 422', async () => {
    const reversed = await call(
      'POST',
      '/tenant/sales_manuals',
      as.admin,
      manual({ valid_from: '2028-12-31', valid_to: '2028-01-01' }),
    );
    expect(reversed.statusCode).toBe(422);
    expect(errorOf(reversed).message).toBe('The sales manual ends before it starts.');
    const currency = await call('PUT', `/tenant/sales_manuals/${seeded.id}`, as.admin, manual({ currency_id: 99_999 }));
    expect(currency.statusCode).toBe(422);
    errorOf(currency);
    expect(currency.json().details[0].path).toBe('body.currency_id');
    expect((await call('GET', `/tenant/sales_manuals/${seeded.id}`)).json().data.name).toBe(seeded.name);
  });

  it('refuses junk with 400', async () => {
    for (const patch of [
      { valid_from: '2028-02-30' },
      { valid_to: 'tomorrow' },
      { margin_hotel: 100 },
      { currency_id: 'usd' },
      { name: '' },
    ]) {
      const res = await call('POST', '/tenant/sales_manuals', as.admin, manual(patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      errorOf(res);
    }
  });

  it('keeps a manual that an active contract sells with, saying which (409)', async () => {
    const res = await call('DELETE', `/tenant/sales_manuals/${seeded.id}`);
    expect(res.statusCode).toBe(409);
    const message = errorOf(res).message;
    expect(message).toContain('Andean Trails — Peru 2026–2027');
    expect(message).toContain('Pura Vida Journeys — Costa Rica 2026–2027');
    expect((await call('GET', `/tenant/sales_manuals/${seeded.id}`)).statusCode).toBe(200);
  });

  it('answers 401, 403 to non-admins and 404 to another tenant, changing nothing', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/tenant/sales_manuals/${seeded.id}` })).statusCode).toBe(401);
    for (const who of ['operator', 'agent', 'clientadmin']) {
      expect((await call('POST', '/tenant/sales_manuals', as[who], manual())).statusCode, who).toBe(403);
      expect((await call('PUT', `/tenant/sales_manuals/${seeded.id}`, as[who], manual())).statusCode, who).toBe(403);
      expect(errorOf(await call('DELETE', `/tenant/sales_manuals/${seeded.id}`, as[who])).code, who).toBe('FORBIDDEN');
    }
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', manual({ name: 'Stolen' })],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/tenant/sales_manuals/${seeded.id}`, as.other, payload);
      expect(res.statusCode, method).toBe(404);
      errorOf(res);
    }
    expect((await call('GET', `/tenant/sales_manuals/${seeded.id}`)).json().data).toMatchObject({
      name: seeded.name,
      valid_from: '2026-01-01',
    });
  });
});

describe('exchange rates', () => {
  it('lists the tenant rates in the envelope, 100 a page, filtered by currency', async () => {
    const all = await call('GET', '/tenant/exchange_rates', as.agent);
    expect(all.statusCode).toBe(200);
    expect(all.json().meta).toMatchObject({ total: 6, per_page: 100, current_page: 1 });
    const fromPen = (await call('GET', `/tenant/exchange_rates?from=${PEN}`)).json().data;
    expect(fromPen).toEqual([
      {
        id: expect.any(Number),
        from_currency: 'PEN',
        to_currency: 'USD',
        from_currency_id: PEN,
        to_currency_id: USD,
        rate: '0.26666667',
        valid_from: '2026-01-01',
      },
    ]);
    expect(
      (await call('GET', `/tenant/exchange_rates?from=${USD}&to=${EUR}`))
        .json()
        .data.map((r: { rate: string }) => r.rate),
    ).toEqual(['0.92590000']);
    expect((await call('GET', '/tenant/exchange_rates?limit=2&page=2')).json().meta).toMatchObject({
      per_page: 2,
      current_page: 2,
      last_page: 3,
    });
  });

  it('adds a dated rate, refuses the same pair and date again (409), and deletes it', async () => {
    const rate = { from_currency_id: USD, to_currency_id: PEN, rate: '3.8125', valid_from: '2027-01-01' };
    const created = await call('POST', '/tenant/exchange_rates', as.admin, rate);
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toEqual({
      id: expect.any(Number),
      from_currency: 'USD',
      to_currency: 'PEN',
      from_currency_id: USD,
      to_currency_id: PEN,
      rate: '3.81250000',
      valid_from: '2027-01-01',
    });
    const again = await call('POST', '/tenant/exchange_rates', as.admin, { ...rate, rate: 3.9 });
    expect(again.statusCode).toBe(409);
    errorOf(again);
    const usdPen = (await call('GET', `/tenant/exchange_rates?from=${USD}&to=${PEN}`))
      .json()
      .data.map((r: { valid_from: string; rate: string }) => `${r.valid_from} ${r.rate}`);
    expect(usdPen).toEqual(['2027-01-01 3.81250000', '2026-01-01 3.75000000']);
    expect((await call('DELETE', `/tenant/exchange_rates/${row.id}`)).json().data).toEqual(row);
    expect((await call('DELETE', `/tenant/exchange_rates/${row.id}`)).statusCode).toBe(404);
  });

  it('refuses a rate from a currency to itself and unknown currencies (422), junk (400)', async () => {
    const same = await call('POST', '/tenant/exchange_rates', as.admin, {
      from_currency_id: USD,
      to_currency_id: USD,
      rate: 1,
      valid_from: '2027-01-01',
    });
    expect(same.statusCode).toBe(422);
    expect(errorOf(same).message).toMatch(/two different currencies/);
    const unknown = await call('POST', '/tenant/exchange_rates', as.admin, {
      from_currency_id: 99_999,
      to_currency_id: USD,
      rate: 1,
      valid_from: '2027-01-01',
    });
    expect(unknown.statusCode).toBe(422);
    errorOf(unknown);
    expect(unknown.json().details.map((d: { path: string }) => d.path)).toEqual(['body.from_currency_id']);
    for (const patch of [
      { rate: 0 },
      { rate: '0.0' },
      { rate: '-1' },
      { rate: 'abc' },
      { valid_from: '2027-13-01' },
      { to_currency_id: undefined },
    ]) {
      const res = await call('POST', '/tenant/exchange_rates', as.admin, {
        from_currency_id: USD,
        to_currency_id: EUR,
        rate: 1,
        valid_from: '2027-01-01',
        ...patch,
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      errorOf(res);
    }
    expect((await call('GET', '/tenant/exchange_rates?from=abc')).statusCode).toBe(400);
    expect((await call('GET', '/tenant/exchange_rates')).json().meta.total).toBe(6);
  });

  it('answers 401, 403 to non-admins and 404 to another tenant, changing nothing', async () => {
    const first = (await call('GET', '/tenant/exchange_rates')).json().data[0];
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/exchange_rates' })).statusCode).toBe(401);
    for (const who of ['operator', 'agent', 'clientadmin']) {
      expect(
        (
          await call('POST', '/tenant/exchange_rates', as[who], {
            from_currency_id: USD,
            to_currency_id: EUR,
            rate: 1,
            valid_from: '2029-01-01',
          })
        ).statusCode,
        who,
      ).toBe(403);
      expect((await call('DELETE', `/tenant/exchange_rates/${first.id}`, as[who])).statusCode, who).toBe(403);
    }
    const foreign = await call('DELETE', `/tenant/exchange_rates/${first.id}`, as.other);
    expect(foreign.statusCode).toBe(404);
    errorOf(foreign);
    expect((await call('GET', '/tenant/exchange_rates')).json().data[0]).toEqual(first);
    expect(
      (await call('GET', '/tenant/exchange_rates', as.other)).json().data.map((r: { id: number }) => r.id),
    ).not.toContain(first.id);
  });
});
