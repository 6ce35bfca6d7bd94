import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COST_FIELDS, MARKUP_FIELDS } from '@itinera/domain';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { inject, type Headers } from '../../../test/quote-services.fixtures';
import { bookingQuote } from '../../../test/booking.fixtures';
import { rowsOf } from '../../db/rows';

// Decision 0054: a tour operator never shows its suppliers or its markup to the client agency it
// sells to. The demo's client admin works for the quote's client: it reads the sale
// price and the booking progress as counts, never a supplier, an Upsales, a fee or a margin, and
// every booking write answers 403. The operator's staff still see all of it.

let ctx: TestContext;
let admin: Headers;
let agency: Headers;
let agent: Headers;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  agency = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
}, 180_000);
afterAll(() => ctx.close());

/** Every path of the answer naming a markup or margin field, at any depth. */
function markupPaths(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => markupPaths(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(MARKUP_FIELDS.has(k) || COST_FIELDS.has(k) ? [`${path}.${k}`] : []),
    ...markupPaths(v, `${path}.${k}`),
  ]);
}
/** What names a supplier: the DMC's ground operator, its code, a supplier line. */
const SUPPLY = /Andes Operaciones|SUP-PE-DMC|"supplier_code"/;

async function withUpsales(confirm: boolean) {
  const q = await bookingQuote(ctx, admin, false);
  const set = await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.uuid}`, admin, [
    { mkt_percentage: 5, fee: 10 },
  ]);
  expect(set.statusCode).toBe(200);
  if (confirm) {
    await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/4`, admin, { id: q.uuid, status: 4 });
    const res = await inject(ctx, 'POST', `/tenant/itinerary/status/${q.uuid}/2`, admin, {
      id: q.uuid,
      status: 2,
      prices_list: [{ id: 1, type: 'seller', selected_level: 2 }],
    });
    expect(res.statusCode).toBe(200);
  }
  return q;
}

describe('the Book tab for a client agency', () => {
  it('answers the booking progress as counts, with no supplier', async () => {
    const q = await bookingQuote(ctx, admin);
    await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/services/${q.services.tour}`, admin, {
      status: 2,
      reference: 'AND-1',
    });
    const res = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, agency);
    expect(res.statusCode).toBe(200);
    const b = res.json();
    expect(b.progress).toEqual({ confirmed: 1, total: 3 });
    expect(b.suppliers).toEqual([]);
    expect(res.body).not.toMatch(SUPPLY);
    expect(res.body).not.toMatch(/"email"|AND-1/);
    // Staff see the suppliers of the same quote, so the check above is not vacuous.
    const staff = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, admin);
    expect(staff.body).toMatch(/Andes Operaciones SAC/);
    expect(staff.json().suppliers.length).toBe(2);
  });

  it('refuses every booking write and the vouchers with 403, changing nothing', async () => {
    const q = await bookingQuote(ctx, admin);
    const supplierId = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, admin))
      .json()
      .suppliers.find((s: { name: string }) => s.name === 'Andes Operaciones SAC').id as number;
    const calls: [string, string, unknown?][] = [
      ['POST', `/tenant/itinerary/${q.uuid}/booking/requests`, { supplierIds: 'all' }],
      ['POST', `/tenant/itinerary/${q.uuid}/booking/cancel`, { notifySuppliers: true }],
      ['POST', `/tenant/itinerary/${q.uuid}/booking/services`, { services: [q.services.tour], status: 2 }],
      ['POST', `/tenant/itinerary/${q.uuid}/booking/services/${q.services.tour}`, { status: 3, reason: 'x' }],
      ['GET', `/tenant/itinerary/${q.uuid}/booking/vouchers`],
      ['GET', `/tenant/itinerary/${q.uuid}/booking/vouchers/${supplierId}`],
      ['POST', `/tenant/itinerary/${q.uuid}/booking/vouchers/send`, { to: 'me@agency.example' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await inject(ctx, method as 'GET' | 'POST', url, agency, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(res).errors.data).toMatch(/tour operator/);
    }
    const requests = rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`SELECT count(*)::int AS n FROM booking_requests WHERE itinerary_id = ${q.rowId}`,
      ),
    )[0]!.n;
    expect(requests).toBe(0);
    const b = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, admin)).json();
    expect(b.progress).toEqual({ confirmed: 0, total: 3 });
  });

  it('leaves the booking to a travel agent of no client, who sells the trips itself', async () => {
    const q = await bookingQuote(ctx, agent);
    const b = (await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/booking`, agent)).json();
    expect(b.suppliers.map((s: { name: string }) => s.name)).toContain('Andes Operaciones SAC');
  });
});

