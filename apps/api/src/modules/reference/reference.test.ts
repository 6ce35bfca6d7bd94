import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHOLE_LIST_CAP } from '@itinera/domain/contracts';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';

let ctx: TestContext;
let admin: Record<string, string>;
let clientAdmin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  clientAdmin = (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

const get = (url: string, headers = admin) => ctx.app.inject({ method: 'GET', url, headers });

describe('catalogue reference lists', () => {
  it('lists currencies with USD first (the spec default currency 1) and finds by search', async () => {
    const res = await get('/tenant/currency?limit=3');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: 1, code: 'USD', currency_sign: '$' });
    expect(res.json().meta.total).toBeGreaterThan(150);
    const pen = await get('/tenant/currency?search=sol');
    expect(pen.json().data.map((c: { code: string }) => c.code)).toContain('PEN');
    expect((await get('/tenant/currency/3')).json().data.code).toBe('PEN');
  });

  it('lists languages with English as language 1', async () => {
    expect((await get('/tenant/language/1')).json().data).toMatchObject({ language_code: 'en', name: 'English' });
    expect((await get('/tenant/language?name=span')).json().data[0]).toMatchObject({ language_code: 'es' });
  });

  it('lists every country in one answer and the destinations of a country', async () => {
    // A list the original client caches whole (docs/domain/original-client.md#catalogue-lists): every row, whatever limit is sent.
    const countries = await get('/tenant/location/countries?limit=10');
    expect(countries.json().meta.per_page).toBe(WHOLE_LIST_CAP);
    expect(countries.json().data.length).toBe(countries.json().meta.total);
    const names = countries.json().data.map((c: { location_name: string }) => c.location_name);
    for (const featured of ['Peru', 'Costa Rica', 'Bolivia', 'Ecuador', 'Argentina', 'Brazil', 'Chile', 'Colombia'])
      expect(names).toContain(featured);
    const peru = await get('/tenant/location/destinations?country=PE&search=cusco');
    const found = peru
      .json()
      .data.map(
        (l: { location_name: string; parent_location: { location_name: string } | null }) =>
          `${l.location_name} < ${l.parent_location?.location_name}`,
      );
    expect(found).toEqual(expect.arrayContaining(['Cusco < Peru', 'Cusco < Cusco']));
    const trips = await get('/tenant/location/destinations?country=CR&search=monteverde');
    expect(trips.json().data[0]).toMatchObject({
      location_name: 'Monteverde',
      parent_location: { location_name: 'Puntarenas' },
    });
    // The original client reads `parent` as the country's id (contract C6).
    const costaRica = (await get('/tenant/location/countries?search=costa')).json().data[0];
    expect(costaRica.parent).toBe(0);
    expect(trips.json().data[0].parent).toBe(costaRica.id);
    expect((await get('/tenant/location/destinations?country=PE&search=aguas')).json().data[0].location_name).toContain(
      'Machu Picchu',
    );
  });

  it('lists the ten service types and the nine quote statuses', async () => {
    const types = await get('/tenant/service_types');
    expect(types.json().data.map((t: { acronym: string }) => t.acronym)).toEqual([
      'FL',
      'AC',
      'TP',
      'EN',
      'TR',
      'ME',
      'EX',
      'GU',
      'PA',
      'OT',
    ]);
    const statuses = await get('/tenant/statuses_itinerary');
    expect(statuses.json().data).toHaveLength(9);
    expect((await get('/tenant/statuses_itinerary/4')).json().data).toMatchObject({ name: 'Sent', acronym: 'S' });
  });

  it("shows a client admin only its own client, with the client's date format", async () => {
    expect((await get('/tenant/clients')).json().data).toHaveLength(2);
    const own = (await get('/tenant/clients', clientAdmin)).json().data;
    expect(own).toEqual([
      {
        id: expect.any(Number),
        name: 'Andean Trails Travel',
        code: expect.stringMatching(/^\d{2,}$/),
        configuration: { date_format: 'MMM DD, YYYY' },
        // The agency's logo, a library picture (decision 0063): the demo agencies have none yet.
        logo: null,
      },
    ]);
  });

  it('answers 404, 400 and 401 with the error body', async () => {
    expect(errorOf(await get('/tenant/currency/99999')).code).toBe('NOT_FOUND');
    for (const url of [
      '/tenant/currency?page=0',
      '/tenant/currency?limit=abc',
      '/tenant/locations/abc',
      `/tenant/tags?search=${'x'.repeat(500)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      errorOf(res);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/currency' })).statusCode).toBe(401);
  });
});
