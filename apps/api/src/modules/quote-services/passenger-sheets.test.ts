import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { demoIds } from '../../../test/quotes.fixtures';
import { catalogueId, inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import { seedDemo } from '../../seed/seed';
import { openWorkbook, postFile } from '../../../test/sheets';
import { zeroBomb } from '../../../test/zip-craft';

// Decision 0028: passengers imported from an .xlsx or .csv sheet (the template downloadable; every row
// checked first, a bad row imports nothing) and exported as the passenger list and the rooming list.

let ctx: TestContext;
const as: Record<string, Headers> = {};
let ids: Awaited<ReturnType<typeof demoIds>>;
let contract: number;
let hotel: number;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  as.admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  ids = await demoIds(ctx);
  contract = (await inject(ctx, 'GET', '/tenant/clients/contract/', as.admin)).json().data[0].id;
  hotel = await catalogueId(ctx, as.admin, 'Casa Andina Standard');
});
afterAll(() => ctx.close());

const quote = async (num_pax = 2) =>
  (
    await quoteWith(
      ctx,
      as.admin,
      {
        title: 'Sheets',
        client_id: ids.andean,
        contract_id: contract,
        start_date: '2026-07-01',
        end_date: '2026-07-04',
        num_pax,
      },
      [{ service_id: hotel, day: '1-4' }],
    )
  ).quote;
type Q = Awaited<ReturnType<typeof quote>>;

const upload = (q: Q, content: Buffer, filename: string, query = '', headers = as.admin) =>
  postFile(ctx.app, `/tenant/itinerary/passengers/${q.id}/import${query}`, headers, { filename, content });
