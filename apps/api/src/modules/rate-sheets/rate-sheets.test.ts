import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { seedDemo } from '../../seed/seed';
import { rowsOf } from '../../db/rows';
import { openWorkbook, postFile } from '../../../test/sheets';
import { zeroBomb } from '../../../test/zip-craft';

let ctx: TestContext;
let as: Record<'admin' | 'operator' | 'agent' | 'clientadmin' | 'other', Record<string, string>>;
let tenant: { demo: number; other: number };
let manual: { demo: number; other: number };
let hotel: number;
let tour: number;
let tourCode: string;

const HEADERS = [
  'Rate ID',
  'Service code',
  'Service name',
  'Service type',
  'Sales manual',
  'Season from',
  'Season to',
  'Min pax',
  'Max pax',
  'Room type',
  'Level',
  'Basis',
  'Unit cost',
  'Currency',
  'Capacity',
  'Supplier code',
  'Age bands',
];
const col = (header: string) => HEADERS.indexOf(header) + 1;

async function query<T = Record<string, unknown>>(tenantId: number, text: ReturnType<typeof sql>) {
  return ctx.database.withTenant(tenantId, async (tx) => rowsOf<T>(await tx.execute(text)));
}
const linesOf = (serviceId: number) =>
  query<{
    id: number;
    min_pax: number;
    max_pax: number;
    unit_cost: string;
    season_from: string;
    room_type_id: number | null;
  }>(
    tenant.demo,
    sql`SELECT id, min_pax, max_pax, unit_cost::text, season_from::text, room_type_id FROM rate_lines WHERE service_id = ${serviceId} ORDER BY id`,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  as = {
    admin: (await signIn(ctx.app, 'admin@itinera.demo')).headers,
    operator: (await signIn(ctx.app, 'operator@itinera.demo')).headers,
    agent: (await signIn(ctx.app, 'agent@itinera.demo')).headers,
    clientadmin: (await signIn(ctx.app, 'clientadmin@itinera.demo')).headers,
    other: (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers,
  };
  const tenants = rowsOf<{ id: number; slug: string }>(
    await ctx.database.db.execute(sql`SELECT id, slug FROM tenants`),
  );
  tenant = { demo: tenants.find((t) => t.slug === 'demo')!.id, other: tenants.find((t) => t.slug === 'other')!.id };
  manual = {
    demo: (await query<{ id: number }>(tenant.demo, sql`SELECT id FROM sales_manuals`))[0]!.id,
    other: (await query<{ id: number }>(tenant.other, sql`SELECT id FROM sales_manuals`))[0]!.id,
  };
  hotel = (await query<{ id: number }>(tenant.demo, sql`SELECT id FROM services WHERE code = 'SVC00001'`))[0]!.id;
  const found = (
    await query<{ id: number; code: string }>(
      tenant.demo,
      sql`SELECT id, code FROM services WHERE name->>'en' = 'Cusco city tour and nearby ruins'`,
    )
  )[0]!;
  tour = found.id;
  tourCode = found.code;
});
afterAll(() => ctx.close());

const exportSheet = (qs: string, headers: Record<string, string> = as.admin) =>
  ctx.app.inject({ method: 'GET', url: `/tenant/rate-sheets/export?${qs}`, headers });
