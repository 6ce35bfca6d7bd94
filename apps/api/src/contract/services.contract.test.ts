import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { demoIds } from '../../test/quotes.fixtures';
import { catalogueId, inject, type Headers } from '../../test/quote-services.fixtures';
import { expectDayShape } from '../../test/original-client';
import { createFourDayQuote } from '../../test/original-client-quote.fixtures';

// Decisions 0025, 0032 and 0042: the services calls of a quote (original-client.md §6.1, S1–S3, S5, S7, I11) sent
// exactly as the original client sends them — uuid paths, bare-array bodies, itinerary-service
// objects with texts as {id, value, translate}, passengers and images as "{…}" literals, `day` as a
// number or a range, keys Itinera does not use — and the answer fields it reads.

let ctx: TestContext;
let admin: Headers;
let uuid: string;
const cat: Record<string, number> = {};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const ids = await demoIds(ctx);
  const contract = (await inject(ctx, 'GET', `/tenant/clients/contract/?client=${ids.andean}`, admin)).json().data[0]
    .id as number;
  cat.tour = await catalogueId(ctx, admin, 'cusco city tour');
  cat.hotel = await catalogueId(ctx, admin, 'Casa Andina Standard');
  uuid = await createFourDayQuote(ctx, admin, {
    title: 'Cusco family',
    client_id: ids.andean,
    contract_id: contract,
    num_pax: 4,
  });
});
afterAll(() => ctx.close());

/** A new itinerary service as the day screen builds it (§6.3). */
const newService = (service: number, day: string | number) => ({
  id: null,
  short_code: null,
  service,
  code: 'X',
  name: { id: null, value: 'ignored: the catalogue names it', translate: [] },
  id_service_type: 7,
  location: [],
  day,
  level: 0,
  num_pax: 4,
  passengers: '{}',
  status: 1,
  visible: 1,
  optional: 0,
  order: 1,
  images: '{}',
  images_full: [],
  service_price: [],
  service_supplier: [],
  category: { acronym: 'EXC', name: 'Excursion' },
});