const open = openWorkbook;
const texts = (sheet: ExcelJS.Worksheet) => {
  const out: string[][] = [];
  sheet.eachRow((row) =>
    out.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? ''))),
    ),
  );
  return out;
};
const names = async (q: Q) =>
  ((await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}`, as.admin)).json().data as { name: string }[]).map(
    (p) => p.name,
  );

/** A sheet of four as an agency fills the template: real date cells, a room number, a lead. */
async function sheetOfFour(bad?: { row: number; column: string; value: unknown }) {
  const template = await inject(ctx, 'GET', '/tenant/passengers/template', as.admin);
  const workbook = await open(template.rawPayload);
  const sheet = workbook.getWorksheet('Passengers')!;
  sheet.spliceRows(2, 1);
  const rows = [
    [
      'Ana',
      'López',
      'adult',
      new Date('1985-04-12T00:00:00Z'),
      'Female',
      'Peruvian',
      'PE123456',
      new Date('2031-01-31T00:00:00Z'),
      'ana@example.com',
      '+51 1 555 0101',
      1,
      'yes',
    ],
    [
      'Luis',
      'López',
      '',
      new Date('1983-09-02T00:00:00Z'),
      'Male',
      'Peruvian',
      'PE654321',
      '2030-05-05',
      '',
      '',
      1,
      '',
    ],
    ['Sofía', 'López', '', '2016-03-03', 'Female', 'Peruvian', 'PE777777', '2029-01-01', '', '', 2, ''],
    ['Mateo', 'López', 'infant', '2025-10-10', 'Male', 'Peruvian', '', '', '', '', '', ''],
  ];
  rows.forEach((r, i) => sheet.insertRow(i + 2, r));
  if (bad) sheet.getCell(`${bad.column}${bad.row}`).value = bad.value as ExcelJS.CellValue;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('import', () => {
  it('offers a template with the columns, an example and the rules', async () => {
    const res = await inject(ctx, 'GET', '/tenant/passengers/template', as.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = await open(res.rawPayload);
    expect(texts(workbook.getWorksheet('Passengers')!)[0]!.slice(0, 4)).toEqual([
      'First name',
      'Last name',
      'Type',
      'Birth date',
    ]);
    expect(workbook.getWorksheet('Read me')).toBeDefined();
  });

  it('replaces the list with a sheet of four: num_pax follows and the quote is re-priced', async () => {
    const q = await quote(3);
    const res = await upload(q, await sheetOfFour(), 'lopez.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.imported).toBe(4);
    expect(body.message).toBe('4 passengers imported.');
    expect(body.itinerary.num_pax).toBe(4);
    expect(body.passengers.map((p: Record<string, unknown>) => [p.name, p.type, p.birthdate, p.room, p.lead])).toEqual([
      ['Ana López', 'adult', '1985-04-12', 0, true],
      ['Luis López', 'adult', '1983-09-02', 0, false],
      ['Sofía López', 'child', '2016-03-03', 1, false],
      ['Mateo López', 'infant', '2025-10-10', null, false],
    ]);
    expect(body.passengers[1].passport_expiration).toBe('2030-05-05');
    const seller = body.prices.find((p: { type: string }) => p.type === 'seller');
    expect(seller.prices[0].pax_prices).toHaveLength(4);
    expect(body.warnings.map((w: { code: string }) => w.code)).toContain('no_room');
    const history = await inject(
      ctx,
      'GET',
      `/tenant/itinerary/${q.id}/history?entity=itinerary&page=1&limit=20`,
      as.admin,
    );
    expect(history.json().data[1]).toMatchObject({ action: 'imported', field: 'passengers' });
  });

  it('adds the rows of a CSV (semicolons, quotes, a byte order mark) in append mode', async () => {
    const q = await quote(2);
    const csv =
      '\uFEFFFirst name;Last name;Birth date;Note\r\n"Ana María";"De la Cruz";1990-01-01;"Needs ""quiet"" room; high floor"\r\n;;;\r\nJo;Li;;\r\n';
    const res = await upload(q, Buffer.from(csv), 'pax.csv', '?mode=append');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().itinerary.num_pax).toBe(4);
    expect(await names(q)).toEqual(['Passenger 1', 'Passenger 2', 'Ana María De la Cruz', 'Jo Li']);
    expect(res.json().passengers[2].note.value).toBe('Needs "quiet" room; high floor');
  });

  it('refuses a sheet with a bad row whole, listing every problem by row and column', async () => {
    const q = await quote(2);
    const before = await names(q);
    const res = await upload(q, await sheetOfFour({ row: 3, column: 'H', value: '2030-02-30' }), 'bad.xlsx');
    expect(res.statusCode).toBe(422);
    const body = errorOf(res);
    expect(body.message).toBe(
      'The sheet has 1 bad row; nothing was imported. Row 3, Passport expiry: The passport expiry date must be a real date, as YYYY-MM-DD.',
    );
    const twoBad = await upload(q, await sheetOfFour({ row: 5, column: 'A', value: '' }), 'bad.xlsx');
    expect(twoBad.statusCode).toBe(422);
    expect(twoBad.json().details).toEqual([
      { path: 'row 5', message: 'Row 5, First name: The first name is required.' },
    ]);
    expect(await names(q)).toEqual(before);
  });

  it('refuses a sheet without a First name column, a file that is no sheet, and another tenant', async () => {
    const q = await quote(2);
    const noName = await upload(q, Buffer.from('Last name\nLópez\n'), 'x.csv');
    expect(errorOf(noName).message).toBe(
      'The sheet has no "First name" column in its first row; nothing was imported.',
    );
    const empty = await upload(q, Buffer.from('First name\n\n'), 'x.csv');
    expect(errorOf(empty).message).toBe('The sheet has no passengers under its header row; nothing was imported.');
    const notXlsx = await upload(q, Buffer.from('PK not a zip at all'), 'x.xlsx');
    expect(errorOf(notXlsx).message).toBe('This file is not an .xlsx workbook.');
    expect((await upload(q, await sheetOfFour(), 'x.xlsx', '', as.other)).statusCode).toBe(404);
    const stale = await upload(q, await sheetOfFour(), 'x.xlsx', '?version=1');
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a zip bomb (180 MB of zeros in a 180 KB sheet) as too large, the list unchanged', async () => {
    const q = await quote(2);
    const before = await names(q);
    const bomb = await zeroBomb();
    const refused = await upload(q, bomb, 'passengers.xlsx');
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).message).toBe(
      'This workbook is too large once unpacked. Please split it into smaller sheets.',
    );
    expect(await names(q)).toEqual(before);
  });
});

describe('export', () => {
  it('exports the passenger list as a sheet that imports back unchanged', async () => {
    const q = await quote(2);
    await upload(q, await sheetOfFour(), 'lopez.xlsx');
    const res = await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}/export?list=passengers`, as.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="passengers-i\d\d-[a-z0-9]+\.xlsx"$/);
    const rows = texts((await open(res.rawPayload)).getWorksheet('Passengers')!);
    expect(rows[1]!.slice(0, 12)).toEqual([
      'Ana',
      'López',
      'adult',
      '1985-04-12',
      'Female',
      'Peruvian',
      'PE123456',
      '2031-01-31',
      'ana@example.com',
      '+51 1 555 0101',
      '1',
      'yes',
    ]);
    const before = (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}`, as.admin)).json().data;
    const again = await upload(q, res.rawPayload, 'passengers.xlsx');
    expect(again.statusCode, again.body).toBe(200);
    const strip = (list: Record<string, unknown>[]) =>
      list.map(({ id: _id, note, ...p }) => ({ ...p, note: (note as { value: string }).value }));
    expect(strip(again.json().passengers)).toEqual(strip(before));
  });

  it('exports the rooming list: each room with who sleeps in it, then those in no room', async () => {
    const q = await quote(2);
    await upload(q, await sheetOfFour(), 'lopez.xlsx');
    const res = await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}/export?list=rooming`, as.admin);
    expect(res.statusCode).toBe(200);
    const rows = texts((await open(res.rawPayload)).getWorksheet('Rooming list')!);
    expect(rows[0]![0]).toMatch(/^I\d\d-[A-Z0-9]+ · Sheets$/);
    const body = rows.slice(rows.findIndex((r) => r[0] === 'Room') + 1).map((r) => r.slice(0, 5));
    expect(body).toEqual([
      ['Room 1 (DBL)', 'DBL', 'LÓPEZ, Ana', 'adult', '41'],
      ['', '', 'LÓPEZ, Luis', 'adult', '42'],
      ['Room 2 (DBL)', 'DBL', 'LÓPEZ, Sofía', 'child', '10'],
      ['No room yet', '', 'LÓPEZ, Mateo', 'infant', '0'],
    ]);
    expect(
      (await inject(ctx, 'GET', `/tenant/itinerary/passengers/${q.id}/export?list=rooming`, as.other)).statusCode,
    ).toBe(404);
  });
});
