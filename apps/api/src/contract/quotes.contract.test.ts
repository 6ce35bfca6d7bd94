import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { createQuote, demoIds, ownerQuery } from '../../test/quotes.fixtures';
import { expectDayShape, quoteListQuery } from '../../test/original-client';
import { sql } from 'drizzle-orm';

// The quote calls of the original web client (original-client.md §5.1, I1–I10), each sent
// exactly as that client sends it, asserting the fields the client reads from the answer. The
// quote's public id is its uuid: the client puts it in every address and reads it back as `id`.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const STEPS = 'cur_step=1&last_step=1';

let ctx: TestContext;
let admin: Record<string, string>;
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  ids = await demoIds(ctx);
  contract = (await call('GET', '/tenant/clients/contract/')).json().data[0].id;
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The five room types of the client's local table; only the DBL row is used (qty 2), the others go with qty 0. */
const roomRows = () =>
  [
    { id_room_type: 1, name: 'Single', acronym: 'SGL', bed_num: 1, max_pax: 1 },
    { id_room_type: 2, name: 'Double', acronym: 'DBL', bed_num: 1, max_pax: 2 },
    { id_room_type: 3, name: 'Twin', acronym: 'TWI', bed_num: 2, max_pax: 2 },
    { id_room_type: 4, name: 'Triple', acronym: 'TRP', bed_num: 3, max_pax: 3 },
    { id_room_type: 5, name: 'Quadruple', acronym: 'QUA', bed_num: 4, max_pax: 4 },
  ].map((room) => ({
    id: null,
    icon: `room-${room.acronym.toLowerCase()}`,
    name: room.name,
    acronym: room.acronym,
    bed_num: room.bed_num,
    max_pax: room.max_pax,
    max_child: 0,
    description: { id: null, value: '', translate: [] },
    id_room_type: room.id_room_type,
    qty: room.acronym === 'DBL' ? 2 : 0,
    max_qty: 10,
    status: 1,
  }));

/** The itinerary form (§5.5) as the create sends it. */
const createForm = (code: string) => ({
  id: null,
  title: { id: null, value: 'Family trip' },
  code,
  client_id: ids.andean,
  contract_id: contract,
  currency_id: 1,
  language_id: 1,
  status: 1,
  start_date: '2027-03-01',
  end_date: '2027-03-12',
  num_pax: 6,
  num_day: 12,
  trip_type: 1,
  itinerary_type_id: 1,
  description: { id: null, value: 'Twelve days in Peru with the children.' },
  location: [],
  version: 1,
  quote_creation: '2026-11-25T10:00:00.000Z',
  checkboxGroup: false,
  tags: [],
  room_preferable_dist: roomRows(),
});

/** I2: the whole body, which the client keeps as the current itinerary state. */
async function detail(uuid: string) {
  const res = await call('GET', `/tenant/itinerary/${uuid}`);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
}

describe('POST /tenant/itinerary (I5) and GET /tenant/itinerary/{uuid} (I2) as the original client calls them', () => {
  it('creates from an array of one form, answers the new uuid in messages[0].itinerary, and reads it back by that uuid', async () => {
    const res = await call('POST', `/tenant/itinerary?${STEPS}`, [createForm('I05-ABCD')]);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const created = res.json();
    const uuid = created.messages[0].itinerary as string;
    expect(uuid).toMatch(UUID);
    // A defined `errors` is what the client takes for a failure.
    expect(created.messages[0].errors).toBeUndefined();
    expect(typeof created.messages[0].message).toBe('string');
    expect(created.data).toMatchObject({ id: uuid, uuid, code: 'I05-ABCD' });

    const body = await detail(uuid);
    expect(body.data.id).toBe(uuid);
    expect(Array.isArray(body.importing)).toBe(true);
    expect(Array.isArray(body.exporting)).toBe(true);
    expect(Array.isArray(body.queue.importing.services)).toBe(true);
    expect(body.data).toMatchObject({
      code: 'I05-ABCD',
      title: { value: 'Family trip' },
      description: { value: 'Twelve days in Peru with the children.' },
      contract: { id: contract, name: expect.any(String) },
      language: { id: 1, language_name: expect.any(String) },
      currency: { id: 1, currency_code: expect.any(String) },
      user: { name: expect.any(String), email: 'admin@itinera.demo' },
      status: { id: 1 },
      start_date: '2027-03-01',
      end_date: '2027-03-12',
      num_pax: 6,
      num_day: 12,
      version: 1,
    });
    expect(body.data.user.name.length).toBeGreaterThan(0);
    expect(Array.isArray(body.data.title.translate)).toBe(true);
    // Only the room type in use is kept; the rows sent with qty 0 are dropped.
    expect(body.data.room_preferable_dist).toEqual([expect.objectContaining({ id_room_type: 2, qty: 2 })]);
    // The form's keys Itinera does not use are not stored anywhere on the row.
    const [row] = await ownerQuery(ctx, sql`SELECT * FROM itineraries WHERE uuid = ${uuid}`);
    expect(JSON.stringify(row)).not.toMatch(/checkboxGroup|quote_creation|room-dbl/);
  });
});

