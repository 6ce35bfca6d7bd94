import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { demoIds } from '../../test/quotes.fixtures';
import { catalogueId } from '../../test/quote-services.fixtures';

// Decisions 0025, 0032 and 0042: the quote and service calls of the original web client that quotes.contract.test.ts
// and services.contract.test.ts leave out (original-client.md §5.1 I4, I7, I12, I20, I21;
// §6.1 S4, S6, S8, S10, S11), each sent as that client sends it — uuid paths, the steps query,
// empty and unencoded query keys, its body forms, no body at all where it sends none, and the
// headers of §1.2 on every call — asserting the status it requires and the fields it reads. One
// quote, built in beforeAll as the client builds it (I5, then S2), goes through the calls in order.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STEPS = 'cur_step=1&last_step=1';

let ctx: TestContext;
/** A signed-in request of the client (§1.2): JSON both ways, the bearer token, no-cache. */
let headers: Record<string, string>;
let uuid: string;
const cat: Record<'hotel' | 'tour' | 'valley', number> = { hotel: 0, tour: 0, valley: 0 };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function call(method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
async function ok(method: Method, url: string, payload?: unknown) {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url} → ${res.body.slice(0, 400)}`).toBe(200);
  return res.json();
}
/** S1 as the client sends it for a quote with dates. */
const services = (): Promise<{ id: number; service: number; day: string; name: { value: string } }[]> =>
  ok('GET', `/tenant/itinerary/services/${uuid}?from=2027-09-06&to=2027-09-09`);

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signIn(ctx.app, 'admin@itinera.demo');
  headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${admin.token}`,
    'cache-control': 'no-cache',
  };
  const ids = await demoIds(ctx);
  cat.hotel = await catalogueId(ctx, headers, 'Casa Andina Standard');
  cat.tour = await catalogueId(ctx, headers, 'cusco city tour');
  cat.valley = await catalogueId(ctx, headers, 'Pisac market');
  const [contract] = (
    await ok(
      'GET',
      `/tenant/clients/contract/${ids.andean}?id=${ids.andean}&contract_id=&page=1&limit=10&search=&name=`,
    )
  ).data;
  const created = await call('POST', `/tenant/itinerary?${STEPS}`, [
    {
      id: null,
      title: { id: null, value: 'Cusco in September' },
      client_id: ids.andean,
      contract_id: contract.id,
      currency_id: 1,
      language_id: 1,
      status: 1,
      start_date: '2027-09-06',
      end_date: '2027-09-09',
      num_pax: 4,
      num_day: 4,
      trip_type: 1,
      itinerary_type_id: 1,
      description: { id: null, value: 'Four days in Cusco.' },
      location: [],
      version: 1,
      tags: [],
    },
  ]);
  expect(created.statusCode, created.body.slice(0, 400)).toBe(201);
  uuid = created.json().messages[0].itinerary;
  const service = (id: number, day: string | number) => ({
    id: null,
    service: id,
    name: { id: null, value: '', translate: [] },
    day,
    level: 0,
    num_pax: 4,
    passengers: '{}',
    status: 1,
    visible: 1,
    optional: 0,
    order: 1,
    images: '{}',
  });
  await ok('POST', `/tenant/itinerary/services/${uuid}?${STEPS}&calculate_prices=1&sm=`, [
    service(cat.hotel, '1-4'),
    service(cat.tour, 2),
  ]);
});
afterAll(() => ctx.close());

