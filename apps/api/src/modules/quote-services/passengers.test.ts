import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { demoIds, ownerQuery, setStatus } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import { seedDemo } from '../../seed/seed';
import type { SessionUser } from '../../identity/session-user';
import { passengersAnswer } from './passengers.service';

// Decision 0028: the passenger calls P1 and P2 (original-client.md §8) — each field's rule and
// its message per passenger (§1.5), the count as num_pax with the re-price in the same write, a
// stale version, other tenants, the rooming list and checks, and who sees personal data.

let ctx: TestContext;
const as: Record<string, Headers> = {};
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
const cat: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'operator', 'agent', 'clientadmin'])
    as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  ids = await demoIds(ctx);
  contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', as.admin)).json().data[0].id;
  cat.tour = await catalogueId(ctx, as.admin, 'cusco city tour');
  cat.hotel = await catalogueId(ctx, as.admin, 'Casa Andina Standard');
});
afterAll(() => ctx.close());

const quote = async (headers = as.admin, body: Record<string, unknown> = {}) =>
  (
    await quoteWith(
      ctx,
      headers,
      {
        title: 'Pax',
        client_id: ids.andean,
        contract_id: contract,
        start_date: '2026-07-01',
        end_date: '2026-07-04',
        num_pax: 2,
        ...body,
      },
      [
        { service_id: cat.hotel, day: '1-4' },
        { service_id: cat.tour, day: '2' },
      ],
    )
  ).quote;
type Q = Awaited<ReturnType<typeof quote>>;
type Pax = Record<string, unknown> & { id: number; name: string };
const list = async (q: Q, headers = as.admin) => {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Pax[]; rooming: { rooms: unknown[]; unassigned: number[] }; warnings: Warning[] };
};
type Warning = { code: string; pax_ids: number[]; message: string };
const save = (q: Q, data: unknown[], query = '', headers = as.admin) =>
  inject(ctx, 'PUT', `/tenant/passengers/${q.id}?cur_step=1&last_step=1${query}`, headers, {
    id_itinerary: q.id,
    data,
  });
const seller = (prices: { type: string; prices: { total: number; pax_prices: unknown[] }[] }[]) =>
  prices.find((p) => p.type === 'seller')!.prices;

const ANA = {
  first_name: 'Ana',
  last_name: 'López',
  email: 'ana@example.com',
  phone: '+51 1 555 0101',
  gender: 'Female',
  birthdate: '1985-04-12',
  nationality: 'Peruvian',
  passport_number: 'PE123456',
  passport_expiration: '2031-01-01',
  note: { id: null, value: 'Window seat', translate: [] },
  emergency_name: 'Rosa',
  emergency_last_name: 'López',
  emergency_phone: '+51 1 555 0102',
  dietary_notes: 'Vegetarian',
  medical_notes: 'Asthma: carries an inhaler.',
};