describe('refused saves (I5, I6) as the original client reads them (§1.5)', () => {
  it('I5 answers a refused create with 200 and messages[0].{message, errors}, creating nothing', async () => {
    const [{ n: before }] = await ownerQuery<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM itineraries`);
    const res = await call('POST', `/tenant/itinerary?${STEPS}`, [
      { ...createForm('I05-REFU'), contract_id: 2_000_000_000, language_id: 999 },
    ]);
    // No status check in the client: a 200 whose messages[0].errors is defined is the failure.
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(typeof body.messages[0].message).toBe('string');
    expect(body.messages[0].message.length).toBeGreaterThan(0);
    expect(body.messages[0].errors).toMatchObject({
      contract_id: [expect.any(String)],
      language_id: [expect.any(String)],
    });
    expect(body.messages[0].itinerary).toBeUndefined();
    // The standard error fields stay beside it (Itinera's web shows errors.data).
    expect(body).toMatchObject({ errors: { data: body.message }, code: 'UNPROCESSABLE' });
    const [{ n: after }] = await ownerQuery<{ n: number }>(ctx, sql`SELECT count(*)::int AS n FROM itineraries`);
    expect(after).toBe(before);
  });

  it('I5 junk stays a 400, also carrying messages[0].errors', async () => {
    const res = await call('POST', `/tenant/itinerary?${STEPS}`, [{ ...createForm('I05-JUNK'), num_pax: 'many' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0]).toMatchObject({
      message: expect.any(String),
      errors: { num_pax: [expect.any(String)] },
    });
  });

  it('I6 answers a refused update with a 4xx whose message the client shows, and messages[0].errors', async () => {
    const { uuid } = await createQuote(ctx, admin, { title: 'Refused update', client_id: ids.andean });
    const before = (await detail(uuid)).data;
    const { description: _dropped, ...form } = createForm(before.code);
    const res = await call('PUT', `/tenant/itinerary/${uuid}?${STEPS}`, {
      ...form,
      id: uuid,
      language_id: 999,
      version: before.version,
      cur_step: 1,
      last_step: 1,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(typeof body.message).toBe('string');
    expect(body.messages[0]).toEqual({ message: body.message, errors: { language_id: [expect.any(String)] } });
    // Dates in the wrong order are refused by the form's own check: a 400, with messages too.
    const dates = await call('PUT', `/tenant/itinerary/${uuid}?${STEPS}`, {
      ...form,
      id: uuid,
      start_date: '2027-03-12',
      end_date: '2027-03-01',
      version: before.version,
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().messages[0]).toMatchObject({ message: dates.json().message, errors: expect.any(Object) });
    expect((await detail(uuid)).data.version).toBe(before.version);
  });
});

describe('PUT /tenant/itinerary/{uuid} (I6) as the original client calls it', () => {
  it('saves the basic-info form (no description) with cur_step and last_step, answering itinerary.id = the uuid', async () => {
    const { uuid } = await createQuote(ctx, admin, { title: 'Basic info', client_id: ids.andean });
    const before = (await detail(uuid)).data;
    const { description: _dropped, ...form } = createForm(before.code);
    const res = await call('PUT', `/tenant/itinerary/${uuid}?${STEPS}`, {
      ...form,
      id: uuid,
      title: { id: before.title.id, value: 'Basic info saved' },
      num_pax: 4,
      version: before.version,
      tags: before.tags,
      cur_step: 1,
      last_step: 1,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const answer = res.json();
    expect(answer.itinerary.id).toBe(uuid);
    expect(answer.itinerary).toMatchObject({
      title: { value: 'Basic info saved' },
      num_pax: 4,
      num_day: 12,
      start_date: '2027-03-01',
      version: before.version + 1,
    });
    expect(Array.isArray(answer.days)).toBe(true);
    expect(answer.days).toHaveLength(12);
    // `days` in the long form of §7.2, dated from the quote's start.
    answer.days.forEach(expectDayShape);
    expect(answer.days[11]).toMatchObject({ start_day: 12, start_date: '2027-03-12', end_date: '2027-03-12' });
    // Without `description` in the body, the description stays.
    expect(answer.itinerary.description).toEqual(before.description);
  });

  // Spec 01 §7 lists the call with no version: the save then goes on the quote as it stands (the last
  // writer wins, as that client expects); a version sent is still checked (decision 0057).
  it('saves the basic-info form sent without a version, and still refuses a stale version with 409', async () => {
    const { uuid } = await createQuote(ctx, admin, { title: 'No version', client_id: ids.andean });
    const before = (await detail(uuid)).data;
    const { description: _dropped, version: _none, ...form } = createForm(before.code);
    const res = await call('PUT', `/tenant/itinerary/${uuid}?${STEPS}`, {
      ...form,
      id: uuid,
      title: { id: before.title.id, value: 'Saved without a version' },
      tags: before.tags,
      cur_step: 1,
      last_step: 1,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().itinerary).toMatchObject({
      id: uuid,
      title: { value: 'Saved without a version' },
      num_pax: 6,
      version: before.version + 1,
    });
    const stale = await call('PUT', `/tenant/itinerary/${uuid}?${STEPS}`, {
      ...form,
      id: uuid,
      title: { id: before.title.id, value: 'Stale' },
      version: before.version,
      cur_step: 1,
      last_step: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await detail(uuid)).data).toMatchObject({
      title: { value: 'Saved without a version' },
      version: before.version + 1,
    });
  });

  it('saves the title edit: the whole I2 data clone with ids for client, currency, language, status, and tags as ids', async () => {
    const [tag] = await ownerQuery<{ id: number; name: string }>(
      ctx,
      sql`SELECT id, name FROM tags WHERE tenant_id = ${ids.tenantId} AND kind = 'itinerary' ORDER BY id LIMIT 1`,
    );
    const { uuid } = await createQuote(ctx, admin, {
      title: 'Title edit',
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2027-04-01',
      end_date: '2027-04-05',
      tag_ids: [tag!.id],
    });
    const { client, currency, language, ...clone } = (await detail(uuid)).data;
    const res = await call('PUT', `/tenant/itinerary/${uuid}?${STEPS}`, {
      ...clone,
      title: { ...clone.title, value: 'Title edited' },
      client_id: client.id,
      currency_id: currency.id,
      language_id: language.id,
      status: clone.status.id,
      num_day: clone.num_day,
      tags: clone.tags.map((t: { id: number }) => t.id),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const answer = res.json();
    expect(answer.itinerary.id).toBe(uuid);
    expect(answer.itinerary).toMatchObject({
      title: { value: 'Title edited' },
      client: { id: ids.andean },
      contract_id: contract,
      tags: [{ id: tag!.id, name: tag!.name }],
      start_date: '2027-04-01',
      num_day: 5,
      version: clone.version + 1,
    });
    expect(Array.isArray(answer.days)).toBe(true);
  });
});

describe('POST /tenant/itinerary/duplicate (I9) as the original client calls it', () => {
  // The client sends the source's code and name along: the copy gets a new code and that title.
  it('copies with the body the client sends and answers 201 with the new uuid as `itinerary`', async () => {
    const source = await createQuote(ctx, admin, {
      title: 'Dup as the client',
      client_id: ids.andean,
      start_date: '2027-05-01',
      end_date: '2027-05-04',
    });
    const res = await call('POST', `/tenant/itinerary/duplicate?${STEPS}`, {
      code: source.code,
      uuid: source.uuid,
      start_date: '2027-06-01',
      name: 'Dup as the client',
      onlyDuplicate: true,
      calculate_prices: 1,
      last_step: 1,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const copy = res.json().itinerary as string;
    expect(copy).toMatch(UUID);
    expect(copy).not.toBe(source.uuid);
    expect(typeof res.json().message).toBe('string');
    expect((await detail(copy)).data).toMatchObject({ id: copy, start_date: '2027-06-01' });
  });

  it('copies with the keys Itinera reads from that body and answers 201 with the new uuid as `itinerary`', async () => {
    const source = await createQuote(ctx, admin, { title: 'Dup by uuid', start_date: '2027-05-01' });
    const res = await call('POST', `/tenant/itinerary/duplicate?${STEPS}`, {
      uuid: source.uuid,
      start_date: '2027-06-01',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const copy = res.json().itinerary as string;
    expect(copy).toMatch(UUID);
    expect(copy).not.toBe(source.uuid);
    expect(res.json().data.id).toBe(copy);
    expect(typeof res.json().message).toBe('string');
    expect((await detail(copy)).data).toMatchObject({ id: copy, start_date: '2027-06-01' });
  });
});

/** I1 with every key the client always sends, unset ones empty, and page/limit sent twice (§1.7). */
const listQuery = (set: Record<string, string> = {}) => quoteListQuery(set, true);

describe('GET /tenant/itinerary (I1) and DELETE /tenant/itinerary/{uuid} (I8) as the original client calls them', () => {
  it('lists rows whose id is the uuid, with the queue arrays', async () => {
    const made = await createQuote(ctx, admin, { title: 'Listed by uuid' });
    const res = await call('GET', `/tenant/itinerary?${listQuery({ title: 'Listed by uuid' })}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) {
      expect(row.id).toMatch(UUID);
      expect(row.uuid).toBe(row.id);
      expect(typeof row.title).toBe('string');
    }
    expect(body.data.map((r: { id: string }) => r.id)).toContain(made.uuid);
    for (const queue of ['exporting', 'deleting', 'refreshing'] as const)
      expect(Array.isArray(body.queue[queue]), queue).toBe(true);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, total: expect.any(Number) });
  });

  // The example-itineraries page sends `type=2&filter=template`: `filter=template` names that page's
  // list, it is no search text (decision 0057; once matched against code and title, it found nothing).
  it('lists the example itineraries for the example-itineraries page (type=2&filter=template)', async () => {
    const example = await createQuote(ctx, admin, { title: 'Sacred Valley in five days', itinerary_type_id: 2 });
    await createQuote(ctx, admin, { title: 'Sacred Valley quote' });
    const res = await call('GET', `/tenant/itinerary?${listQuery({ limit: '12', type: '2', filter: 'template' })}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { id: string }) => r.id)).toContain(example.uuid);
    expect(body.data.every((r: { itinerary_type_id: number }) => r.itinerary_type_id === 2)).toBe(true);
    expect(body.meta).toMatchObject({ per_page: 12, total: body.data.length });
    for (const queue of ['exporting', 'deleting', 'refreshing'] as const)
      expect(Array.isArray(body.queue[queue]), queue).toBe(true);
    // The page's search box narrows it with code and title, joined by `|`, as everywhere else.
    const searched = await call(
      'GET',
      `/tenant/itinerary?${listQuery({ limit: '12', type: '2', filter: 'template', code: 'Sacred|Inca', title: 'Sacred|Inca' })}`,
    );
    expect(searched.json().data.map((r: { id: string }) => r.id)).toEqual([example.uuid]);
  });

  it('deletes with the whole list row as the body, answering the uuid', async () => {
    await createQuote(ctx, admin, { title: 'Deleted as the client' });
    const listed = await call('GET', `/tenant/itinerary?${listQuery({ title: 'Deleted as the client' })}`);
    const [row] = listed.json().data as { id: string }[];
    expect(row!.id).toMatch(UUID);
    const res = await call('DELETE', `/tenant/itinerary/${row!.id}`, row);
    // Without a job queue (the test app) the quote goes at once; with one, `deleting` and queue.deleting.
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toEqual({ id: row!.id, deleted: true });
    expect(res.json().message).toEqual(expect.any(String));
    const after = await call('GET', `/tenant/itinerary?${listQuery({ title: 'Deleted as the client' })}`);
    expect(after.json().data).toEqual([]);
    expect((await call('GET', `/tenant/itinerary/${row!.id}`)).statusCode).toBe(404);
  });
});

describe('POST /tenant/itinerary/status/{uuid}/{status} (I10) as the original client calls it', () => {
  it('answers the full itinerary with client, status, language and currency objects, and exporting as an array', async () => {
    const { uuid } = await createQuote(ctx, admin, { title: 'Confirmed as the client', client_id: ids.andean });
    const res = await call('POST', `/tenant/itinerary/status/${uuid}/2?${STEPS}`, { id: uuid, status: 2 });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(body.itinerary).toMatchObject({
      id: uuid,
      client: { id: ids.andean, name: 'Andean Trails Travel', configuration: { date_format: expect.any(String) } },
      status: { id: 2, name: expect.any(String) },
      language: { id: 1, language_code: expect.any(String), language_name: expect.any(String) },
      currency: { id: 1, currency_code: expect.any(String), currency_sign: expect.any(String) },
    });
    expect(Array.isArray(body.exporting)).toBe(true);
    expect(body).toHaveProperty('message');
  });
});
