import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { cuscoCatalogue, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import { postFile } from '../../../test/sheets';

// Decisions 0058, 0059 and 0060: importing passengers with "replace" changed the passengers only in name — every
// row became a new passenger, so the Upsales and fee typed per passenger (5 % + $ 40) fell to 0 and
// every level dropped. Each sheet row now takes a current passenger's place.

let ctx: TestContext;
let admin: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let catalogue: Awaited<ReturnType<typeof cuscoCatalogue>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  catalogue = await cuscoCatalogue(ctx, admin);
});
afterAll(() => ctx.close());

type PaxPrice = { pax_id: number; mkt_coin: number; fee: number; total_price: number };
type Level = { level: number; total: number; pax_prices: PaxPrice[] };
const sellerLevels = async (id: string): Promise<Level[]> =>
  (await inject(ctx, 'GET', `/tenant/itinerary/prices/${id}`, admin))
    .json()
    .find((p: { type: string }) => p.type === 'seller').prices;

const csv = (rows: string[][]) => Buffer.from(['First name,Last name', ...rows.map((r) => r.join(','))].join('\n'));

describe('importing a sheet that replaces the passengers', () => {
  it('keeps the Upsales and fee of each passenger place, so no level moves', async () => {
    const { quote } = await quoteWith(
      ctx,
      admin,
      {
        title: 'Import keeps',
        client_id: ids.andean,
        contract_id: catalogue.contract,
        start_date: '2026-07-01',
        end_date: '2026-07-04',
        num_pax: 3,
      },
      [
        { service_id: catalogue.cat.hotel, day: '1-4' },
        { service_id: catalogue.cat.tour, day: '2' },
      ],
    );
    const fees = await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${quote.id}`, admin, [
      { mkt_percentage: 5, fee: 40 },
    ]);
    expect(fees.statusCode, fees.body.slice(0, 300)).toBe(200);
    const before = await sellerLevels(quote.id);
    const inUse = before.filter((l) => l.total > 0);
    expect(inUse.length).toBeGreaterThan(0);
    for (const l of inUse) for (const p of l.pax_prices) expect(p.fee).toBe(40);

    const res = await postFile(ctx.app, `/tenant/itinerary/passengers/${quote.id}/import`, admin, {
      filename: 'party.csv',
      content: csv([
        ['Ana', 'Ruiz'],
        ['Luis', 'Ruiz'],
        ['Sofía', 'Ruiz'],
      ]),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().passengers.map((p: { name: string }) => p.name)).toEqual(['Ana Ruiz', 'Luis Ruiz', 'Sofía Ruiz']);

    const after = await sellerLevels(quote.id);
    for (const [i, l] of after.entries()) {
      expect(l.total, `level ${l.level}`).toBe(before[i]!.total);
      for (const p of l.pax_prices) expect(l.total === 0 || (p.fee === 40 && p.mkt_coin > 0)).toBe(true);
    }

    // Imported again in another order with a fourth traveller: each named passenger keeps its
    // place (the same ids), and only the new one starts without Upsales or fee.
    const ids1 = res.json().passengers.map((p: { id: number }) => p.id);
    const again = await postFile(ctx.app, `/tenant/itinerary/passengers/${quote.id}/import`, admin, {
      filename: 'party.csv',
      content: csv([
        ['Sofía', 'Ruiz'],
        ['Ana', 'Ruiz'],
        ['Luis', 'Ruiz'],
        ['Mateo', 'Ruiz'],
      ]),
    });
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
    const ids2 = again.json().passengers.map((p: { id: number }) => p.id);
    expect(ids2.slice(0, 3)).toEqual([ids1[2], ids1[0], ids1[1]]);
    expect(ids1).not.toContain(ids2[3]);
  });
});