describe('description calls (I12, I7)', () => {
  it('I12 POST generate-description with {id} answers the new text as description.value', async () => {
    const body = await ok('POST', `/tenant/itinerary/${uuid}/generate-description`, { id: uuid });
    expect(typeof body.description.value).toBe('string');
    expect(body.description.value).toContain('Cusco city tour');
    expect((await ok('GET', `/tenant/itinerary/${uuid}`)).data.description.value).toBe(body.description.value);
  });

  it('I7 PATCH description/{uuid} with {uuid, description:{id, value, translate}, cur_step, last_step} answers 200', async () => {
    const before = (await ok('GET', `/tenant/itinerary/${uuid}`)).data;
    await ok('PATCH', `/tenant/itinerary/description/${uuid}?${STEPS}`, {
      uuid,
      description: { id: before.description.id, value: 'Four days in Cusco, the Inca capital.', translate: [] },
      cur_step: 1,
      last_step: 1,
    });
    const after = (await ok('GET', `/tenant/itinerary/${uuid}`)).data;
    expect(after.description.value).toBe('Four days in Cusco, the Inca capital.');
    expect(after.version).toBe(before.version + 1);
  });
});

describe('prices (I20, I21)', () => {
  it('I20 GET prices/{uuid} answers a bare array of seller types with their levels and pax prices', async () => {
    const body = await ok('GET', `/tenant/itinerary/prices/${uuid}`);
    expect(Array.isArray(body)).toBe(true);
    // The client ignores the answer when body[0] is undefined.
    expect(body[0]).toBeDefined();
    for (const seller of body) {
      expect(seller).toMatchObject({
        id: expect.any(Number),
        entity_id: expect.any(Number),
        type: expect.stringMatching(/^(seller|reseller)$/),
        label: expect.any(String),
      });
      expect(seller.selected_level === null || typeof seller.selected_level === 'number').toBe(true);
      expect(seller.prices.map((p: { level: number }) => p.level).sort()).toEqual([1, 2, 3]);
      for (const level of seller.prices) {
        expect(level).toMatchObject({
          level: expect.any(Number),
          type: expect.stringMatching(/^(Comfort|Superior|Luxury)$/),
          total: expect.any(Number),
          fee: expect.any(Number),
          margin: expect.any(Number),
          sub_total_service: expect.any(Number),
          sub_total_hotel: expect.any(Number),
        });
        // The level's id (the pax-prices model's priceId) and its printed price list.
        expect(level.id).toBe(seller.id * 10 + level.level);
        expect(level.services.length).toBeGreaterThan(0);
        for (const printed of level.services)
          expect(printed).toMatchObject({
            id: expect.any(Number),
            code: expect.any(String),
            name: { value: expect.any(String) },
            day: expect.any(String),
            price: expect.any(Number),
          });
        expect(level.pax_prices).toHaveLength(4);
        for (const pax of level.pax_prices)
          expect(pax).toMatchObject({
            pax_id: expect.any(Number),
            price: expect.any(Number),
            mkt_percentage: expect.any(Number),
            mkt_coin: expect.any(Number),
            fee: expect.any(Number),
            total_price: expect.any(Number),
          });
      }
    }
    const comfort = body[0].prices.find((p: { level: number }) => p.level === 1);
    expect(comfort.total).toBeGreaterThan(0);
  });

  /** The pax-prices model as the client builds it from I20 (§5.8): per pax, per seller type, its cells. */
  function paxModel(sellers: { type: string; id: number; prices: Record<string, unknown>[] }[]) {
    const paxIds = (sellers[0]!.prices[0]!.pax_prices as { pax_id: number }[]).map((p) => p.pax_id);
    return paxIds.map((pax_id) => ({
      passenger: undefined,
      pax_id,
      price_levels: sellers.map((seller) => ({
        type: seller.type,
        id: seller.id,
        prices: [...seller.prices]
          .sort((a, b) => (a.level as number) - (b.level as number))
          .map((level) => ({
            ...(level.pax_prices as { pax_id: number }[]).find((p) => p.pax_id === pax_id),
            level: level.level,
            sellerType: seller.type,
            priceId: level.id,
          })),
      })),
    }));
  }

  it('I21 POST pax-prices/{uuid} takes the pax-prices model back with one cell changed and answers that model', async () => {
    const model = paxModel(await ok('GET', `/tenant/itinerary/prices/${uuid}`));
    // The price modal changes one cell and recomputes mkt_coin and total_price to 2 decimals.
    const cell = model[0]!.price_levels[0]!.prices[0] as unknown as Record<string, number>;
    cell.mkt_percentage = 10;
    cell.fee = 12.5;
    cell.mkt_coin = Number(((cell.price! * 10) / 100).toFixed(2));
    cell.total_price = Math.ceil(cell.price! + cell.mkt_coin + cell.fee);
    const body = await ok('POST', `/tenant/itinerary/pax-prices/${uuid}?${STEPS}`, model);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((p: { pax_id: number }) => p.pax_id)).toEqual(model.map((p) => p.pax_id));
    for (const item of body) {
      expect(item.price_levels.map((l: { type: string; id: number }) => [l.type, l.id])).toEqual([
        ['seller', 1],
        ['reseller', 2],
      ]);
      for (const entry of item.price_levels)
        for (const p of entry.prices)
          expect(p).toMatchObject({
            pax_id: item.pax_id,
            level: expect.any(Number),
            sellerType: entry.type,
            priceId: entry.id * 10 + p.level,
            price: expect.any(Number),
            mkt_percentage: expect.any(Number),
            mkt_coin: expect.any(Number),
            fee: expect.any(Number),
            total_price: expect.any(Number),
          });
    }
    const saved = body[0].price_levels[0].prices[0];
    expect(saved).toMatchObject({ level: 1, mkt_percentage: 10, fee: 12.5, total_price: cell.total_price });
    // Only that cell changed: the same passenger's Superior cell and the next passenger keep theirs.
    expect(body[0].price_levels[0].prices[1]).toMatchObject({ mkt_percentage: 0, fee: 0 });
    expect(body[1].price_levels[0].prices[0]).toMatchObject({ mkt_percentage: 0, fee: 0 });
    // The client then runs I20: the level total follows.
    const comfort = (await ok('GET', `/tenant/itinerary/prices/${uuid}`))[0].prices.find(
      (p: { level: number }) => p.level === 1,
    );
    expect(comfort.pax_prices[0]).toMatchObject({ mkt_percentage: 10, fee: 12.5 });
  });

  it('I21 with the model sent back unchanged answers it and writes no version', async () => {
    const version = (await ok('GET', `/tenant/itinerary/${uuid}`)).data.version;
    const model = paxModel(await ok('GET', `/tenant/itinerary/prices/${uuid}`));
    const body = await ok('POST', `/tenant/itinerary/pax-prices/${uuid}?${STEPS}`, model);
    expect(body).toHaveLength(model.length);
    expect((await ok('GET', `/tenant/itinerary/${uuid}`)).data.version).toBe(version);
  });
});

