import { sql } from 'drizzle-orm';
import { addDays } from '@itinera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { createQuote, demoIds } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';

let ctx: TestContext;
let admin: Headers;
let other: Headers;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
const cat: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  ids = await demoIds(ctx);
  contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', admin)).json().data[0].id;
  cat.tour = await catalogueId(ctx, admin, 'cusco city tour');
  cat.hotel = await catalogueId(ctx, admin, 'Casa Andina Standard');
  cat.hotel2 = await catalogueId(ctx, admin, 'Palacio del Inka');
  cat.guide = await catalogueId(ctx, admin, 'Private English-speaking guide');
});
afterAll(() => ctx.close());

const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Copies',
  client_id: ids.andean,
  contract_id: contract,
  start_date: '2026-07-01',
  end_date: '2026-07-04',
  num_pax: 2,
  ...extra,
});
const services = () => [
  { service_id: cat.hotel, day: '1-4' },
  { service_id: cat.tour, day: '2' },
  { service_id: cat.guide, day: '2-3' },
];
type S = {
  id: number;
  day: string;
  start_date: string;
  price: number;
  cost: number;
  name: { value: string };
  passengers: number[];
};
const list = async (id: number | string) =>
  (await inject(ctx, 'GET', `/tenant/itinerary/services/${id}`, admin)).json() as S[];

describe('duplicate and templates', () => {
  it('a duplicate carries services, passengers and figures, its dates moved with the start date', async () => {
    const { quote, answer } = await quoteWith(ctx, admin, body(), services());
    const pax = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${quote.id}`, admin)).json().data;
    const tourId = answer.services.find((s: S) => s.day === '2').id;
    await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}`, admin, [
      { id: tourId, passengers: [pax[0].id], price: 99 },
    ]);
    // Rates change after the source was priced: the copy keeps the source's figures.
    await ctx.database.db.execute(
      sql`UPDATE rate_lines SET unit_cost = unit_cost + 10 WHERE service_id = ${cat.guide}`,
    );
    const res = await inject(ctx, 'POST', '/tenant/itinerary/duplicate', admin, {
      id: quote.id,
      start_date: '2026-09-10',
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    const [from, to] = [await list(quote.id), await list(copy.id)];
    // 2026-07-01 → 2026-09-10: every service moves by the same 71 days.
    expect(to.map((s) => [s.day, s.start_date, s.price, s.cost])).toEqual(
      from.map((s) => [s.day, addDays(s.start_date, 71), s.price, s.cost]),
    );
    const copyPax = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${copy.id}`, admin)).json().data;
    expect(copyPax).toHaveLength(2);
    expect(copyPax[0].id).not.toBe(pax[0].id);
    expect(to.find((s) => s.day === '2')!.passengers).toBe(`{${copyPax[0].id}}`);
    expect(copy.price).toBe((await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}`, admin)).json().data.price);
    const v1 = (await inject(ctx, 'GET', `/tenant/itinerary/${copy.id}/versions/1`, admin)).json();
    expect(v1.service_itinerary).toHaveLength(3);
    await ctx.database.db.execute(
      sql`UPDATE rate_lines SET unit_cost = unit_cost - 10 WHERE service_id = ${cat.guide}`,
    );
  });

  it('a duplicate to a new start date brings its first service onto that date; without one the days stay', async () => {
    const { quote } = await quoteWith(ctx, admin, body(), [
      { service_id: cat.tour, day: '3' },
      { service_id: cat.guide, day: '3-4' },
      { service_id: cat.hotel, day: '4' },
    ]);
    const moved = (
      await inject(ctx, 'POST', '/tenant/itinerary/duplicate', admin, { id: quote.id, start_date: '2026-10-05' })
    ).json().data;
    expect(moved.start_date).toBe('2026-10-05');
    // The first service was on day 3: every service moves back 2 days (docs/domain/spec-sections.md#spec-01-section-4).
    expect((await list(moved.id)).map((s) => [s.day, s.start_date])).toEqual([
      ['1', '2026-10-05'],
      ['1-2', '2026-10-05'],
      ['2', '2026-10-06'],
    ]);
    const kept = (await inject(ctx, 'POST', '/tenant/itinerary/duplicate', admin, { id: quote.id })).json().data;
    expect((await list(kept.id)).map((s) => s.day)).toEqual(['3', '3-4', '4']);
  });

  it('a quote from a template gets its services on the same days, priced for its own dates and party', async () => {
    const template = await createQuote(ctx, admin, {
      title: 'Cusco module',
      itinerary_type_id: 3,
      start_date: '2027-01-01',
      end_date: '2027-01-04',
      num_pax: 2,
    });
    const add = await inject(ctx, 'POST', `/tenant/itinerary/services/${template.uuid}`, admin, {
      services: services(),
    });
    expect(add.statusCode).toBe(200);
    const res = await inject(ctx, 'POST', '/tenant/itinerary', admin, {
      from_template: template.rowId,
      start_date: '2026-07-01',
      client_id: ids.andean,
      contract_id: contract,
      num_pax: 4,
    });
    expect(res.statusCode).toBe(201);
    const quote = res.json().data;
    const copied = await list(quote.id);
    expect(copied.map((s) => [s.day, s.start_date])).toEqual([
      ['1-4', '2026-07-01'],
      ['2', '2026-07-02'],
      ['2-3', '2026-07-02'],
    ]);
    // 4 pax now: the city tour is priced at the 4–6 pax rate (65 each).
    expect(copied.find((s) => s.day === '2')).toMatchObject({ cost: 260 });
    expect(quote.price).toBeGreaterThan(0);
  });
});

