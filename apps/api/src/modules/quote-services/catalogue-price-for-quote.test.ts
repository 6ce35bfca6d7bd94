import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { cuscoCatalogue, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Decisions 0058, 0059 and 0060: the add-services dialog showed a hotel at $ 191.79 (cost 153.43) and the quote
// added it at $ 131.23 (cost 104.98): the dialog priced the usual rooms (doubles and a single) at
// the sales manual's margins, the quote its own rooms, passengers and margins. The dialog's price
// is now the quote's pricing of that service.

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

type Figures = { price: number; cost: number };
const searched = async (uuid: string, id: number, from: string, to: string): Promise<Figures> => {
  const res = await inject(
    ctx,
    'GET',
    `/tenant/services?page=1&limit=50&calculate_prices=1&itinerary_uuid=${uuid}&from=${from}&to=${to}`,
    admin,
  );
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const row = res.json().data.find((r: { id: number }) => r.id === id);
  expect(row, `service ${id} in the search`).toBeDefined();
  // What the dialog shows (`pricing`) and what the original client reads (`prices_costs_margins`).
  expect({ price: row.prices_costs_margins.price, cost: row.prices_costs_margins.cost }).toEqual({
    price: row.pricing.price,
    cost: row.pricing.cost,
  });
  return { price: row.pricing.price, cost: row.pricing.cost };
};

describe('the add-services search priced for a quote', () => {
  it("shows each service at the price and cost adding it gives, with the quote's rooms and margins", async () => {
    const { quote } = await quoteWith(
      ctx,
      admin,
      {
        title: 'Dialog prices',
        client_id: ids.andean,
        contract_id: catalogue.contract,
        start_date: '2026-07-01',
        end_date: '2026-07-07',
        num_pax: 3,
        room_preferable_dist: [{ id_room_type: 3, qty: 1 }],
      },
      [],
    );
    const margins = await inject(ctx, 'POST', `/tenant/itinerary/prices/${quote.id}`, admin, {
      margin_hotel: 30,
      margin_services: 12,
    });
    expect(margins.statusCode, margins.body.slice(0, 300)).toBe(200);

    const cases = [
      { id: catalogue.cat.hotel, day: '2-4', from: '2026-07-02', to: '2026-07-04' },
      { id: catalogue.cat.tour, day: '3', from: '2026-07-03', to: '2026-07-04' },
    ];
    for (const c of cases) {
      const shown = await searched(quote.uuid, c.id, c.from, c.to);
      const add = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, admin, {
        services: [{ service_id: c.id, day: c.day }],
      });
      expect(add.statusCode, add.body.slice(0, 300)).toBe(200);
      const added = add.json().services.find((s: { service_id: number }) => s.service_id === c.id);
      expect({ price: added.price, cost: added.cost }, `service ${c.id}`).toEqual(shown);
    }
  });
});
