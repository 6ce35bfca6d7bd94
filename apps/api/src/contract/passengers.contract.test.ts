import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { originalClientHeaders } from '../../test/original-client';
import { addServicesAsClient, createFourDayQuote } from '../../test/original-client-quote.fixtures';
import { demoIds } from '../../test/quotes.fixtures';
import { catalogueId, inject, type Headers } from '../../test/quote-services.fixtures';

// Decision 0028: the passenger calls P1 and P2 (original-client.md §8) sent exactly as the
// original client sends them — its headers, the steps query, `{id_itinerary, data, cur_step,
// last_step}` with loaded passengers at status 1, a new tab at status "1" with id null and its
// `key`, the note as {id, value, translate}, a deletion as status -1 — and what it reads back:
// `message`, `passengers[]`, `prices[]` (§5.8) and, on a refusal, `errors[].errors` (§1.5).

let ctx: TestContext;
let headers: Headers;
let uuid: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signIn(ctx.app, 'admin@itinera.demo');
  headers = originalClientHeaders(admin.headers);
  const ids = await demoIds(ctx);
  const contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', headers)).json().data[0].id;
  uuid = await createFourDayQuote(ctx, headers, {
    title: 'Pax contract',
    client_id: ids.andean,
    contract_id: contract,
  });
  const hotel = await catalogueId(ctx, headers, 'Casa Andina Standard');
  await addServicesAsClient(ctx, headers, uuid, [{ service: hotel, day: '1-4' }]);
});
afterAll(() => ctx.close());

type Passenger = Record<string, unknown> & { id: number };

