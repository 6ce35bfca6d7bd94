import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

// Decision 0057: a passenger's typed final price once let a later re-price store negative Upsales
// (and a fee of 0), and every save after it was refused until the cell was typed again. Every
// write that re-prices now refuses the change that would leave a passenger's total, Upsales or fee
// negative, naming the passenger and the level (docs/domain/pricing.md#step-7-upsales-and-fee).

let ctx: TestContext;
let admin: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
const cat: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', admin)).json().data[0].id;
  cat.tour = await catalogueId(ctx, admin, 'cusco city tour');
  cat.hotel = await catalogueId(ctx, admin, 'Casa Andina Standard');
  cat.transfer = await catalogueId(ctx, admin, 'transfer Cusco airport');
});
afterAll(() => ctx.close());

type Cell = { pax_id: number; price: number; mkt_coin: number; fee: number; total_price: number };
type Entry = { type: string; prices: { level: number; pax_prices: Cell[] }[] };
const comfort = (prices: Entry[]) =>
  prices.find((p) => p.type === 'seller')!.prices.find((l) => l.level === 1)!.pax_prices;

/** A 2-passenger quote whose first passenger's Comfort final price is typed 1 above their share. */
async function typedQuote() {
  const { quote, answer } = await quoteWith(
    ctx,
    admin,
    {
      title: 'Typed final price',
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 2,
    },
    [
      { service_id: cat.hotel, day: '1-4' },
      { service_id: cat.tour, day: '2' },
    ],
  );
  const tour = (answer.services as { id: number; service_id: number; price: number }[]).find(
    (s) => s.service_id === cat.tour,
  )!;
  const [p1] = comfort((await inject(ctx, 'GET', `/tenant/itinerary/prices/${quote.uuid}`, admin)).json());
  const typed = Math.ceil(p1!.price) + 1;
  const res = await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${quote.uuid}`, admin, [
    { pax_id: p1!.pax_id, level: 1, total_price: typed },
  ]);
  expect(res.statusCode).toBe(200);
  return { quote, tour, pax: p1!.pax_id, typed };
}

const storedComfort = async (uuid: string) =>
  comfort((await inject(ctx, 'GET', `/tenant/itinerary/prices/${uuid}`, admin)).json());
const versionOf = async (uuid: string) =>
  (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, admin)).json().data.version as number;

describe('a typed final price under a later re-price', () => {
  it('refuses the price edit that would leave negative Upsales, naming the passenger and the level', async () => {
    const { quote, tour, typed } = await typedQuote();
    const before = await storedComfort(quote.uuid);
    const raise = await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}`, admin, [
      { id: tour.id, price: tour.price + 100 },
    ]);
    expect(raise.statusCode).toBe(422);
    expect(errorOf(raise).message).toMatch(
      new RegExp(
        `^Total price, Upsales and fee cannot be negative: Passenger 1's final price at Comfort \\(${typed}\\)`,
      ),
    );
    expect(errorOf(raise).message).toContain('Type a final price of at least');
    // Nothing was stored: the figures are those of before the refused edit.
    expect(await storedComfort(quote.uuid)).toEqual(before);
    expect(before.every((c) => c.mkt_coin >= 0 && c.fee >= 0)).toBe(true);
    // So the next unrelated save goes through.
    const save = await inject(ctx, 'PUT', `/tenant/itinerary/${quote.uuid}`, admin, {
      title: 'Renamed',
      version: await versionOf(quote.uuid),
    });
    expect(save.statusCode).toBe(200);
  });

  it('refuses adding a service, and losing a passenger, that would push the share over the typed price', async () => {
    const { quote, pax } = await typedQuote();
    const add = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, admin, {
      services: [{ service_id: cat.transfer, day: '1' }],
    });
    expect(add.statusCode).toBe(422);
    expect(errorOf(add).message).toContain("Passenger 1's final price at Comfort");
    // Alone in the double, the first passenger would carry the whole room.
    const alone = await inject(ctx, 'PUT', `/tenant/passengers/${quote.uuid}`, admin, { passengers: [{ id: pax }] });
    expect(alone.statusCode).toBe(422);
    expect(errorOf(alone).message).toContain("Passenger 1's final price at Comfort");
    const fewer = await inject(ctx, 'PUT', `/tenant/itinerary/${quote.uuid}`, admin, {
      num_pax: 1,
      version: await versionOf(quote.uuid),
    });
    expect(fewer.statusCode).toBe(422);
    expect(errorOf(fewer).message).toContain("Passenger 1's final price at Comfort");
    expect((await storedComfort(quote.uuid)).every((c) => c.mkt_coin >= 0 && c.fee >= 0)).toBe(true);
  });

  it('takes the same edit once the typed price is cleared', async () => {
    const { quote, tour, pax } = await typedQuote();
    const cleared = await inject(ctx, 'POST', `/tenant/itinerary/pax-prices/${quote.uuid}`, admin, [
      { pax_id: pax, level: 1, total_price: null },
    ]);
    expect(cleared.statusCode).toBe(200);
    const raise = await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}`, admin, [
      { id: tour.id, price: tour.price + 100 },
    ]);
    expect(raise.statusCode).toBe(200);
    expect(comfort(raise.json().prices).every((c) => c.mkt_coin >= 0 && c.fee >= 0)).toBe(true);
  });
});