describe('catalogue service and its price (S10, S11)', () => {
  it('S10 GET services/{id} with every key sent, unset ones empty, answers the service in data', async () => {
    const body = await ok(
      'GET',
      `/tenant/services/${cat.hotel}?info=1&from=&to=&sm=&itinerary_uuid=${uuid}&num_pax=&calculate_prices=`,
    );
    expect(body.data).toMatchObject({
      id: cat.hotel,
      code: expect.any(String),
      id_service_type: 2,
      level: 1,
      category: { acronym: expect.any(String), name: expect.any(String) },
    });
  });

  it('S11 POST prices/{id} with {service_price:[{romm_id, romm_name, room_qty}]} answers the price bare', async () => {
    const body = await ok(
      'POST',
      `/tenant/prices/${cat.hotel}?num_pax=2&from=2027-09-06&to=2027-09-08&info=1&sm=&contract=`,
      {
        service_price: [{ romm_id: 2, romm_name: 'SUP-DBL', room_qty: 1 }],
      },
    );
    expect(body).toMatchObject({
      price: expect.any(Number),
      price_unit: expect.any(Number),
      cost: expect.any(Number),
      cost_unit: expect.any(Number),
      num_pax: 2,
    });
    // Every room type of the hotel comes back; the ones not taken with status -1.
    expect(body.service_price.filter((l: { status: number }) => l.status === 1)).toEqual([
      expect.objectContaining({ romm_id: 2, room_qty: 1 }),
    ]);
    // Two rooms cost more than one: the rooms sent are the ones priced.
    const two = await ok(
      'POST',
      `/tenant/prices/${cat.hotel}?num_pax=2&from=2027-09-06&to=2027-09-08&info=1&sm=&contract=`,
      {
        service_price: [{ romm_id: 2, romm_name: 'SUP-DBL', room_qty: 2 }],
      },
    );
    expect(two.price).toBeGreaterThan(body.price);
  });

  it('S11 with the query the client sends by default (num_pax=1, every other key empty) answers 200', async () => {
    const body = await ok('POST', `/tenant/prices/${cat.hotel}?num_pax=1&from=&to=&info=1&sm=&contract=`, {
      service_price: [{ romm_id: 1, romm_name: 'SUP-SGL', room_qty: 1 }],
    });
    expect(body.num_pax).toBe(1);
    expect(Array.isArray(body.service_price)).toBe(true);
  });
});