const upload = (content: Buffer, headers: Record<string, string> = as.admin, field = 'file') =>
  postFile(ctx.app, '/tenant/rate-sheets/import', headers, {
    field,
    filename: 'rates.xlsx',
    content,
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
const open = openWorkbook;
const save = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());
async function demoSheet() {
  const res = await exportSheet(`sales_manual=${manual.demo}&service=${hotel},${tour}`);
  expect(res.statusCode).toBe(200);
  const workbook = await open(res.rawPayload);
  return { workbook, sheet: workbook.getWorksheet('Rates')! };
}

describe('GET /tenant/rate-sheets/export', () => {
  it('answers an .xlsx of one row per rate line, in sheet order, with a read-me', async () => {
    const res = await exportSheet(`sales_manual=${manual.demo}&service=${hotel},${tour}`);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="rates-net-rates-2026-2027-usd-${new Date().toISOString().slice(0, 10)}.xlsx"`,
    );
    const workbook = await open(res.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Rates', 'Read me']);
    const sheet = workbook.getWorksheet('Rates')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.actualRowCount).toBe(1 + 20 + 4);
    const first = sheet.getRow(2);
    expect(first.getCell(col('Service code')).value).toBe('SVC00001');
    expect(first.getCell(col('Sales manual')).value).toBe('Net rates 2026–2027 (USD)');
    expect(first.getCell(col('Season from')).value).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(first.getCell(col('Season from')).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(col('Room type')).value).toBe('SGL');
    expect(first.getCell(col('Basis')).value).toBe('per_room');
    expect(first.getCell(col('Currency')).value).toBe('USD');
    expect(typeof first.getCell(col('Unit cost')).value).toBe('number');
    expect(first.getCell(col('Room type')).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"SGL,DBL,TWI,TRP,QUA"'],
    });
    expect(sheet.getCell(`${String.fromCharCode(64 + col('Basis'))}30`).dataValidation).toMatchObject({ type: 'list' });
    const tourRows = [22, 23, 24, 25].map((n) => sheet.getRow(n));
    expect(
      tourRows.map((r) => [
        r.getCell(col('Min pax')).value,
        r.getCell(col('Max pax')).value,
        r.getCell(col('Level')).value,
        r.getCell(col('Room type')).value,
      ]),
    ).toEqual([
      [1, 1, 'All', null],
      [2, 3, 'All', null],
      [4, 6, 'All', null],
      [7, 10, 'All', null],
    ]);
    const readMe = workbook.getWorksheet('Read me')!;
    const text = readMe.getSheetValues().flat().join(' ');
    expect(text).toContain('complete set of rate lines');
    for (const header of HEADERS) expect(text).toContain(header);
  });

  it('filters by service type and text, and lets staff with view_cost_price export', async () => {
    const tours = await open(
      (await exportSheet(`sales_manual=${manual.demo}&id_type_service=7&search=cusco city`, as.operator)).rawPayload,
    );
    const rows = tours.getWorksheet('Rates')!;
    expect(rows.actualRowCount).toBe(5);
    expect(rows.getRow(2).getCell(col('Service name')).value).toBe('Cusco city tour and nearby ruins');
    // Empty filters, as a form with nothing chosen sends them, filter nothing.
    const all = await open(
      (await exportSheet(`sales_manual=${manual.demo}&service=&id_type_service=&search=`)).rawPayload,
    );
    const total = (await query<{ n: number }>(tenant.demo, sql`SELECT count(*)::int AS n FROM rate_lines`))[0]!.n;
    expect(all.getWorksheet('Rates')!.actualRowCount).toBe(1 + total);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/tenant/rate-sheets/export', '/tenant/rate-sheets/import']),
    );
  });

  it('refuses users who may not see costs, strangers, other tenants and bad parameters', async () => {
    for (const who of ['agent', 'clientadmin'] as const) {
      const res = await exportSheet(`sales_manual=${manual.demo}`, as[who]);
      expect(res.statusCode, who).toBe(403);
      errorOf(res);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/tenant/rate-sheets/export?sales_manual=${manual.demo}` }))
        .statusCode,
    ).toBe(401);
    const foreign = await exportSheet(`sales_manual=${manual.other}`);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe('This sales manual was not found.');
    for (const qs of [
      'sales_manual=abc',
      'service=1,x',
      'id_type_service=-2',
      'service=9999999999',
      'sales_manual=99999999999',
    ]) {
      const res = await exportSheet(qs);
      expect(res.statusCode, qs).toBe(400);
      errorOf(res);
    }
  });
});