/** P1 exactly as the client sends it: it reads body.data[]. */
async function p1(): Promise<Passenger[]> {
  const res = await inject(ctx, 'GET', `/tenant/itinerary/passengers/${uuid}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data;
  expect(Array.isArray(data)).toBe(true);
  return data;
}

/** P2 exactly as the client sends it. */
const p2 = (data: unknown[]) =>
  inject(ctx, 'PUT', `/tenant/passengers/${uuid}?cur_step=1&last_step=1`, headers, {
    id_itinerary: uuid,
    data,
    cur_step: 1,
    last_step: 1,
  });

/** A tab of the pax form as the client binds it (§8). */
const tab = (key: number, p: Passenger | null, fields: Record<string, unknown>) => ({
  id: p?.id ?? null,
  key,
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  gender: 'Male',
  birthdate: '',
  nationality: '',
  passport_number: '',
  passport_expiration: '',
  note: { id: null, value: '', translate: [] },
  emergency_phone: '',
  emergency_name: '',
  emergency_last_name: '',
  status: p ? 1 : '1',
  ...fields,
});

describe('P1 and P2 as the original client calls them', () => {
  it('lists the passengers with every field the pax form, pax assign and pax prices read', async () => {
    const list = await p1();
    expect(list).toHaveLength(2);
    for (const p of list) {
      for (const key of ['id', 'first_name', 'last_name', 'email', 'passport_number'] as const)
        expect(p).toHaveProperty(key);
      expect(p.status).toBe(1);
      expect(p.note).toEqual({ id: p.id, value: '', translate: [] });
    }
  });

  it('saves the form: loaded tabs at status 1, a new tab at status "1", answering message, passengers and prices', async () => {
    const [one, two] = await p1();
    const res = await p2([
      tab(0, one!, {
        first_name: 'John',
        last_name: 'Smith',
        email: 'john@example.com',
        phone: '+44 20 7946 0958',
        birthdate: '1978-03-12',
        nationality: 'British',
        passport_number: 'GB5123456',
        passport_expiration: '2031-05-01',
        note: { id: null, value: 'Window seat', translate: [] },
        emergency_name: 'Ann',
        emergency_last_name: 'Smith',
        emergency_phone: '+44 20 7946 0959',
      }),
      tab(1, two!, { first_name: 'Mary', last_name: 'Smith', gender: 'Female' }),
      tab(2, null, { first_name: 'Tom', last_name: 'Smith', birthdate: '2016-02-20' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    expect(body.passengers.map((p: Passenger) => [p.first_name, p.last_name, p.gender, p.status])).toEqual([
      ['John', 'Smith', 'Male', 1],
      ['Mary', 'Smith', 'Female', 1],
      ['Tom', 'Smith', 'Male', 1],
    ]);
    expect(body.passengers[0]).toMatchObject({
      email: 'john@example.com',
      passport_expiration: '2031-05-01',
      note: { value: 'Window seat' },
      emergency_phone: '+44 20 7946 0959',
      birthdate: '1978-03-12',
    });
    // Empty inputs come back as no value, not as "".
    expect(body.passengers[1]).toMatchObject({ email: null, passport_number: null, birthdate: null });
    // prices: the §5.8 seller types, each level with its pax_prices, one per passenger.
    expect(Array.isArray(body.prices)).toBe(true);
    const seller = body.prices.find((p: { type: string }) => p.type === 'seller');
    expect(seller.prices.map((l: { level: number }) => l.level)).toEqual([1, 2, 3]);
    expect(seller.prices[0].pax_prices.map((x: { pax_id: number }) => x.pax_id)).toEqual(
      body.passengers.map((p: Passenger) => p.id),
    );
    expect(body.itinerary.num_pax).toBe(3);
    expect(await p1()).toEqual(body.passengers);
  });

  it('deletes a tab sent with status -1; num_pax stays the party, its place a placeholder to fill (issue 46)', async () => {
    const list = await p1();
    const res = await p2([
      ...list.slice(0, 2).map((p, i) => tab(i, p, p)),
      { ...tab(2, list[2]!, list[2]!), status: -1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // The form allows num_pax tabs (§8): lowering it would refuse "New pax" until N° Pax is raised by hand.
    expect(res.json().itinerary.num_pax).toBe(3);
    const names = res.json().passengers.map((p: Passenger) => p.first_name);
    expect(names.slice(0, 2)).toEqual(['John', 'Mary']);
    expect(names).toHaveLength(3);
    expect(names[2]).not.toBe(list[2]!.first_name);
    // The client fills that tab: a third passenger again, the party unchanged.
    const after = await p1();
    const filled = await p2([
      ...after.slice(0, 2).map((p, i) => tab(i, p, p)),
      tab(2, after[2]!, { first_name: 'Ana', last_name: 'Lopez' }),
    ]);
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().passengers.map((p: Passenger) => p.first_name)).toEqual(['John', 'Mary', 'Ana']);
    expect(filled.json().itinerary.num_pax).toBe(3);
  });

  it('answers wrong fields as errors[].errors, one entry per passenger sent, and message', async () => {
    const list = await p1();
    const res = await p2([
      tab(0, list[0]!, { ...list[0], email: 'john@' }),
      tab(1, list[1]!, { ...list[1], first_name: '', passport_number: '12', passport_expiration: '2031-02-30' }),
    ]);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.map((e: { errors: Record<string, string> }) => Object.keys(e.errors).sort())).toEqual([
      ['email'],
      ['first_name', 'passport_expiration', 'passport_number'],
    ]);
    expect(typeof body.message).toBe('string');
    expect(body.code).toBe('UNPROCESSABLE');
    expect((await p1()).map((p) => p.email)).toEqual(['john@example.com', null, null]);
  });

  it('follows num_pax set on the quote (I6): P1 answers that many passengers', async () => {
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${uuid}`, headers)).json().data;
    const put = await inject(ctx, 'PUT', `/tenant/itinerary/${uuid}?cur_step=1&last_step=1`, headers, {
      version: detail.version,
      num_pax: 4,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await p1()).map((p) => p.first_name)).toEqual(['John', 'Mary', 'Ana', 'Passenger']);
  });
});