describe('versions', () => {
  it('restoring a version puts its services and passengers back, with the same ids', async () => {
    const { quote, answer } = await quoteWith(ctx, admin, body(), [{ service_id: cat.tour, day: '2' }]);
    const first = answer.services[0].id;
    await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, admin, {
      services: [{ service_id: cat.hotel, day: '1-4' }],
    });
    await inject(ctx, 'PUT', `/tenant/passengers/${quote.id}`, admin, { passengers: [{ name: 'Solo' }] });
    const back = await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/versions/2/restore`, admin);
    expect(back.statusCode).toBe(200);
    expect(back.json().itinerary).toMatchObject({ version: 5, num_pax: 2 });
    expect((await list(quote.id)).map((s) => s.id)).toEqual([first]);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/passengers/${quote.id}`, admin)).json().data).toHaveLength(2);
    await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/versions/4/restore`, admin);
    const again = await list(quote.id);
    expect(again).toHaveLength(2);
    expect(again.map((s) => s.id)).toContain(first);
    expect(
      (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${quote.id}`, admin))
        .json()
        .data.map((p: { name: string }) => p.name),
    ).toEqual(['Solo']);
    const version = (await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}/versions/3`, admin)).json();
    expect(version.service_itinerary).toHaveLength(2);
    expect(version.prices.length).toBe(2);
  });
});

describe('replace, duplicate, move, import and update', () => {
  it('replaces a hotel by another at the same place, duplicates and moves services in batches', async () => {
    const { quote, answer } = await quoteWith(ctx, admin, body(), services());
    const hotel = answer.services.find((s: S) => s.day === '1-4') as S;
    const replaced = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${quote.id}/service/${hotel.id}/replace/${cat.hotel2}`,
      admin,
    );
    expect(replaced.statusCode).toBe(200);
    const now = replaced.json().services.find((s: S) => s.id === hotel.id);
    expect(now).toMatchObject({ day: '1-4', level: 2, name: { value: 'Palacio del Inka Courtyard' }, cost: 480 });
    expect(replaced.json().affected).toEqual([hotel.id]);
    expect(
      (await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/service/${hotel.id}/replace/999999`, admin)).statusCode,
    ).toBe(404);
    expect(
      (await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/service/999999/replace/${cat.hotel2}`, admin))
        .statusCode,
    ).toBe(404);

    const tour = answer.services.find((s: S) => s.day === '2') as S;
    const dup = await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/services/duplicate`, admin, {
      services: [tour.id],
      day: '4',
    });
    expect(dup.statusCode).toBe(200);
    const copyId = dup.json().affected[0];
    expect(dup.json().services.find((s: S) => s.id === copyId)).toMatchObject({
      day: '4',
      start_date: '2026-07-04',
      price: tour.price,
    });

    const moved = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${quote.uuid}/services/move?cur_step=1&last_step=2`,
      admin,
      { days_to_move: 2, services: [tour.id, hotel.id] },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ cur_step: 1, last_step: 2 });
    expect(
      moved
        .json()
        .services.filter((s: S) => [tour.id, hotel.id].includes(s.id))
        .map((s: S) => s.day)
        .sort(),
    ).toEqual(['3-6', '4']);
    // Nights 3, 4 and 5 of the hotel ('3-6'): the days run past the quote's 4 to day 5.
    expect(moved.json().days.length).toBe(5);
    // A move based on a version someone has since replaced is refused like every other write.
    const stale = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${quote.uuid}/services/move?cur_step=1&last_step=1&version=${moved.json().itinerary.version - 1}`,
      admin,
      { days_to_move: 1, services: [tour.id] },
    );
    expect(stale.statusCode).toBe(409);
    const before = await inject(ctx, 'POST', `/tenant/itinerary/${quote.uuid}/services/move`, admin, {
      days_to_move: -5,
      services: [tour.id],
    });
    expect(before.statusCode).toBe(422);
    expect(errorOf(before).message).toMatch(/cannot move before day 1/);
    expect(
      (
        await inject(ctx, 'POST', `/tenant/itinerary/${quote.uuid}/services/move`, admin, {
          days_to_move: 1,
          services: [],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await inject(ctx, 'POST', `/tenant/itinerary/${quote.uuid}/services/move`, other, {
          days_to_move: 1,
          services: [tour.id],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('imports a service again from the catalogue: content and rates, edits dropped', async () => {
    const { quote, answer } = await quoteWith(ctx, admin, body(), [{ service_id: cat.tour, day: '2' }]);
    const id = answer.services[0].id;
    await inject(ctx, 'POST', `/tenant/itinerary/process/${quote.uuid}`, admin, [{ id, name: 'My tour', price: 999 }]);
    await ctx.database.db.execute(
      sql`UPDATE services SET name = '{"en": "Cusco city tour (new)"}'::jsonb WHERE id = ${cat.tour}`,
    );
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/services/${id}/import`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().services[0]).toMatchObject({
      name: { value: 'Cusco city tour (new)' },
      price: 212.5,
      isPriceEdited: false,
    });
    const update = await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/services/update`, admin, {
      services: [id],
    });
    expect(update.statusCode).toBe(200);
    expect(
      (await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/services/update`, admin, { services: [999999] }))
        .statusCode,
    ).toBe(404);
    expect((await inject(ctx, 'POST', `/tenant/itinerary/${quote.id}/services/${id}/import`, other)).statusCode).toBe(
      404,
    );
    await ctx.database.db.execute(
      sql`UPDATE services SET name = '{"en": "Cusco city tour and nearby ruins"}'::jsonb WHERE id = ${cat.tour}`,
    );
  });
});
