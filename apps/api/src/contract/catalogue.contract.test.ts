import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TYPES } from '@itinera/domain';
import { createTestApp, signIn, type TestContext } from '../../test/helper';

// The catalogue calls C2, C9, C10, C12 and C14 exactly as the original web client makes them
// (docs/domain/original-client.md#catalogue-lists): the caller's keys, then page, limit, search= and
// name= appended (so page and limit come twice), values unencoded. Each test asserts the fields the
// client reads; a cached list may answer a bare array or { data }, so `rowsOf` takes either.

let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  agent = (await signIn(ctx.app, 'agent@itinera.demo')).headers;
});
afterAll(() => ctx.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
async function ok(url: string, headers = admin) {
  const res = await send('GET', url, headers);
  expect(res.statusCode, `${url} → ${res.body.slice(0, 300)}`).toBe(200);
  return res.json();
}
/** What the client stores from a cached list: body.data when present, else the body (§1.7). */
const rowsOf = <T>(body: unknown): T[] => ((body as { data?: T[] }).data ?? body) as T[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const fixed = 'page=1&page=1&limit=10&search=&name=';

interface Country {
  id: number;
  location_name: string;
  location_code: string;
  location_label: string;
  parent: number;
  destination: { id: number; location_name: string; location_code: string; parent: number }[];
}
interface ContractRow {
  id: number;
  contract_id: number;
  code: string;
  name: string;
  id_user: number;
  locations: Country[];
  sales_manual_contract: { data: { id_sales_manual: number; code: string; start_date: string; end_date: string }[] };
}
interface TagRow {
  id: number;
  name: string;
  type: string;
}

/** C2 as the quote editor sends it: the client's id twice, the quote's contract id or empty. */
const contractsOf = async (clientId: number, contractId: number | '' = '') =>
  rowsOf<ContractRow>(
    await ok(
      `/tenant/clients/contract/${clientId}?id=${clientId}&contract_id=${contractId}&page=1&limit=10&search=&name=`,
    ),
  );

describe('C2 GET /tenant/clients/contract/{clientId}', () => {
  it('answers each contract with its code, the client as id_user, countries with destinations and the sm', async () => {
    const clients = rowsOf<{ id: number; name: string }>(await ok(`/tenant/clients?page=1&${fixed}`));
    const andean = clients.find((c) => c.name.startsWith('Andean'))!;
    // C1: the client's code is the part of its quote codes that names it (I07-…).
    expect((andean as unknown as { code: string }).code).toBe(String(andean.id).padStart(2, '0'));
    const [contract, ...others] = await contractsOf(andean.id);
    expect(others).toEqual([]);
    expect(contract).toMatchObject({ id: expect.any(Number), name: expect.any(String), id_user: andean.id });
    expect(contract!.contract_id).toBe(contract!.id);
    expect(contract!.code).toBe(`C${String(contract!.id).padStart(5, '0')}`);

    // The contract names Peru alone: Peru with every destination of Peru.
    expect(contract!.locations).toHaveLength(1);
    const peru = contract!.locations[0]!;
    expect(peru).toMatchObject({ location_name: 'Peru', location_code: 'PE', location_label: 'Peru', parent: 0 });
    const destinations = rowsOf<{ id: number }>(
      await ok(`/tenant/location/destinations?limit=500&country=${peru.id}&page=1&limit=500&search=&name=`),
    );
    expect(peru.destination.map((d) => d.id).sort((a, b) => a - b)).toEqual(
      destinations.map((d) => d.id).sort((a, b) => a - b),
    );
    for (const d of peru.destination) {
      expect(d).toEqual({
        id: expect.any(Number),
        location_name: expect.any(String),
        location_code: d.location_code,
        parent: peru.id,
      });
      expect(d.location_code.startsWith('PE-')).toBe(true);
    }

    // The first sales manual is the `sm` of the service and pricing calls.
    const [sm] = contract!.sales_manual_contract.data;
    expect(sm).toEqual({
      id_sales_manual: expect.any(Number),
      code: expect.any(String),
      start_date: expect.stringMatching(DAY),
      end_date: expect.stringMatching(DAY),
    });
    const manuals = rowsOf<{ id: number; name: string }>(await ok('/tenant/sales_manuals'));
    expect(manuals.find((m) => m.id === sm!.id_sales_manual)?.name).toBe(sm!.code);
  });

  it('puts a destination under its country, and keeps the quote’s archived contract when contract_id names it', async () => {
    const clients = rowsOf<{ id: number; name: string }>(await ok(`/tenant/clients?${fixed}`));
    const client = clients.find((c) => c.name.startsWith('Pura Vida'))!;
    const country = async (q: string) =>
      rowsOf<{ id: number }>(await ok(`/tenant/location/countries?search=${q}`))[0]!.id;
    const [peruId, costaRicaId] = [await country('peru'), await country('costa')];
    const cusco = rowsOf<{ id: number; location_code: string }>(
      await ok(`/tenant/location/destinations?country=PE&search=cusco&limit=5`),
    ).find((d) => d.location_code === 'PE-CUS')!;
    const manual = rowsOf<{ id: number }>(await ok('/tenant/sales_manuals'))[0]!.id;
    const created = await send('POST', '/tenant/contracts', admin, {
      client_id: client.id,
      sales_manual_id: manual,
      name: 'Pura Vida — Cusco and Costa Rica',
      location_ids: [cusco.id, costaRicaId],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;

    const row = (await contractsOf(client.id)).find((c) => c.id === id)!;
    expect(row.locations.map((c) => c.location_code)).toEqual(['CR', 'PE']);
    const [costaRica, peru] = row.locations;
    expect(costaRica!.id).toBe(costaRicaId);
    expect(costaRica!.destination.length).toBeGreaterThan(5);
    expect(peru!.id).toBe(peruId);
    expect(peru!.destination).toEqual([
      { id: cusco.id, location_name: expect.any(String), location_code: 'PE-CUS', parent: peruId },
    ]);

    expect((await send('DELETE', `/tenant/contracts/${id}`)).statusCode).toBe(200);
    expect((await contractsOf(client.id)).map((c) => c.id)).not.toContain(id);
    expect((await contractsOf(client.id, id)).map((c) => c.id)).toContain(id);
  });
});

describe('C9 GET /tenant/tags', () => {
  it('answers every tag with its type', async () => {
    const tags = rowsOf<TagRow>(await ok(`/tenant/tags?${fixed}`));
    expect(tags.length).toBeGreaterThan(10);
    for (const t of tags) expect(t).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(new Set(tags.map((t) => t.type))).toEqual(new Set(['SVC', 'ITY']));
  });
});

describe('C10 GET /tenant/service-categories', () => {
  it('answers every category with its name, acronym and type', async () => {
    const categories = rowsOf<{ name: string; acronym: string; type: string }>(
      await ok('/tenant/service-categories?page=1&query=&limit=1000&page=1&limit=1000&search=&name='),
    );
    for (const c of categories) {
      expect(c.name).toEqual(expect.any(String));
      expect(c.acronym).toMatch(/^[A-Z0-9]{2,6}$/);
      expect(CATEGORY_TYPES).toContain(c.type);
    }
    const typeOf = (acronym: string) => categories.find((c) => c.acronym === acronym)?.type;
    expect([typeOf('HTL'), typeOf('PKG'), typeOf('TRF')]).toEqual(['CAT_AC', 'TOD', 'CAT_SV']);
  });
});

describe('C12 GET /tenant/itinerary-destinations', () => {
  type Destination = {
    country: { id: number; location_name: string };
    itineraries: number;
    services: number;
    asset: Record<string, string>;
  };

  it('answers a bare array of countries with the quotes the caller sees and the services there', async () => {
    const mine = (await ok('/tenant/itinerary-destinations')) as Destination[];
    expect(Array.isArray(mine)).toBe(true);
    expect(mine.map((d) => d.country.location_name)).toEqual(expect.arrayContaining(['Costa Rica', 'Peru']));
    for (const d of mine) {
      expect(d).toEqual({
        country: { id: expect.any(Number), location_name: expect.any(String) },
        itineraries: expect.any(Number),
        services: expect.any(Number),
        asset: {
          fullpath: expect.any(String),
          thumbnail_350X240: expect.any(String),
          thumbnail_1200X725: expect.any(String),
          thumbnail_1600X900: expect.any(String),
        },
      });
    }
    // The demo tenant's country pictures (decision 0063): the library picture at each size; none for a country without one.
    const peruAsset = mine.find((d) => d.country.location_name === 'Peru')!.asset;
    expect(peruAsset.fullpath).toMatch(/^\/tenant\/assets\/thumbnail\/[0-9a-f-]{36}$/);
    expect(peruAsset.thumbnail_1600X900).toBe(`${peruAsset.fullpath}?size=1600X900`);
    expect((await ctx.app.inject({ method: 'GET', url: peruAsset.thumbnail_350X240 })).statusCode).toBe(200);
    const peru = (list: Destination[]) => list.find((d) => d.country.location_name === 'Peru')!;
    const quotes = async (headers: Record<string, string>) =>
      (await ok('/tenant/itinerary?country=PE&limit=1', headers)).meta.total as number;
    expect(peru(mine).itineraries).toBe(await quotes(admin));
    expect(peru(mine).itineraries).toBeGreaterThan(0);
    expect(peru(mine).services).toBe((await ok('/tenant/services?country=PE&limit=1')).meta.total);
    expect(peru(mine).services).toBeGreaterThan(0);

    // A travel agent counts only the quotes it may see; the catalogue is the same for everyone.
    const theirs = (await ok('/tenant/itinerary-destinations', agent)) as Destination[];
    if (theirs.some((d) => d.country.location_name === 'Peru')) {
      expect(peru(theirs).itineraries).toBe(await quotes(agent));
      expect(peru(theirs).services).toBe(peru(mine).services);
    }
    expect(theirs.reduce((n, d) => n + d.itineraries, 0)).toBeLessThan(mine.reduce((n, d) => n + d.itineraries, 0));
  });
});

describe('C14 POST /tenant/tags/save', () => {
  it('adds a quote’s new tag names and answers the whole tag list, bare, for a quote editor too', async () => {
    const res = await send('POST', '/tenant/tags/save?cur_step=1&last_step=2', agent, {
      type: 'ITY',
      tags: ['Honeymoon', 'Beach escape '],
    });
    expect(res.statusCode).toBe(200);
    const all = res.json() as TagRow[];
    expect(Array.isArray(all)).toBe(true);
    // The client replaces its C9 cache with the answer, then picks the ids of the chosen names.
    expect(all).toEqual(rowsOf<TagRow>(await ok(`/tenant/tags?${fixed}`)));
    const chosen = all.filter((t) => t.type === 'ITY' && ['honeymoon', 'beach escape'].includes(t.name.toLowerCase()));
    expect(chosen.map((t) => t.name).sort()).toEqual(['Beach escape', 'Honeymoon']);
    // Sending the same names again creates nothing.
    const again = (
      await send('POST', '/tenant/tags/save?cur_step=2&last_step=2', agent, { type: 'ITY', tags: ['BEACH ESCAPE'] })
    ).json() as TagRow[];
    expect(again).toEqual(all);
  });
});
