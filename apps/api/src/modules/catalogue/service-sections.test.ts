import { sql } from 'drizzle-orm';
import { missingSections, rateLineNightsProblems } from '@itinera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { rowsOf } from '../../db/rows';

// What a catalogue service must hold for its type (spec 02 §3: accommodation rooms and amenities,
// transport, transfer and excursion a location, package a room; decision 0056).

type Headers = Record<string, string>;
type Detail = { path: string; message: string };

let ctx: TestContext;
let admin: Headers;
let manual: number;
let cusco: number;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const one = async (text: ReturnType<typeof sql>) =>
    Number(rowsOf<{ id: number }>(await ctx.database.db.execute(text))[0]!.id);
  const tenant = sql`(SELECT id FROM tenants WHERE slug = 'demo')`;
  manual = await one(sql`SELECT id FROM sales_manuals WHERE tenant_id = ${tenant} ORDER BY id LIMIT 1`);
  cusco = await one(sql`SELECT id FROM locations WHERE kind = 'city' AND name = 'Cusco'`);
});
afterAll(() => ctx.close());

const line = (patch: Record<string, unknown> = {}) => ({
  sales_manual_id: manual,
  season_from: '2026-01-01',
  season_to: '2026-12-31',
  min_pax: 1,
  max_pax: 99,
  basis: 'per_person',
  unit_cost: '40',
  currency_id: 1,
  ...patch,
});
const room = (id_room_type: number, patch: Record<string, unknown> = {}) =>
  line({ basis: 'per_room', id_room_type, ...patch });
const service = (id_service_type: number, patch: Record<string, unknown> = {}) => ({
  name: { en: `Section test ${id_service_type}` },
  id_service_type,
  ...patch,
});
const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/tenant/services', headers: admin, payload });
const details = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(422);
  errorOf(res);
  return (res.json() as { details: Detail[] }).details;
};

describe('mandatory sections per service type', () => {
  it('refuses an accommodation without rooms, amenities or location, a field error each', async () => {
    const res = await post(service(2, { rate_lines: [line()] }));
    expect(details(res)).toEqual([
      {
        path: 'rate_lines',
        message: 'An accommodation needs at least one room: add a per-room rate with a room type.',
      },
      { path: 'amenities', message: 'An accommodation needs its amenities: list at least one.' },
      { path: 'location_id', message: 'An accommodation needs a location.' },
    ]);
  });

  it('refuses a transfer, a transport and an excursion without a location, and a package without a room', async () => {
    for (const [type, name] of [
      [5, 'A transfer'],
      [3, 'A transport'],
      [7, 'An excursion'],
    ] as const)
      expect(details(await post(service(type, { rate_lines: [line()] })))).toEqual([
        { path: 'location_id', message: `${name} needs a location.` },
      ]);
    expect(details(await post(service(9, { location_id: cusco, rate_lines: [line()] })))).toEqual([
      { path: 'rate_lines', message: 'A package needs at least one room: add a per-room rate with a room type.' },
    ]);
  });

  it('accepts each type with its sections, and keeps the amenities', async () => {
    const hotel = await post(
      service(2, { location_id: cusco, amenities: [' Wi-Fi ', 'Breakfast included'], rate_lines: [room(2)] }),
    );
    expect(hotel.statusCode, hotel.body).toBe(201);
    expect(hotel.json().data.amenities).toEqual(['Wi-Fi', 'Breakfast included']);
    const transfer = await post(service(5, { location_id: cusco, rate_lines: [line()] }));
    expect(transfer.statusCode, transfer.body).toBe(201);
    // Types with no mandatory section (a guide) need none of them.
    expect((await post(service(8))).statusCode).toBe(201);
    // The same rule on a full replacement: removing the hotel's rooms is refused.
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/tenant/services/${hotel.json().data.id}`,
      headers: admin,
      payload: service(2, { location_id: cusco, amenities: ['Wi-Fi'], rate_lines: [] }),
    });
    expect(details(put).map((d) => d.path)).toEqual(['rate_lines']);
  });

  it('finds the demo catalogue complete: every seeded service holds the sections of its type', async () => {
    const rows = rowsOf<{
      code: string;
      id_service_type: number;
      location_id: number | null;
      amenities: string[];
      days_services: number;
      rate_lines: { id_room_type: number | null; nights: number | null }[];
    }>(
      await ctx.database.db.execute(sql`SELECT s.code, s.service_type_id AS id_service_type, s.location_id, s.amenities,
        s.days_services, coalesce((SELECT json_agg(json_build_object('id_room_type', r.room_type_id, 'nights', r.nights))
          FROM rate_lines r WHERE r.service_id = s.id), '[]') AS rate_lines
      FROM services s WHERE s.tenant_id = (SELECT id FROM tenants WHERE slug = 'demo') AND s.code LIKE 'SVC000%'`),
    );
    expect(rows.length).toBeGreaterThan(40);
    const problems = rows.flatMap((r) => [
      ...missingSections(r).map((p) => `${r.code}: ${p.message}`),
      ...rateLineNightsProblems(r.id_service_type, r.days_services, r.rate_lines).map((p) => `${r.code}: ${p.message}`),
    ]);
    expect(problems).toEqual([]);
  });
});

// A package's nights must equal its room's night count (spec 02 §4 and §5; decision 0056). A package
// whose Duration is 3 days covers 2 nights on a quote ('1-3'), so its rooms are sold for 2 nights.
describe('package nights', () => {
  const NIGHTS = "Package services need nights equal to the room's night quantity.";
  const pkg = (nights: unknown[], patch: Record<string, unknown> = {}) =>
    service(9, {
      name: { en: `Inca Trail package ${nights.join('-')}` },
      days_services: 3,
      rate_lines: nights.map((n, i) => room(i + 1, n === undefined ? {} : { nights: n })),
      ...patch,
    });

  it("refuses a package room whose night count is not the package's, with the spec's message", async () => {
    expect(details(await post(pkg([2, 3])))).toEqual([{ path: 'rate_lines.1.nights', message: NIGHTS }]);
    // Only a package's rooms carry a night count.
    expect(
      details(
        await post(service(2, { location_id: cusco, amenities: ['Wi-Fi'], rate_lines: [room(2, { nights: 2 })] })),
      ),
    ).toEqual([{ path: 'rate_lines.0.nights', message: "Only a package's rooms have a night count." }]);
  });

  it("keeps the night count of each room, and a room without one counts the package's nights", async () => {
    const res = await post(pkg([2, undefined]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.rate_lines.map((l: { nights: number | null }) => l.nights)).toEqual([2, null]);
  });

  it('refuses the package on a quote for other nights than its rooms, and places it on its own', async () => {
    const created = await post(pkg([2], { name: { en: 'Salkantay package' } }));
    const id = created.json().data.id as number;
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary',
      headers: admin,
      payload: { title: 'Package nights', start_date: '2026-07-01', end_date: '2026-07-08', num_pax: 2 },
    });
    const uuid = quote.json().data.uuid as string;
    const add = (day: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/tenant/itinerary/services/${uuid}`,
        headers: admin,
        payload: { services: [{ service_id: id, day, level: 0 }] },
      });
    const refused = await add('2-6');
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(NIGHTS);
    expect(refused.json().details).toEqual([{ path: 'body.services.0.day', message: NIGHTS }]);
    const placed = await add('2');
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().services.find((s: { service_id: number }) => s.service_id === id).day).toBe('2-4');
  });
});