describe('services of a quote, as the original client calls them', () => {
  it('S2 adds a bare array of itinerary services on the uuid path and answers 200 with itinerary and messages', async () => {
    const res = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/services/${uuid}?cur_step=1&last_step=1&calculate_prices=1&sm=`,
      admin,
      [newService(cat.hotel, '1-4'), newService(cat.tour, 2)],
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.itinerary).toMatchObject({ id: uuid, start_date: '2026-07-01', end_date: '2026-07-04', num_day: 4 });
    expect(Array.isArray(body.messages)).toBe(true);
    expect(body.services.map((s: { day: string }) => s.day).sort()).toEqual(['1-4', '2']);
  });

  it('S1 answers a bare array of the services, with `from=` and `to=` sent empty', async () => {
    const res = await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const services = res.json();
    expect(Array.isArray(services)).toBe(true);
    expect(services).toHaveLength(2);
    for (const s of services) {
      expect(typeof s.id).toBe('number');
      expect(typeof s.day).toBe('string');
      expect(s.name).toMatchObject({ value: expect.any(String) });
      // The client parses passengers with a regex: the "{12,13}" literal, "{}" for everyone.
      expect(s.passengers).toMatch(/^\{(\d+(,\d+)*)?\}$/);
    }
  });

  it('S3 takes the services back as the client holds them (texts as objects, "{}" lists, extra keys) and answers non-empty services and prices with a full itinerary', async () => {
    const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin)).json();
    const tour = services.find((s: { day: string }) => s.day === '2');
    // calculate_prices=1: the client removes the figures and the derived keys before sending.
    const { price: _p, price_unit: _pu, cost_unit: _cu, cost: _c, margin: _m, percentage_margin: _pm, ...rest } = tour;
    const edited = {
      ...rest,
      day: 3,
      passengers: '{}',
      images: '{}',
      notes: { id: null, value: 'Pick-up at the hotel at 9:00', translate: [] },
      visible: true,
      short_code: 'abc',
      images_full: [],
    };
    const res = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/process/${uuid}?cur_step=1&last_step=1&calculate_prices=1&calculate_room_distribution=0`,
      admin,
      [edited],
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.services.length).toBeGreaterThan(0);
    expect(body.prices.length).toBeGreaterThan(0);
    expect(body.itinerary).toMatchObject({
      id: uuid,
      client: { id: expect.any(Number) },
      status: { id: 1 },
      language: { id: 1 },
      currency: { id: 1 },
    });
    const saved = body.services.find((s: { id: number }) => s.id === tour.id);
    expect(saved).toMatchObject({ day: '3', notes: { value: 'Pick-up at the hotel at 9:00' } });
    // `days` in the long form of §7.2: every day of the quote, the moved tour linked on day 3.
    expect(body.days).toHaveLength(4);
    body.days.forEach(expectDayShape);
    expect(body.days[2]).toMatchObject({ start_day: 3, start_date: '2026-07-03' });
    const onDay3 = body.days[2].services.map((l: { itinerary_service: number }) => l.itinerary_service);
    expect(onDay3).toContain(tour.id);
    expect(body.days[1].services.map((l: { itinerary_service: number }) => l.itinerary_service)).not.toContain(tour.id);
    // Keys Itinera does not take are not stored.
    expect(JSON.stringify(saved)).not.toContain('abc');
  });

  it('S3 creates the services sent with id null beside the edits of the others (the day screen saves them so)', async () => {
    const before = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin)).json();
    const hotel = { ...newService(cat.hotel!, '1-3'), order: before.length + 1, visible: 1 };
    const res = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/process/${uuid}?cur_step=1&last_step=1&calculate_prices=1&calculate_room_distribution=0`,
      admin,
      [{ ...hotel, notes: { id: null, value: 'Late check-in', translate: [] } }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.services).toHaveLength(before.length + 1);
    const added = body.services.find((s: { id: number }) => !before.some((b: { id: number }) => b.id === s.id));
    expect(added).toMatchObject({ service: cat.hotel, day: '1-3', notes: { value: 'Late check-in' } });
    expect(body.affected).toContain(added.id);
    // A new service without its catalogue service is refused with the standard error body.
    const bad = await inject(ctx, 'POST', `/tenant/itinerary/process/${uuid}?cur_step=1&last_step=1`, admin, [
      { ...hotel, service: undefined },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.data).toContain('catalogue service');
    const removed = await inject(ctx, 'DELETE', `/tenant/itinerary/service/${added.id}?cur_step=1&last_step=1`, admin, {
      id: added.id,
      itinerary: uuid,
    });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('S3 with calculate_prices=0 sends the figures back as they are: an echoed figure is not a manual edit', async () => {
    const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin)).json();
    const tour = services.find((s: { day: string }) => s.day === '3');
    expect(tour.price).toBe(tour.calculated_price);
    const res = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/process/${uuid}?cur_step=1&last_step=1&calculate_prices=0&calculate_room_distribution=0`,
      admin,
      [{ ...tour, passengers: '{}', images: '{}', visible: 1 }],
    );
    expect(res.statusCode, res.body).toBe(200);
    // Pax change now re-prices it: an echoed figure held as an edit would have frozen the price.
    const version = res.json().itinerary.version as number;
    const more = await inject(ctx, 'PUT', `/tenant/itinerary/${uuid}`, admin, { num_pax: 2, version });
    expect(more.statusCode, more.body).toBe(200);
    const after = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin))
      .json()
      .find((s: { id: number }) => s.id === tour.id);
    expect(after.price).toBe(after.calculated_price);
    expect(after.price).not.toBe(tour.price);
    const back = await inject(ctx, 'PUT', `/tenant/itinerary/${uuid}`, admin, { num_pax: 4, version: version + 1 });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('S7 copies services with {id: uuid, services} and S5 moves them in a batch', async () => {
    const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin)).json();
    const tour = services.find((s: { day: string }) => s.day === '3');
    const copy = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${uuid}/services/duplicate?cur_step=1&last_step=1`,
      admin,
      {
        id: uuid,
        services: [tour.id],
      },
    );
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json().services).toHaveLength(3);
    expect(typeof copy.json().message).toBe('string');
    // S7's `days` (§7.2): the copy sits on the tour's day beside it.
    copy.json().days.forEach(expectDayShape);
    expect(copy.json().days[2].services).toHaveLength(3);
    const move = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${uuid}/services/move?cur_step=1&last_step=1&calculate_prices=1&sm=&num_pax=0&calculate_room_distribution=0`,
      admin,
      { days_to_move: 0, services: [tour.id], last_batch: true },
    );
    expect(move.statusCode, move.body).toBe(200);
    expect(move.json().itinerary).toMatchObject({ id: uuid, client: expect.any(Object), status: expect.any(Object) });
  });

  it('I10 then I11: staff confirm from In Preparation, then set the named services Confirmed', async () => {
    const status = await inject(ctx, 'POST', `/tenant/itinerary/status/${uuid}/2?cur_step=1&last_step=2`, admin, {
      id: uuid,
      status: 2,
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(Array.isArray(status.json().exporting)).toBe(true);
    expect(status.json().itinerary).toMatchObject({ id: uuid, status: { id: 2 } });
    const services = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin)).json();
    const one = services[0].id as number;
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/services_status/2?cur_step=2&last_step=2`, admin, {
      id: uuid,
      status: 2,
      services: [one],
      cur_step: 2,
      last_step: 2,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await inject(ctx, 'GET', `/tenant/itinerary/services/${uuid}?from=&to=`, admin)).json();
    expect(after.filter((s: { status: number }) => s.status === 2).map((s: { id: number }) => s.id)).toEqual([one]);
    expect(uuid).toMatch(UUID);
  });
});