describe('P2: each field is checked, per passenger, and a wrong one saves nothing', () => {
  let q: Q;
  let first: Pax;
  beforeAll(async () => {
    q = await quote();
    first = (await list(q)).data[0]!;
  });

  it.each([
    ['first_name', '', 'The first name is required.'],
    ['first_name', 'Ana<b>', 'The first name may hold letters, digits, spaces, hyphens, apostrophes and dots only.'],
    ['last_name', 'x'.repeat(101), 'The last name has at most 100 characters.'],
    ['email', 'ana@nowhere', 'This is not a valid e-mail address.'],
    [
      'phone',
      'ring me',
      'A phone number needs at least 6 digits, and may hold spaces, brackets, dots, dashes and a leading +.',
    ],
    ['gender', 'unknown', 'The gender is Female, Male or Other.'],
    ['birthdate', '1985-02-30', 'The birth date must be a real date, as YYYY-MM-DD.'],
    ['birthdate', '2090-01-01', 'The birth date cannot be in the future.'],
    ['nationality', 'P3ru', 'A nationality is a country name or code, in letters.'],
    ['passport_number', 'AB#1', 'A passport number has 5 to 20 letters and digits.'],
    ['passport_expiration', '31/12/2030', 'The passport expiry date must be a real date, as YYYY-MM-DD.'],
    ['passport_expiration', '1989-12-31', 'The passport expiry date must be after 1990.'],
    ['note', { id: 1, value: 'x'.repeat(2001), translate: [] }, 'The note has at most 2,000 characters.'],
    [
      'emergency_name',
      '@@',
      'The emergency contact’s first name may hold letters, digits, spaces, hyphens, apostrophes and dots only.',
    ],
    [
      'emergency_last_name',
      '<x>',
      'The emergency contact’s last name may hold letters, digits, spaces, hyphens, apostrophes and dots only.',
    ],
    [
      'emergency_phone',
      '12',
      'The emergency phone needs at least 6 digits, and may hold spaces, brackets, dots, dashes and a leading +.',
    ],
    ['dietary_notes', 'x'.repeat(2001), 'The dietary notes has at most 2,000 characters.'],
    ['medical_notes', 'x'.repeat(2001), 'The medical notes has at most 2,000 characters.'],
    ['type', 'senior', 'The type is adult, child or infant.'],
    ['age', 200, 'An age is a whole number from 0 to 130.'],
    ['lead', 'perhaps', 'Lead passenger is yes or no.'],
    ['room', 7, 'Room 8 does not exist: the quote has 2 rooms.'],
  ])('%s = %j', async (field, value, message) => {
    const res = await save(q, [
      { id: first.id, status: 1, first_name: 'Kept' },
      { id: null, status: '1', key: 1, ...ANA, [field]: value },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.code).toBe('UNPROCESSABLE');
    expect(body.errors).toEqual([
      { index: 0, errors: {} },
      { index: 1, errors: { [field]: message } },
    ]);
    expect(body.message.endsWith(`: ${message} Nothing was saved.`)).toBe(true);
    expect(body.details).toEqual([{ path: `body.data.1.${field}`, message }]);
    // The value is not echoed back (documents and notes stay out of answers and logs); names head the message.
    if (typeof value === 'string' && value.length > 3 && !field.endsWith('_name'))
      expect(res.body).not.toContain(value);
    expect((await list(q)).data.map((p) => p.name)).toEqual(['Passenger 1', 'Passenger 2']);
  });

  it('refuses an id of another quote and junk shapes', async () => {
    const other = (await list(await quote())).data[0]!;
    const res = await save(q, [{ id: other.id, status: 1, first_name: 'X' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].errors).toEqual({ id: 'This passenger is not on this quote.' });
    for (const junk of [{ data: 'all' }, { data: [{ id: 'x' }] }, {}, { passengers: [] }, { data: [1] }])
      expect(
        (await inject(ctx, 'PUT', `/tenant/passengers/${q.id}`, as.admin, junk)).statusCode,
        JSON.stringify(junk),
      ).toBe(400);
  });

  it('saves every field and answers it as sent, with the age at travel and one lead', async () => {
    const res = await save(q, [{ id: first.id, status: 1, ...ANA, lead: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 passengers saved.');
    const ana = body.passengers[0];
    expect(ana).toMatchObject({
      ...ANA,
      id: first.id,
      name: 'Ana López',
      note: { id: first.id, value: 'Window seat', translate: [] },
      type: 'adult',
      age: 41,
      lead: true,
      status: 1,
      details_hidden: false,
    });
    expect(body.passengers[1]).toMatchObject({ name: 'Passenger 2', lead: false });
    expect((await list(q)).data[0]).toEqual(ana);
    // Absent keys keep their value; "" clears an optional one.
    const again = (await save(q, [{ id: first.id, status: 1, email: '' }])).json().passengers[0];
    expect(again).toMatchObject({ email: null, passport_number: 'PE123456', medical_notes: ANA.medical_notes });
  });
});

describe('the count of passengers is num_pax', () => {
  it('adding one re-prices the quote in the same write; a deletion (status -1) brings it back', async () => {
    const q = await quote();
    const before = (await inject(ctx, 'GET', `/tenant/itinerary/prices/${q.id}`, as.admin)).json();
    const start = (await list(q)).data;
    const added = await save(q, [
      { id: null, status: '1', first_name: 'Liz', last_name: 'Smith', birthdate: '2018-05-01' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const body = added.json();
    expect(body.itinerary.num_pax).toBe(3);
    expect(body.itinerary.version).toBe(q.version + 2);
    expect(body.passengers.map((p: Pax) => [p.name, p.type, p.age])).toEqual([
      ['Passenger 1', 'adult', null],
      ['Passenger 2', 'adult', null],
      ['Liz Smith', 'child', 8],
    ]);
    expect(seller(body.prices)[0]!.pax_prices).toHaveLength(3);
    expect(seller(body.prices)[0]!.total).not.toBe(seller(before)[0]!.total);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/${q.id}`, as.admin)).json().data.num_pax).toBe(3);
    const history = await ownerQuery<{ field: string }>(
      ctx,
      sql`SELECT field FROM itinerary_history WHERE itinerary_id = ${q.rowId} AND version = ${q.version + 2} ORDER BY id`,
    );
    expect(history.map((h) => h.field)).toEqual(['passengers', 'num_pax']);

    const removed = await save(q, [{ id: start[1]!.id, status: -1 }]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().itinerary.num_pax).toBe(2);
    expect(removed.json().passengers.map((p: Pax) => p.name)).toEqual(['Passenger 1', 'Liz Smith']);
    // Two travellers again, one of them Liz (8), who pays the city tour's child price (decision 0062).
    expect(seller(removed.json().prices)[0]!.total).toBeLessThan(seller(before)[0]!.total);
    const last = await save(q, [
      { id: start[0]!.id, status: -1 },
      { id: removed.json().passengers[1].id, status: -1 },
    ]);
    expect(errorOf(last).message).toBe('A quote has at least one passenger: add one before removing the last.');
  });
});

describe('what a save may not do', () => {
  it('answers 409 on a stale version, 404 to another tenant, and 422 on a Confirmed quote', async () => {
    const q = await quote();
    const current = (await inject(ctx, 'GET', `/tenant/itinerary/${q.id}`, as.admin)).json().data.version;
    const stale = await save(q, [{ id: null, status: 1, first_name: 'Late' }], `&version=${current - 1}`);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('CONFLICT');
    expect((await save(q, [{ id: null, status: 1, first_name: 'On time' }], `&version=${current}`)).statusCode).toBe(
      200,
    );

    const intruder = await save(q, [{ id: null, status: 1, first_name: 'Intruder' }], '', as.other);
    expect(intruder.statusCode).toBe(404);
    expect((await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}`, as.other)).statusCode).toBe(404);
    expect((await list(q)).data.map((p) => p.name)).toEqual(['Passenger 1', 'Passenger 2', 'On time']);

    expect((await setStatus(ctx, as.admin, q.id, 2)).statusCode).toBe(200);
    const locked = await save(q, [{ id: null, status: 1, first_name: 'Late' }]);
    expect(locked.statusCode).toBe(422);
    expect(errorOf(locked).message).toMatch(/cannot be edited while it is Confirmed/);
  });
});

describe('rooming list and checks', () => {
  it('warns of passengers in no room and rooms over capacity, on the tab and on the level prices', async () => {
    const q = await quote(as.admin, { num_pax: 3 });
    const [a, b, c] = (await list(q)).data;
    const rooms = (await list(q)).rooming.rooms as { name: string; max_pax: number }[];
    expect(rooms.map((r) => `${r.name}/${r.max_pax}`)).toEqual(['DBL/2', 'SGL/1']);
    const one = (await save(q, [{ id: a!.id, status: 1, room: 0 }])).json();
    expect(one.rooming).toMatchObject({ started: true, unassigned: [b!.id, c!.id] });
    const noRoom = 'Passenger 2 and Passenger 3 have no room in the rooming list.';
    expect(one.warnings.filter((w: Warning) => w.code === 'no_room').map((w: Warning) => w.message)).toEqual([noRoom]);
    expect(one.messages[0].warnings).toContain(noRoom);
    const over = (
      await save(q, [
        { id: b!.id, status: 1, room: 1 },
        { id: c!.id, status: 1, room: 1 },
      ])
    ).json();
    expect(over.warnings.map((w: Warning) => w.code)).toContain('room_over_capacity');
    expect(over.messages[0].warnings).toContain('Room 2 (SGL) holds 2 passengers but sleeps 1.');
    const fixed = (await save(q, [{ id: b!.id, status: 1, room: 0 }])).json();
    expect(fixed.warnings.filter((w: Warning) => ['no_room', 'room_over_capacity'].includes(w.code))).toEqual([]);
    expect(fixed.rooming.rooms.map((r: { passengers: number[] }) => r.passengers)).toEqual([[a!.id, b!.id], [c!.id]]);
    const prices = (await inject(ctx, 'GET', `/tenant/itinerary/prices/${q.id}`, as.admin)).json();
    expect(JSON.stringify(prices)).not.toContain('no room');
  });

  it('warns of a passport expiring too soon, an infant with no adult, an age band and a duplicate', async () => {
    const q = await quote(as.admin, { num_pax: 1 });
    const [only] = (await list(q)).data;
    const res = await save(q, [
      { id: only!.id, status: 1, ...ANA, type: 'child', birthdate: '2014-06-30', passport_expiration: '2026-10-01' },
      { id: null, status: 1, first_name: 'Baby', last_name: 'López', birthdate: '2025-12-01' },
      {
        id: null,
        status: 1,
        first_name: 'Twin',
        type: 'child',
        passport_number: 'PE123456',
        passport_expiration: '2030-01-01',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const warnings = res.json().warnings as Warning[];
    expect(warnings.map((w) => w.code).sort()).toEqual(
      ['age_band', 'document_expiry', 'document_missing', 'duplicate', 'infant_without_adult'].sort(),
    );
    expect(warnings.find((w) => w.code === 'age_band')!.message).toBe(
      'Ana López is entered as child but is 12 on the first day of the trip: adult prices apply.',
    );
    expect((await list(q)).warnings).toEqual(warnings);
  });
});

describe('personal data', () => {
  const personal = ['1985-04-12', 'PE123456', '2031-01-01', 'Asthma'];

  it('is shown to staff and the quote’s own users, and to nobody else', async () => {
    const q = await quote(as.agent);
    const [first] = (await list(q, as.agent)).data;
    expect((await save(q, [{ id: first!.id, status: 1, ...ANA }], '', as.agent)).statusCode).toBe(200);
    for (const who of ['admin', 'operator', 'agent', 'clientadmin']) {
      const ana = (await list(q, as[who])).data[0]!;
      expect([who, ana.birthdate, ana.passport_number, ana.details_hidden]).toEqual([
        who,
        '1985-04-12',
        'PE123456',
        false,
      ]);
    }
    // A quote of another client: its client admin does not even find it.
    const costaRica = await quote(as.admin, { client_id: ids.puraVida, contract_id: null });
    expect((await inject(ctx, 'GET', `/tenant/itinerary/passengers/${costaRica.id}`, as.clientadmin)).statusCode).toBe(
      404,
    );
    expect((await inject(ctx, 'GET', `/tenant/itinerary/passengers/${costaRica.id}`, as.agent)).statusCode).toBe(404);

    // The rule itself, for a user who could open the quote without being one of its own (a public template).
    const [row] = await ownerQuery<Record<string, unknown>>(ctx, sql`SELECT * FROM itineraries WHERE id = ${q.rowId}`);
    const stranger: SessionUser = { ...(await sessionOf('clientadmin')), clientId: ids.puraVida };
    const rows = await ownerQuery<Record<string, unknown>>(
      ctx,
      sql`SELECT *, birthdate::text AS birthdate, passport_expiration::text AS passport_expiration FROM itinerary_passengers WHERE itinerary_id = ${q.rowId} ORDER BY position`,
    );
    const seen = passengersAnswer(stranger, row as never, rows as never);
    expect(seen.data[0]).toMatchObject({
      name: 'Ana López',
      birthdate: null,
      passport_number: null,
      passport_expiration: null,
      medical_notes: null,
      details_hidden: true,
    });
    expect(seen.warnings.map((w) => w.code)).not.toContain('document_missing');
    expect(JSON.stringify(seen)).not.toMatch(/PE123456|1985-04-12|Asthma/);
  });

  it('never goes into history entries; versions keep it for restore; deleting the quote deletes it', async () => {
    const q = await quote();
    const [first] = (await list(q)).data;
    expect((await save(q, [{ id: first!.id, status: 1, ...ANA }])).statusCode).toBe(200);
    expect((await save(q, [{ id: first!.id, status: 1, passport_number: 'PE999999' }])).statusCode).toBe(200);
    const history = await ownerQuery<{ entry: string }>(
      ctx,
      sql`SELECT concat(from_value::text, to_value::text) AS entry FROM itinerary_history WHERE itinerary_id = ${q.rowId}`,
    );
    for (const { entry } of history) for (const value of [...personal, 'PE999999']) expect(entry).not.toContain(value);
    for (const who of ['admin', 'clientadmin']) {
      const page = await inject(
        ctx,
        'GET',
        `/tenant/itinerary/${q.id}/history?entity=itinerary&page=1&limit=20`,
        as[who],
      );
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/PE123456|PE999999|1985-04-12|Asthma/);
    }
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${q.id}`, as.admin)).json().data;
    const snapshot = (
      await inject(ctx, 'GET', `/tenant/itinerary/${q.id}/versions/${detail.version - 1}`, as.admin)
    ).json();
    expect(snapshot.passengers[0]).toMatchObject({
      name: 'Ana López',
      passport_number: 'PE123456',
      birthdate: '1985-04-12',
    });
    const restored = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/${q.id}/versions/${detail.version - 1}/restore`,
      as.admin,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await list(q)).data[0]).toMatchObject({ passport_number: 'PE123456', medical_notes: ANA.medical_notes });

    expect((await inject(ctx, 'DELETE', `/tenant/itinerary/${q.id}`, as.admin)).statusCode).toBe(200);
    const left = await ownerQuery<{ n: number }>(
      ctx,
      sql`SELECT (SELECT count(*) FROM itinerary_passengers WHERE itinerary_id = ${q.rowId})
        + (SELECT count(*) FROM itinerary_versions WHERE itinerary_id = ${q.rowId})
        + (SELECT count(*) FROM itinerary_history WHERE itinerary_id = ${q.rowId}) AS n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});

async function sessionOf(who: string): Promise<SessionUser> {
  const [u] = await ownerQuery<{ id: number; tenant_id: number; role_id: number; client_id: number | null }>(
    ctx,
    sql`SELECT id, tenant_id, role_id, client_id FROM users WHERE email = ${`${who}@itinera.demo`} AND tenant_id = ${ids.tenantId}`,
  );
  return {
    sessionId: 0,
    userId: u!.id,
    tenantId: u!.tenant_id,
    roleId: u!.role_id,
    permissions: [],
    clientId: u!.client_id,
    name: who,
    email: `${who}@itinera.demo`,
  };
}
