import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WHOLE_LIST_CAP } from '@itinera/domain/contracts';
import { createTestApp, errorOf, signIn, type TestContext } from '../../test/helper';
import { ownerQuery } from '../../test/quotes.fixtures';
import { quoteListQuery, serviceSearchQuery } from '../../test/original-client';
import { catalogueId, quoteWith } from '../../test/quote-services.fixtures';

// Decisions 0025, 0032 and 0042: the query strings the original web client sends, exactly as its contract
// (docs/domain/original-client.md) records them:
// keys repeated (the last wins), every filter sent empty when unused (no filter), values not
// URL-encoded, id lists with an empty item, the no-date sentinel 0000-00-00, and limit=10 on the
// catalogue lists it caches whole. Junk is still refused with 400 after that normalisation.

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });
async function ok(url: string) {
  const res = await get(url);
  expect(res.statusCode, `${url} → ${res.body.slice(0, 300)}`).toBe(200);
  return res.json();
}
interface QuoteRow {
  id: string;
  code: string;
  title: string;
  client: { id: number; name: string } | null;
  status: { id: number };
}
const quoteQuery = (set: Record<string, string> = {}) => quoteListQuery(set);

describe('GET /tenant/itinerary (I1) as the original client queries it', () => {
  it('answers every filter sent empty as no filter, with the list envelope and queue', async () => {
    const plain = await ok('/tenant/itinerary?limit=10');
    const body = await ok(`/tenant/itinerary?${quoteQuery()}`);
    expect(body.meta).toEqual(plain.meta);
    expect(body.meta).toMatchObject({ per_page: 10, current_page: 1 });
    expect(Object.keys(body.links)).toEqual(['prev', 'next']);
    expect(body.queue).toEqual({ exporting: [], deleting: expect.any(Array), refreshing: [] });
    expect(body.data.length).toBeGreaterThan(0);
    for (const key of [
      'id',
      'uuid',
      'code',
      'title',
      'client',
      'itinerary_type_id',
      'user',
      'num_pax',
      'start_date',
      'end_date',
      'created_date',
      'status',
      'statusesOptions',
    ])
      expect(body.data[0]).toHaveProperty(key);
    expect(body.data.map((r: QuoteRow) => r.id)).toEqual(plain.data.map((r: QuoteRow) => r.id));
  });

  it('keeps the last of a repeated key', async () => {
    expect((await ok('/tenant/itinerary?page=1&page=1&limit=10&limit=10')).meta).toMatchObject({
      current_page: 1,
      per_page: 10,
    });
    expect((await ok('/tenant/itinerary?limit=5&limit=7&page=3&page=1')).meta).toMatchObject({
      current_page: 1,
      per_page: 7,
    });
  });

  it('treats from=0000-00-00 as no date', async () => {
    const plain = await ok('/tenant/itinerary?limit=10');
    expect(
      (await ok(`/tenant/itinerary?${quoteQuery({ from: '0000-00-00', to: '0000-00-00', creation: '0000-00-00' })}`))
        .meta.total,
    ).toBe(plain.meta.total);
  });

  it('takes client and status as comma lists with an empty item, and tag as a list', async () => {
    const rows = (await ok('/tenant/itinerary?limit=100')).data as QuoteRow[];
    const clients = [...new Set(rows.flatMap((r) => (r.client ? [r.client.id] : [])))];
    expect(clients.length).toBeGreaterThan(1);
    const [a, b] = clients as [number, number];
    const onlyA = (await ok(`/tenant/itinerary?${quoteQuery({ client: `,${a}`, limit: '100' })}`)).data as QuoteRow[];
    expect(onlyA.length).toBeGreaterThan(0);
    expect(onlyA.every((r) => r.client?.id === a)).toBe(true);
    const both = (await ok(`/tenant/itinerary?${quoteQuery({ client: `${a},${b}`, limit: '100' })}`))
      .data as QuoteRow[];
    expect(new Set(both.map((r) => r.client?.id))).toEqual(new Set([a, b]));
    const statuses = (await ok(`/tenant/itinerary?${quoteQuery({ status: ',1,,4', limit: '100' })}`))
      .data as QuoteRow[];
    expect(statuses.every((r) => [1, 4].includes(r.status.id))).toBe(true);
    expect((await ok(`/tenant/itinerary?${quoteQuery({ client: ',', tag: ',' })}`)).meta.total).toBe(
      (await ok('/tenant/itinerary?limit=10')).meta.total,
    );
  });

  it('takes unencoded search terms joined by | in code and title, and sort pairs', async () => {
    const rows = (await ok('/tenant/itinerary?limit=100&sort=created_date.asc')).data as QuoteRow[];
    const [first, second] = rows as [QuoteRow, QuoteRow];
    // Raw, as the client builds it: spaces and | unencoded, the same terms in code and title.
    const terms = `${first.title}|${second.code}`;
    const found = (
      await ok(
        `/tenant/itinerary?${quoteQuery({ code: terms, title: terms, limit: '100', sort: 'title.asc,created_date.desc' })}`,
      )
    ).data as QuoteRow[];
    expect(found.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    const one = (await ok(`/tenant/itinerary?${quoteQuery({ title: first.title.split(' ')[0]!, limit: '100' })}`))
      .data as QuoteRow[];
    expect(one.map((r) => r.id)).toContain(first.id);
  });

  it('takes destinations by code joined by * and countries joined by ,', async () => {
    const [cusco] = await ownerQuery<{ code: string }>(
      ctx,
      sql`SELECT code FROM locations WHERE name = 'Cusco' AND kind = 'city'`,
    );
    const [lima] = await ownerQuery<{ code: string }>(
      ctx,
      sql`SELECT code FROM locations WHERE name = 'Lima' AND kind = 'city'`,
    );
    const byCodes = await ok(
      `/tenant/itinerary?${quoteQuery({ location: `${cusco!.code}*${lima!.code}`, limit: '100' })}`,
    );
    const byCountries = await ok(`/tenant/itinerary?${quoteQuery({ country: 'PE,CR', limit: '100' })}`);
    const peru = await ok(`/tenant/itinerary?${quoteQuery({ country: 'PE', limit: '100' })}`);
    expect(byCountries.meta.total).toBeGreaterThanOrEqual(peru.meta.total);
    expect(byCodes.meta.total).toBeLessThanOrEqual(peru.meta.total);
  });

  it('still refuses junk with 400 once normalised', async () => {
    for (const qs of [
      'page=abc',
      'page=1&page=abc',
      'client=99999999999',
      'client=,99999999999',
      'client=a',
      'from=2027-02-30',
      'from=0000-00-01',
      'limit=0',
      'country=Peru',
      'location=a;b',
      'status=1,x',
    ]) {
      const res = await get(`/tenant/itinerary?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      errorOf(res);
    }
  });
});

describe('GET /tenant/itinerary/{uuid}/history (I13) as the original client queries it', () => {
  it('takes page and limit, and entity=<itinerary-service id> for the history of one service', async () => {
    const { quote } = await quoteWith(ctx, admin, { start_date: '2027-05-01' }, [
      { service_id: await catalogueId(ctx, admin, 'cusco city tour'), day: '1' },
    ]);
    // S1 as the client sends it for a quote without dates: from and to empty. (Its answer is still
    // wrapped in data, where the contract reads a bare array: a shape matter, not a query one.)
    const services = (await ok(`/tenant/itinerary/services/${quote.uuid}?from=&to=`)) as { id: number }[];
    const found = { uuid: quote.uuid as string, service: services[0]!.id };
    const whole = await ok(`/tenant/itinerary/${found.uuid}/history?page=1&limit=20`);
    expect(whole.meta).toMatchObject({ current_page: 1, per_page: 20 });
    expect(Array.isArray(whole.data)).toBe(true);
    const one = await ok(`/tenant/itinerary/${found.uuid}/history?page=1&limit=30&entity=${found.service}`);
    expect(one.meta).toMatchObject({ current_page: 1, per_page: 30 });
    expect(
      one.data.every(
        (h: { entity: string; entity_id: number }) => h.entity === 'service' && h.entity_id === found.service,
      ),
    ).toBe(true);
    expect(one).toEqual(
      await ok(`/tenant/itinerary/${found.uuid}/history?page=1&limit=30&entity=service&entity_id=${found.service}`),
    );
    for (const qs of ['entity=abc', 'entity=99999999999', 'page=abc'])
      expect((await get(`/tenant/itinerary/${found.uuid}/history?${qs}`)).statusCode, qs).toBe(400);
  });
});

describe('GET /tenant/services (S9) as the original client queries it', () => {
  const serviceQuery = serviceSearchQuery;

  it('answers every key sent empty, and the loader query with 0000-00-00 dates', async () => {
    const plain = await ok('/tenant/services?limit=10');
    const body = await ok(`/tenant/services?${serviceQuery({ page: '1', limit: '10' })}`);
    expect(body.meta).toEqual(plain.meta);
    for (const key of [
      'id',
      'code',
      'name',
      'name_type_service',
      'id_service_type',
      'category',
      'location',
      'days_services',
      'start_date_inactivity',
      'end_date_inactivity',
    ])
      expect(body.data[0]).toHaveProperty(key);
    const loader = await ok(
      `/tenant/services?${serviceQuery({ page: '1', limit: '5000', from: '0000-00-00', to: '0000-00-00', info: '0' })}`,
    );
    expect(loader.meta).toMatchObject({ total: plain.meta.total, per_page: 5000, last_page: 1 });
  });

  it('takes the destination by code, the country by name and categories joined by ,', async () => {
    const [cusco] = await ownerQuery<{ id: number; code: string }>(
      ctx,
      sql`SELECT id, code FROM locations WHERE name = 'Cusco' AND kind = 'city'`,
    );
    const byId = await ok(`/tenant/services?${serviceQuery({ page: '1', limit: '100', location: String(cusco!.id) })}`);
    const byCode = await ok(`/tenant/services?${serviceQuery({ page: '1', limit: '100', location: cusco!.code })}`);
    expect(byId.meta.total).toBeGreaterThan(0);
    expect(byCode.meta.total).toBe(byId.meta.total);
    const byName = await ok(`/tenant/services?${serviceQuery({ page: '1', limit: '10', country: 'Peru' })}`);
    const byIso = await ok(`/tenant/services?${serviceQuery({ page: '1', limit: '10', country: 'PE' })}`);
    expect(byName.meta.total).toBeGreaterThan(0);
    expect(byName.meta.total).toBe(byIso.meta.total);
    // Spaces unencoded, as the client sends them.
    expect(
      (await ok(`/tenant/services?${serviceQuery({ page: '1', limit: '10', country: 'Costa Rica' })}`)).meta.total,
    ).toBe((await ok('/tenant/services?country=CR')).meta.total);
  });

  it('still refuses junk with 400', async () => {
    for (const qs of [
      'page=abc',
      'limit=0',
      'limit=10&limit=x',
      'from=2027-02-30',
      'location=99999999999',
      'contract=,',
      'sm=abc',
    ]) {
      const res = await get(`/tenant/services?${qs}`);
      if (qs === 'contract=,') expect(res.statusCode, qs).toBe(200);
      else expect(res.statusCode, qs).toBe(400);
    }
  });
});

describe('GET /tenant/files (R1) as the original client queries it', () => {
  it('answers every key sent empty and a stage list with an empty item', async () => {
    const plain = await ok('/tenant/files');
    const body = await ok('/tenant/files?page=1&limit=100&code=&title=&stage=&client=&creation=');
    expect(body.meta).toEqual(plain.meta);
    expect(body.meta.per_page).toBe(100);
    expect(body.data.length).toBeGreaterThan(0);
    for (const key of ['id', 'code', 'title', 'client', 'user', 'stage', 'creation', 'quotes_number', 'items'])
      expect(body.data[0]).toHaveProperty(key);
    const stages = await ok('/tenant/files?page=1&limit=100&code=&title=&stage=,1,2&client=&creation=');
    expect(stages.data.every((f: { stage: { id: number } }) => [1, 2].includes(f.stage.id))).toBe(true);
    const client = body.data[0].client.id as number;
    const ofClient = await ok(
      `/tenant/files?page=1&page=1&limit=100&code=&title=&stage=&client=${client}&creation=0000-00-00`,
    );
    expect(ofClient.data.every((f: { client: { id: number } }) => f.client.id === client)).toBe(true);
  });

  it('still refuses junk with 400', async () => {
    for (const qs of ['page=abc', 'client=99999999999', 'creation=2027-02-30', 'stage=1,x'])
      expect((await get(`/tenant/files?${qs}`)).statusCode, qs).toBe(400);
  });
});

describe('GET /tenant/users (A9) as the original client queries it', () => {
  it('takes role=1,7 and an empty name, answering data[] with id and name', async () => {
    const body = await ok('/tenant/users?page=1&role=1,7&name=');
    expect(body.data.length).toBeGreaterThan(1);
    expect(
      body.data.every(
        (u: { id: number; name: string; role: { id: number } }) =>
          typeof u.id === 'number' && typeof u.name === 'string' && [1, 7].includes(u.role.id),
      ),
    ).toBe(true);
    expect(new Set(body.data.map((u: { role: { id: number } }) => u.role.id))).toEqual(new Set([1, 7]));
    const agents = await ok('/tenant/users?page=1&role=,7&name=');
    expect(agents.data.every((u: { role: { id: number } }) => u.role.id === 7)).toBe(true);
  });

  it('still refuses junk with 400', async () => {
    for (const qs of ['role=1,99', 'role=99999999999', 'role=x', 'page=abc'])
      expect((await get(`/tenant/users?${qs}`)).statusCode, qs).toBe(400);
  });
});

describe('catalogue lists (§4, §1.7) as the original client queries them', () => {
  const fixed = 'page=1&page=1&limit=10&search=&name=';

  // The fields checked are the ones of docs/domain/original-client.md#catalogue-lists the answers carry;
  // catalogue.contract.test.ts checks C2–C14 closer.
  it('answers every row of a cached list whatever small limit is sent', async () => {
    const cases: [string, string[]][] = [
      [`/tenant/clients?${fixed}`, ['id', 'name', 'code']],
      [`/tenant/currency?${fixed}`, ['id', 'currency_code', 'currency_sign']],
      [`/tenant/language?${fixed}`, ['id', 'language_name']],
      [
        '/tenant/location/countries?page=1&limit=500&page=1&limit=500&search=&name=',
        ['id', 'location_name', 'location_code'],
      ],
      ['/tenant/service_types?page=1&query=&limit=20&page=1&limit=20&search=&name=', ['id', 'name']],
      [`/tenant/tags?${fixed}`, ['id', 'name', 'type']],
      [
        '/tenant/service-categories?page=1&query=&limit=1000&page=1&limit=1000&search=&name=',
        ['name', 'acronym', 'type'],
      ],
      ['/tenant/itinerary-tags?page=1&query=&limit=1000&page=1&limit=1000&search=&name=', ['id', 'name']],
    ];
    for (const [url, fields] of cases) {
      const body = await ok(url);
      expect(body.data.length, url).toBe(body.meta.total);
      expect(body.meta.per_page, url).toBe(WHOLE_LIST_CAP);
      expect(body.data.length, url).toBeGreaterThan(0);
      for (const f of fields) expect(body.data[0], `${url} ${f}`).toHaveProperty(f);
    }
    const tags = (await ok(`/tenant/tags?${fixed}`)).data as { kind: string; type: string }[];
    expect(new Set(tags.map((t) => t.type))).toEqual(new Set(['SVC', 'ITY']));
    expect(tags.every((t) => t.type === (t.kind === 'service' ? 'SVC' : 'ITY'))).toBe(true);
    const usd = (await ok(`/tenant/currency?search=USD`)).data[0] as { code: string; currency_code: string };
    expect(usd.currency_code).toBe('USD');
    // More rows than the limit sent: all of them come back.
    expect((await ok(`/tenant/currency?${fixed}`)).data.length).toBeGreaterThan(150);
  });

  it('answers the destinations of a country and the contracts of a client as the client asks them', async () => {
    const peru = (await ok('/tenant/location/countries?search=peru')).data[0] as { id: number };
    const destinations = await ok(
      `/tenant/location/destinations?limit=500&country=${peru.id}&page=1&limit=500&search=&name=`,
    );
    expect(destinations.data.length).toBe(destinations.meta.total);
    for (const f of ['id', 'location_name', 'location_code', 'parent']) expect(destinations.data[0]).toHaveProperty(f);
    const clients = (await ok(`/tenant/clients?${fixed}`)).data as { id: number }[];
    for (const client of clients) {
      const contracts = await ok(
        `/tenant/clients/contract/${client.id}?id=${client.id}&contract_id=&page=1&limit=10&search=&name=`,
      );
      expect(contracts.data.length).toBe(contracts.meta.total);
    }
  });

  it('answers the statuses list with the repeated keys', async () => {
    expect((await ok(`/tenant/statuses_itinerary?${fixed}`)).data.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([1, 2, 3, 4]),
    );
  });

  it('still refuses junk with 400', async () => {
    for (const url of [
      '/tenant/currency?page=abc',
      '/tenant/currency?limit=0',
      '/tenant/clients/contract/1?client=99999999999',
      '/tenant/location/destinations?country=99999999999',
    ]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe('quote detail (§5.3) as the original client reads it', () => {
  it('carries the texts with translate, contract, language and currency names, num_days, the person responsible and the external fields', async () => {
    const list = await ok('/tenant/itinerary?page=1&limit=100&code=&title=&client=&status=&filter=');
    const withContract = (list.data as { uuid: string; contract_id?: number | null }[])[0]!;
    const res = await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${withContract.uuid}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const { data, importing, permissions } = res.json();
    expect(Array.isArray(importing)).toBe(true);
    expect(Array.isArray(permissions)).toBe(true);
    expect(data.title).toMatchObject({ id: expect.any(Number), value: expect.any(String), translate: [] });
    expect(data.description.translate).toEqual([]);
    expect(data.client.configuration.date_format).toEqual(expect.any(String));
    expect(data.language).toMatchObject({ language_code: expect.any(String), language_name: expect.any(String) });
    expect(data.currency).toMatchObject({ currency_code: expect.any(String), currency_sign: expect.any(String) });
    expect(data.num_days).toBe(data.num_day);
    expect(data.user).toMatchObject({ name: expect.any(String), email: expect.stringContaining('@') });
    for (const f of ['external_source', 'external_code', 'external_url']) expect(data[f].trim()).toBe('');
    if (data.contract_id != null)
      expect(data.contract).toMatchObject({ id: data.contract_id, name: expect.any(String) });
    for (const f of ['code', 'status', 'start_date', 'end_date', 'num_pax', 'itinerary_type_id', 'location', 'tags'])
      expect(data, f).toHaveProperty(f);
    expect(data).toHaveProperty('room_preferable_dist');
    expect(Number.isNaN(Date.parse(data.updated_date))).toBe(false);
    expect(Number.isNaN(Date.parse(data.created))).toBe(false);
  });
});