describe('POST /tenant/rate-sheets/import', () => {
  it('round-trips: an edited cost, a deleted row and an added row are written, the rest stays', async () => {
    const before = { hotel: await linesOf(hotel), tour: await linesOf(tour) };
    const { workbook, sheet } = await demoSheet();
    const editedId = sheet.getRow(2).getCell(col('Rate ID')).value as number;
    sheet.getRow(2).getCell(col('Unit cost')).value = 999.5;
    const deletedId = sheet.getRow(25).getCell(col('Rate ID')).value as number;
    sheet.spliceRows(25, 1);
    // An added row written as text throughout, as a sheet typed by hand or pasted from CSV is.
    const template = sheet.getRow(24);
    const typed: Record<string, string | null> = {
      'Rate ID': null,
      'Season from': '2026-01-01',
      'Season to': '2027-12-31',
      'Min pax': '11',
      'Max pax': '16',
      'Unit cost': '48.25',
      Level: '0',
    };
    sheet.addRow(HEADERS.map((h) => (h in typed ? typed[h] : template.getCell(col(h)).value)));

    const res = await upload(await save(workbook));
    expect(res.statusCode, res.body).toBe(200);
    // Both services' lines moved: two rate changes, each listing its lines (docs/domain/rate-changes.md#recording).
    expect(res.json()).toEqual({
      data: { rows: 24, services: 2, created: 1, updated: 1, deleted: 1, rate_changes: 2 },
    });
    const changes = await query<{
      service_id: number;
      source: string;
      changed_ids: number[];
      added_ids: number[];
      removed_ids: number[];
      costs: { id: number; before: number | null; after: number | null }[];
    }>(
      tenant.demo,
      sql`SELECT service_id, source, changed_ids, added_ids, removed_ids, costs FROM rate_changes ORDER BY service_id`,
    );
    const ofHotel = changes.find((c) => c.service_id === hotel)!;
    expect(ofHotel).toMatchObject({ source: 'import', changed_ids: [editedId], added_ids: [], removed_ids: [] });
    expect(ofHotel.costs).toEqual([expect.objectContaining({ id: editedId, after: 999.5 })]);
    const ofTour = changes.find((c) => c.service_id === tour)!;
    expect(ofTour).toMatchObject({ source: 'import', changed_ids: [], removed_ids: [deletedId] });
    expect(ofTour.added_ids).toHaveLength(1);
    expect(ofTour.costs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: deletedId, after: null }),
        expect.objectContaining({ before: null, after: 48.25 }),
      ]),
    );

    const hotelAfter = await linesOf(hotel);
    expect(hotelAfter.map((l) => l.id)).toEqual(before.hotel.map((l) => l.id));
    expect(hotelAfter.find((l) => l.id === editedId)!.unit_cost).toBe('999.5000');
    expect(hotelAfter.filter((l) => l.id !== editedId)).toEqual(before.hotel.filter((l) => l.id !== editedId));
    const tourAfter = await linesOf(tour);
    expect(tourAfter.some((l) => l.id === deletedId)).toBe(false);
    expect(tourAfter.map((l) => [l.min_pax, l.max_pax])).toEqual([
      [1, 1],
      [2, 3],
      [4, 6],
      [11, 16],
    ]);
    expect(tourAfter.at(-1)!.unit_cost).toBe('48.2500');

    // The sheet exported now imports as it is without changing a thing.
    const again = await upload(await save((await demoSheet()).workbook));
    expect(again.json()).toEqual({
      data: { rows: 24, services: 2, created: 0, updated: 0, deleted: 0, rate_changes: 0 },
    });
  });

  it('carries child and infant prices as text: read into bands, written back the same, refused when unreadable', async () => {
    const { workbook, sheet } = await demoSheet();
    const row = sheet.getRow(22);
    const id = row.getCell(col('Rate ID')).value as number;
    // The demo tour's children already pay 50 % (decision 0062's demo): a new percentage is a real change.
    row.getCell(col('Age bands')).value = '0-2 free; 3–11: 40 %';
    const res = await upload(await save(workbook));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ updated: 1, created: 0, deleted: 0 });
    const [stored] = await query<{ age_bands: unknown }>(
      tenant.demo,
      sql`SELECT age_bands FROM rate_lines WHERE id = ${id}`,
    );
    expect(stored!.age_bands).toEqual([
      { min_age: 0, max_age: 2, percentage: 0 },
      { min_age: 3, max_age: 11, percentage: 40 },
    ]);
    const again = await demoSheet();
    expect(again.sheet.getRow(22).getCell(col('Age bands')).value).toBe('0-2 free; 3-11 40%');
    expect((await upload(await save(again.workbook))).json().data).toMatchObject({ updated: 0, created: 0 });

    again.sheet.getRow(22).getCell(col('Age bands')).value = 'kids half';
    again.sheet.getRow(23).getCell(col('Age bands')).value = '0-5 free; 4-11 50%';
    const bad = await upload(await save(again.workbook));
    expect(bad.statusCode).toBe(422);
    expect((errorOf(bad) as ReturnType<typeof errorOf> & { details: unknown }).details).toEqual([
      {
        path: 'row 22',
        message:
          "Age bands: 'kids half' is not an age band: write the ages and a price, e.g. 0-2 free; 3-11 50%; 12-17 35.50.",
      },
      { path: 'row 23', message: 'The age bands 0–5 and 4–11 overlap: a child of 4 would have two prices.' },
    ]);
  });

  it('refuses a sheet with bad rows whole, naming each row and its reason', async () => {
    const before = { hotel: await linesOf(hotel), tour: await linesOf(tour) };
    const { workbook, sheet } = await demoSheet();
    sheet.getRow(3).getCell(col('Service code')).value = 'NOPE999';
    sheet.getRow(4).getCell(col('Min pax')).value = 5;
    sheet.getRow(4).getCell(col('Max pax')).value = 2;
    sheet.getRow(6).getCell(col('Season from')).value = 'next spring';
    sheet.getRow(7).getCell(col('Room type')).value = 'XXL';
    sheet.getRow(21).getCell(col('Unit cost')).value = 1; // a valid edit, not written either
    const copy = sheet.getRow(2).values as unknown[];
    sheet.addRow([null, ...copy.slice(2)]); // row 26: the same season, room and pax as row 2

    const res = await upload(await save(workbook));
    expect(res.statusCode).toBe(422);
    const body = errorOf(res) as ReturnType<typeof errorOf> & { details: { path: string; message: string }[] };
    expect(body.code).toBe('UNPROCESSABLE');
    expect(body.message).toBe('The sheet has 5 bad rows; nothing was imported.');
    expect(body.details.map((d) => d.path)).toEqual(['row 3', 'row 4', 'row 6', 'row 7', 'row 26']);
    const [unknown, reversed, date, room, overlap] = body.details.map((d) => d.message);
    expect(unknown).toBe("Unknown service code 'NOPE999'.");
    expect(reversed).toBe('The pax range is reversed: min 5 is above max 2.');
    expect(date).toBe("Season from is not a date: 'next spring'. Use an Excel date or the text YYYY-MM-DD.");
    expect(room).toBe("Room type must be SGL, DBL, TWI, TRP, QUA or empty, not 'XXL'.");
    expect(overlap).toMatch(
      /^Seasons overlap for 1–99 pax: 2026-01-01 – 2026-05-31 overlaps 2026-01-01 – 2026-05-31 \(row 2\)\.$/,
    );
    expect({ hotel: await linesOf(hotel), tour: await linesOf(tour) }).toEqual(before);
  });

  it("treats another tenant's or another service's Rate ID as a bad row", async () => {
    const foreignId = (
      await query<{ id: number }>(tenant.other, sql`SELECT id FROM rate_lines ORDER BY id LIMIT 1`)
    )[0]!.id;
    const neighbour = (
      await query<{ id: number }>(
        tenant.demo,
        sql`SELECT rl.id FROM rate_lines rl JOIN services s ON s.id = rl.service_id WHERE s.code = 'SVC00002' LIMIT 1`,
      )
    )[0]!.id;
    const { workbook, sheet } = await demoSheet();
    sheet.getRow(2).getCell(col('Rate ID')).value = foreignId;
    sheet.getRow(3).getCell(col('Rate ID')).value = neighbour;
    const res = await upload(await save(workbook));
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      {
        path: 'row 2',
        message: `Rate ID ${foreignId} is not a rate line of this catalogue; clear it to create a new line.`,
      },
      {
        path: 'row 3',
        message: `Rate ID ${neighbour} belongs to another service or sales manual; clear it to create a new line.`,
      },
    ]);
  });

  it('reports the domain rules, unknown codes and empty cells of a hand-made sheet, skipping empty rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rates');
    sheet.addRow([
      'Service code',
      'Sales manual',
      'Season from',
      'Season to',
      'Min pax',
      'Max pax',
      'Basis',
      'Unit cost',
      'Currency',
      'Supplier code',
      'Room type',
    ]);
    sheet.addRow([
      'SVC00001',
      String(manual.demo),
      new Date('2026-01-01T00:00:00Z'),
      new Date('2026-12-31T00:00:00Z'),
      1,
      2,
      'per_person',
      10,
      'ZZZ',
      'NOBODY',
      'DBL',
    ]);
    sheet.addRow([]);
    sheet.addRow(['svc00001', 'No such manual', '2026-01-01', '2026-12-31', 1, 2, 'per_room', 'ten', null, null, null]);
    const res = await upload(await save(workbook));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The sheet has 2 bad rows; nothing was imported.');
    expect(res.json().details).toEqual([
      { path: 'row 2', message: "Unknown currency 'ZZZ'. Unknown supplier code 'NOBODY'." },
      {
        path: 'row 4',
        message:
          "Unit cost must be an amount from 0 to 99,999,999.9999, not 'ten'. Unknown sales manual 'No such manual'.",
      },
    ]);

    const rules = new ExcelJS.Workbook();
    const lines = rules.addWorksheet('Rates');
    lines.addRow([
      'Service code',
      'Sales manual',
      'Season from',
      'Season to',
      'Min pax',
      'Max pax',
      'Basis',
      'Unit cost',
      'Room type',
      'Level',
    ]);
    lines.addRow([
      'SVC00001',
      'Net rates 2026–2027 (USD)',
      '2026-01-01',
      '2026-12-31',
      1,
      2,
      'per_room',
      10,
      null,
      'Luxury',
    ]);
    lines.addRow([
      tourCode,
      'Net rates 2026–2027 (USD)',
      '2026-01-01',
      '2026-12-31',
      1,
      2,
      'per room',
      10,
      'DBL',
      'All',
    ]);
    lines.addRow([
      'SVC00001',
      'Net rates 2026–2027 (USD)',
      '2026-01-01',
      '2026-12-31',
      1,
      2,
      'per_person',
      10,
      'SGL',
      3,
    ]);
    lines.addRow([
      tourCode,
      'Net rates 2026–2027 (USD)',
      '2026-12-31',
      '2026-01-01',
      '1',
      '2',
      'per_person',
      10,
      null,
      'Gold',
    ]);
    const refused = await upload(await save(rules));
    expect(refused.json().details).toEqual([
      { path: 'row 2', message: 'A per-room rate needs a room type.' },
      { path: 'row 3', message: 'Only accommodation and packages are priced per room.' },
      { path: 'row 4', message: 'A room type is only for per-room rates.' },
      { path: 'row 5', message: "Level must be All, Comfort, Superior, Luxury or 0–3, not 'Gold'." },
    ]);
    lines.getRow(5).getCell(10).value = 'comfort';
    const reversed = await upload(await save(rules));
    expect(reversed.json().details.at(-1)).toEqual({
      path: 'row 5',
      message: 'The season ends (2026-01-01) before it starts (2026-12-31).',
    });
  });

  it('refuses what is not a workbook, a missing column, too many rows and too large a file', async () => {
    const text = await upload(Buffer.from('Service code,Unit cost\nSVC00001,10\n'));
    expect(text.statusCode).toBe(422);
    expect(errorOf(text).message).toBe('This file is not an .xlsx workbook.');

    // A zip whose central directory names no workbook, one that claims to inflate to 2 GB but does
    // not (exceljs could not read it), and a bomb: 180 MB of zeros in 180 KB (decision 0051).
    const real = await save((await demoSheet()).workbook);
    const renamed = Buffer.from(real.toString('latin1').replace(/xl\/workbook\.xml/g, 'xl/workbook.xmz'), 'latin1');
    expect(errorOf(await upload(renamed)).message).toBe('This file is not an .xlsx workbook.');
    const claims = Buffer.from(real);
    const central = claims.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    claims.writeUInt32LE(0x7fffffff, central + 24);
    expect(errorOf(await upload(claims)).message).toBe('This file is not an .xlsx workbook.');
    const inflated = await upload(await zeroBomb());
    expect(inflated.statusCode).toBe(422);
    expect(errorOf(inflated).message).toBe(
      'This workbook is too large once unpacked. Please split it into smaller sheets.',
    );

    const noColumns = new ExcelJS.Workbook();
    noColumns.addWorksheet('Rates').addRow(['Service code', 'Unit cost']);
    const missing = await upload(await save(noColumns));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual([
      { path: 'row 1', message: 'Missing columns: Sales manual, Season from, Season to, Min pax, Max pax, Basis.' },
    ]);

    const huge = new ExcelJS.Workbook();
    const rows = huge.addWorksheet('Rates');
    rows.addRow([
      'Service code',
      'Sales manual',
      'Season from',
      'Season to',
      'Min pax',
      'Max pax',
      'Basis',
      'Unit cost',
    ]);
    for (let i = 0; i < 20_001; i++) rows.addRow(['SVC00001']);
    const tooMany = await upload(await save(huge));
    expect(tooMany.statusCode).toBe(422);
    expect(errorOf(tooMany).message).toMatch(/^The sheet has 20,001 rows; at most 20,000/);

    const big = await upload(Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    errorOf(big);
    const field = await upload(Buffer.from('x'), as.admin, 'sheet');
    expect(field.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const { workbook } = await demoSheet();
    const buffer = await save(workbook);
    for (const who of ['operator', 'agent', 'clientadmin'] as const) {
      const res = await upload(buffer, as[who]);
      expect(res.statusCode, who).toBe(403);
      errorOf(res);
    }
    const anonymous = await upload(buffer, {});
    expect(anonymous.statusCode).toBe(401);
    // The other tenant's admin cannot reach this tenant's services: every code is unknown there.
    const foreign = await upload(buffer, as.other);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().details[0]).toEqual({ path: 'row 2', message: expect.stringContaining('Rate ID') });
  });
});