describe('service writes (S6, S8, S4) and restoring a version (I4)', () => {
  let restorable: { version: number; description: string; services: [number, string][] };

  it('S6 POST replace with no body and num_pax answers services, prices and messages', async () => {
    const detail = (await ok('GET', `/tenant/itinerary/${uuid}`)).data;
    const before = await services();
    restorable = {
      version: detail.version,
      description: detail.description.value,
      services: before.map((s) => [s.service, s.day] as [number, string]).sort(),
    };
    const tour = before.find((s) => s.service === cat.tour)!;
    const body = await ok(
      'POST',
      `/tenant/itinerary/${uuid}/service/${tour.id}/replace/${cat.valley}?${STEPS}&num_pax=4`,
    );
    expect(Array.isArray(body.services)).toBe(true);
    expect(Array.isArray(body.prices)).toBe(true);
    expect(body.prices.length).toBeGreaterThan(0);
    expect(Array.isArray(body.messages)).toBe(true);
    const replaced = body.services.find((s: { service: number }) => s.service === cat.valley);
    expect(replaced).toMatchObject({ day: '2' });
    expect(body.services.some((s: { service: number }) => s.service === cat.tour)).toBe(false);
  });

  it('S8 POST services/{id}/import with no body answers message', async () => {
    const [hotel] = (await services()).filter((s) => s.service === cat.hotel);
    const body = await ok('POST', `/tenant/itinerary/${uuid}/services/${hotel!.id}/import`);
    expect(typeof body.message).toBe('string');
  });

  it('S4 DELETE service/{id} with {id, itinerary: uuid} answers message, services, prices and messages', async () => {
    const before = await services();
    const valley = before.find((s) => s.service === cat.valley)!;
    const body = await ok('DELETE', `/tenant/itinerary/service/${valley.id}?${STEPS}`, {
      id: valley.id,
      itinerary: uuid,
    });
    expect(typeof body.message).toBe('string');
    expect(body.services.map((s: { id: number }) => s.id)).toEqual(
      before.filter((s) => s.id !== valley.id).map((s) => s.id),
    );
    expect(Array.isArray(body.prices)).toBe(true);
    expect(Array.isArray(body.messages)).toBe(true);
  });

  it('I3 GET versions/{version} answers that version bare: the detail fields plus its services, prices, days, passengers, config and cover', async () => {
    const body = await ok('GET', `/tenant/itinerary/${uuid}/versions/${restorable.version}`);
    // The client builds {data: <answer>, exporting: false, importing: [], permissions: []} from it.
    expect(body.data).toBeUndefined();
    expect(body).toMatchObject({
      id: uuid,
      code: expect.any(String),
      title: { value: 'Cusco in September', translate: [] },
      description: { value: restorable.description },
      client: { id: expect.any(Number), name: expect.any(String), configuration: { date_format: expect.any(String) } },
      contract: { id: expect.any(Number), name: expect.any(String) },
      status: { id: 1, name: expect.any(String) },
      language: { id: 1, language_code: expect.any(String), language_name: expect.any(String) },
      currency: { id: 1, currency_sign: expect.any(String), currency_name: expect.any(String) },
      start_date: '2027-09-06',
      end_date: '2027-09-09',
      num_pax: 4,
      num_days: 4,
      itinerary_type_id: 1,
      version: restorable.version,
      restorable: true,
      edition: { user: { name: expect.any(String) }, date: expect.any(String) },
      user: { name: expect.any(String), email: 'admin@itinera.demo' },
      // The quote's publish configuration (§5.6, as I18 answers it): not published yet, so no config.id.
      config: { id: null, id_template: expect.any(Number), contents: expect.any(Array), colors: expect.any(Array) },
    });
    for (const c of body.config.colors)
      expect(c).toMatchObject({ value: expect.any(String), type: expect.any(String) });
    // The cover is I18's images[]: one group per slot type with its pictures.
    expect(body.cover.map((g: { type: string }) => g.type)).toEqual(
      expect.arrayContaining(['logo', 'background', 'cover_page', 'contact', 'images_page']),
    );
    for (const g of body.cover) expect(Array.isArray(g.images_full)).toBe(true);
    expect(body).toHaveProperty('stable_version');
    for (const key of ['location', 'tags', 'room_preferable_dist', 'passengers', 'days', 'prices', 'service_itinerary'])
      expect(Array.isArray(body[key]), key).toBe(true);
    // Its services as S1 answers them (§6.3), the ones that version had.
    expect(body.service_itinerary.map((s: { service: number; day: string }) => [s.service, s.day]).sort()).toEqual(
      restorable.services,
    );
    for (const s of body.service_itinerary) {
      expect(s).toMatchObject({ id: expect.any(Number), name: { value: expect.any(String) }, day: expect.any(String) });
      expect(typeof s.passengers).toBe('string');
      expect(Array.isArray(s.location)).toBe(true);
    }
    // Prices as I20 (§5.8): seller types with their levels, the history card reads prices[0].prices[].total.
    expect(body.prices[0]).toMatchObject({ type: 'seller', entity_id: expect.any(Number), label: expect.any(String) });
    expect(body.prices[0].prices.map((p: { type: string; total: number }) => typeof p.total)).toContain('number');
    // Days as D1 answers them (§7.2), one per day of that version.
    expect(body.days).toHaveLength(4);
    for (const d of body.days)
      expect(d).toMatchObject({
        start_day: expect.any(Number),
        title: { value: expect.any(String) },
        services: expect.any(Array),
      });
    expect(body.passengers).toHaveLength(4);
    // The current version is the quote itself: not restorable.
    const current = (await ok('GET', `/tenant/itinerary/${uuid}`)).data.version;
    expect((await ok('GET', `/tenant/itinerary/${uuid}/versions/${current}`)).restorable).toBe(false);
  });

  it('I4 POST versions/{version}/restore with the steps and no body answers 200 and brings that version back', async () => {
    await ok('POST', `/tenant/itinerary/${uuid}/versions/${restorable.version}/restore?${STEPS}`);
    const detail = (await ok('GET', `/tenant/itinerary/${uuid}`)).data;
    expect(detail.id).toMatch(UUID);
    expect(detail.id).toBe(uuid);
    expect(detail.version).toBeGreaterThan(restorable.version);
    expect(detail.description.value).toBe(restorable.description);
    expect((await services()).map((s) => [s.service, s.day]).sort()).toEqual(restorable.services);
  });
});
