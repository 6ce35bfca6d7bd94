import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';

let ctx: TestContext;
let agent: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
  other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
});
afterAll(() => ctx.close());

const search = (qs: string, headers = agent) =>
  ctx.app.inject({ method: 'GET', url: `/tenant/services?${qs}`, headers });
const codes = (res: { json(): { data: { name: { value: string } }[] } }) => res.json().data.map((s) => s.name.value);

describe('GET /tenant/services', () => {
  it('pages the catalogue 10 at a time by default', async () => {
    const res = await search('');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(10);
    expect(res.json().meta).toMatchObject({ per_page: 10, current_page: 1, total: 50 });
    expect(res.json().data[0]).toMatchObject({
      code: 'SVC00001',
      name_type_service: { service_type_name: 'Accommodation' },
      category: { acronym: 'HTL' },
    });
    // From the country down: Peru, the Lima destination, Lima city, each naming the one above.
    const [country, destination, city] = res.json().data[0].location;
    expect(country).toMatchObject({ location_name: 'Peru', parent: null });
    expect(destination).toMatchObject({ location_name: 'Lima', parent: country.id });
    expect(city).toMatchObject({ location_name: 'Lima', parent: destination.id });
  });

  it('matches text on code, name and category name', async () => {
    expect(codes(await search('name=monasterio'))).toEqual(['Monasterio Belmond Suites']);
    expect((await search('name=svc00004')).json().data[0].code).toBe('SVC00004');
    expect((await search('name=train')).json().data.map((s: { name: { value: string } }) => s.name.value)).toContain(
      'Vistadome train Ollantaytambo – Aguas Calientes',
    );
  });

  it('filters by type, category, location, country and contract', async () => {
    const hotelsInCusco = await search(
      'id_type_service=2&location=' + (await search('name=monasterio')).json().data[0].location.at(-1).id,
    );
    expect(codes(hotelsInCusco).sort()).toEqual([
      'Casa Andina Standard Cusco Plaza',
      'Monasterio Belmond Suites',
      'Palacio del Inka Courtyard',
    ]);
    expect((await search('category=TRF&country=CR')).json().meta.total).toBe(2);
    expect(
      (await search('id_type_service=5,7&country=PE&limit=50'))
        .json()
        .data.every((s: { id_service_type: number }) => [5, 7].includes(s.id_service_type)),
    ).toBe(true);
    const contracts = await ctx.app.inject({ method: 'GET', url: '/tenant/clients/contract/', headers: agent });
    const costaRica = contracts.json().data.find((c: { name: string }) => c.name.includes('Costa Rica'));
    const covered = await search(`contract=${costaRica.id}&limit=100`);
    expect(covered.json().meta.total).toBe(20);
    expect(
      covered
        .json()
        .data.every((s: { location: { location_code: string }[] }) =>
          s.location.at(-1)!.location_code.startsWith('CR-'),
        ),
    ).toBe(true);
  });

  it('reads one service, and keeps tenants apart', async () => {
    const first = (await search('name=nayara')).json().data[0];
    const one = await ctx.app.inject({ method: 'GET', url: `/tenant/services/${first.id}`, headers: agent });
    expect(one.json().data).toMatchObject({ name: { value: 'Nayara Springs' }, level: 3 });
    const foreign = await ctx.app.inject({ method: 'GET', url: `/tenant/services/${first.id}`, headers: other });
    expect(foreign.statusCode).toBe(404);
    errorOf(foreign);
  });

  it('refuses bad parameters with 400', async () => {
    for (const qs of ['id_type_service=abc', 'limit=0', 'from=yesterday', 'num_pax=-2', 'itinerary_uuid=nope']) {
      const res = await search(qs);
      expect(res.statusCode, qs).toBe(400);
      errorOf(res);
    }
  });
});