describe('quote answers for a client agency', () => {
  it('carry the sale price but no Upsales, fee, margin or supplier in detail, prices, services and process', async () => {
    const q = await withUpsales(false);
    const answers: Record<string, { status: number; body: string }> = {};
    const call = async (label: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
      const res = await inject(ctx, method, url, agency, body);
      answers[label] = { status: res.statusCode, body: res.body };
    };
    await call('detail', 'GET', `/tenant/itinerary/${q.uuid}`);
    await call('list', 'GET', '/tenant/itinerary?limit=50');
    await call('level prices', 'GET', `/tenant/itinerary/prices/${q.uuid}`);
    await call('pax prices', 'GET', `/tenant/itinerary/pax-prices/${q.uuid}`);
    await call('services', 'GET', `/tenant/itinerary/services/${q.uuid}`);
    // The empty supplier lines it was answered, sent back, leave the lines as they are.
    await call('process', 'POST', `/tenant/itinerary/process/${q.uuid}`, [
      { id: q.services.tour, notes: 'Agency', service_supplier: [] },
    ]);
    await call('history', 'GET', `/tenant/itinerary/${q.uuid}/history?entity=itinerary`);
    for (const [label, a] of Object.entries(answers)) {
      expect(a.status, `${label}: ${a.body.slice(0, 300)}`).toBeLessThan(300);
      expect(markupPaths(JSON.parse(a.body)), label).toEqual([]);
      expect(a.body, label).not.toMatch(SUPPLY);
    }
    expect(answers['level prices']!.body).toMatch(/"total_price"/);
    expect(answers['history']!.body).not.toMatch(/"mkt_percentage"|"fee"/);
    // The same calls answer the staff with the markup and the suppliers.
    const staff = await inject(ctx, 'GET', `/tenant/itinerary/prices/${q.uuid}`, admin);
    expect(markupPaths(staff.json())).toEqual(expect.arrayContaining([expect.stringMatching(/\.fee$/)]));
    const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${q.uuid}`, admin)).json() as {
      id: number;
      service_supplier: { supplier_code: string }[];
    }[];
    const tour = services.find((s) => s.id === q.services.tour)!;
    expect(tour.service_supplier.map((l) => l.supplier_code)).toEqual(['SUP-PE-DMC']);
  });

  it('refuses to set Upsales and fees (403)', async () => {
    const q = await withUpsales(false);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${q.uuid}`, agency, [{ fee: 0 }]);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).errors.data).toMatch(/tour operator/);
  });

  it('serves an export document without fee, Upsales or suppliers', async () => {
    const q = await withUpsales(true);
    const tenant = rowsOf<{ tenant_id: number }>(
      await ctx.database.db.execute(sql`SELECT tenant_id FROM itineraries WHERE id = ${q.rowId}`),
    )[0]!.tenant_id;
    const document = {
      format: 'itinera.quote-export/1',
      quote: { id: q.uuid, code: 'X', title: 'Booked trip' },
      services: [
        {
          id: q.services.tour,
          name: 'Cusco city tour',
          price: 50,
          suppliers: [{ code: 'SUP-PE-DMC', name: 'Andes Operaciones SAC' }],
        },
      ],
      prices: [
        { level: 2, name: 'Superior', total: 900, fee: 20, upsales: 40, pax_prices: [{ pax_id: 1, price: 450 }] },
      ],
      passengers: [],
    };
    const [row] = rowsOf<{ id: number }>(
      await ctx.database.db.execute(sql`INSERT INTO quote_exports (tenant_id, itinerary_id, source, kind, version, max_attempts, status, document)
        VALUES (${tenant}, ${q.rowId}, 'oppen', 'file', 1, 1, 'delivered', ${JSON.stringify(document)}::jsonb) RETURNING id`),
    );
    const json = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/exports/${row!.id}/json`, agency);
    expect(json.statusCode).toBe(200);
    expect(markupPaths(json.json())).toEqual([]);
    expect(json.body).not.toMatch(SUPPLY);
    expect(json.json().prices[0].total).toBe(900);
    const staff = await inject(ctx, 'GET', `/tenant/itinerary/${q.uuid}/exports/${row!.id}/json`, admin);
    expect(staff.json().prices[0]).toMatchObject({ fee: 20, upsales: 40 });
  });
});
