import type ExcelJS from 'exceljs';
import { parseCsv, PASSENGER_SHEET_COLUMNS, roomLabel, toApiDate, type RoomingList } from '@itinera/domain';
import type { QuotePassenger } from '@itinera/domain/contracts';
import { AppError } from '../../lib/app-error';
import { newWorkbook, type CellValue } from '../../lib/xlsx';
import { readUploadedSheet } from '../../lib/xlsx-upload';

// Passenger sheets as .xlsx (decision 0028): the import template, the passenger list (its columns are
// the template's, so an export imports back) and the rooming list a hotel or a train is sent.
// Reading an upload gives a table of text cells; the domain (passengers/sheet.ts) does the rest.

export interface SheetQuote {
  code: string;
  title: string;
  start_date: string | null;
  end_date: string | null;
}

const HEAD_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7F5FF' } };
const utcDate = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00Z`) : null);
const DATE_KEYS = new Set(['birthdate', 'passport_expiration']);
/** A passenger list longer than this is not one: refused before its rows are read. */
const MAX_ROWS = 2000;

function header(sheet: ExcelJS.Worksheet, row = 1): void {
  sheet.getRow(row).font = { bold: true };
  sheet.getRow(row).fill = HEAD_FILL;
}

function readMe(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Read me');
  sheet.columns = [{ width: 28 }, { width: 90 }];
  sheet.addRow(['Itinera passenger list']).font = { bold: true, size: 14 };
  sheet.addRow([]);
  for (const rule of [
    'One row of the sheet "Passengers" per traveller. The header row must stay; columns may be reordered, unknown ones are ignored.',
    'Every row is checked first. If any row is wrong, nothing is imported and each problem is listed with its row number.',
    'Import either replaces the passenger list of the quote or adds the rows to it; the number of passengers of the quote follows.',
    'Birth dates, passport numbers and medical notes are personal data: keep this file only as long as you need it.',
  ])
    sheet.addRow(['', rule]);
  sheet.addRow([]);
  sheet.addRow(['Column', 'Meaning']).font = { bold: true };
  for (const c of PASSENGER_SHEET_COLUMNS) sheet.addRow([c.header, c.about]);
  sheet.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
}

function passengerSheet(workbook: ExcelJS.Workbook, passengers: readonly QuotePassenger[]): void {
  const sheet = workbook.addWorksheet('Passengers', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...PASSENGER_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })),
    { header: 'Age at travel', key: 'age', width: 8 },
  ];
  for (const key of DATE_KEYS) sheet.getColumn(key).numFmt = 'yyyy-mm-dd';
  header(sheet);
  for (const p of passengers)
    sheet.addRow({
      ...p,
      note: p.note.value,
      birthdate: utcDate(p.birthdate),
      passport_expiration: utcDate(p.passport_expiration),
      room: p.room === null ? null : p.room + 1,
      lead: p.lead ? 'yes' : '',
    });
}

/** The import template: the columns, one example row to overwrite, and the rules. */
export async function buildPassengerTemplate(): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'Itinera';
  const sheet = workbook.addWorksheet('Passengers', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = PASSENGER_SHEET_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  header(sheet);
  sheet.addRow({
    first_name: 'Ana',
    last_name: 'López',
    type: 'adult',
    birthdate: '1985-04-12',
    gender: 'Female',
    nationality: 'Peruvian',
    passport_number: 'PE123456',
    passport_expiration: '2031-01-31',
    email: 'ana@example.com',
    phone: '+51 1 555 0101',
    room: 1,
    lead: 'yes',
    dietary_notes: 'Vegetarian',
  });
  readMe(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function buildPassengerList(quote: SheetQuote, passengers: readonly QuotePassenger[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'Itinera';
  workbook.title = `${quote.code} passengers`;
  passengerSheet(workbook, passengers);
  readMe(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rooming list: one block per room with who sleeps in it, then the passengers in no room. */
export async function buildRoomingList(
  quote: SheetQuote,
  passengers: readonly QuotePassenger[],
  rooming: RoomingList,
): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'Itinera';
  workbook.title = `${quote.code} rooming list`;
  const sheet = workbook.addWorksheet('Rooming list');
  sheet.columns = [
    { key: 'room', width: 16 },
    { key: 'type', width: 10 },
    { key: 'name', width: 28 },
    { key: 'pax_type', width: 9 },
    { key: 'age', width: 6 },
    { key: 'nationality', width: 14 },
    { key: 'passport', width: 16 },
    { key: 'birthdate', width: 12 },
    { key: 'dietary', width: 24 },
  ];
  sheet.addRow([`${quote.code} · ${quote.title}`]).font = { bold: true, size: 13 };
  sheet.addRow([`From ${quote.start_date ?? '—'} to ${quote.end_date ?? '—'}`]);
  sheet.addRow([]);
  sheet.addRow([
    'Room',
    'Room type',
    'Passenger',
    'Type',
    'Age',
    'Nationality',
    'Passport',
    'Birth date',
    'Dietary notes',
  ]);
  header(sheet, 4);
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  sheet.getColumn('birthdate').numFmt = 'yyyy-mm-dd';
  const byId = new Map(passengers.map((p) => [p.id, p]));
  const line = (room: string, type: string, p: QuotePassenger | undefined) =>
    sheet.addRow({
      room,
      type,
      name: p ? `${p.last_name.toUpperCase()}, ${p.first_name}`.replace(/^, /, '') : '(empty)',
      pax_type: p?.type ?? '',
      age: p?.age ?? null,
      nationality: p?.nationality ?? '',
      passport: p?.passport_number ?? '',
      birthdate: utcDate(p?.birthdate ?? null),
      dietary: p?.dietary_notes ?? '',
    });
  for (const r of rooming.rooms) {
    const over = r.passengers.length > r.max_pax ? ` — ${r.passengers.length} in a room for ${r.max_pax}` : '';
    if (!r.passengers.length) line(roomLabel(r), r.name, undefined);
    r.passengers.forEach((id, i) => {
      const row = line(i === 0 ? `${roomLabel(r)}${over}` : '', i === 0 ? r.name : '', byId.get(id));
      if (over) row.font = { color: { argb: 'FFC92A2A' } };
    });
  }
  if (rooming.unassigned.length) {
    sheet.addRow([]);
    for (const [i, id] of rooming.unassigned.entries()) line(i === 0 ? 'No room yet' : '', '', byId.get(id));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell as text: dates as YYYY-MM-DD (exceljs reads a date cell as midnight UTC). */
function cellText(v: CellValue): string | null {
  if (v === null) return null;
  if (v instanceof Date) return toApiDate(v.getTime());
  if (typeof v === 'object') return v.error;
  return String(v);
}

/** The cells of an uploaded .xlsx (sheet "Passengers" or the first) or .csv, as text. */
export async function readPassengerUpload(buffer: Buffer, filename: string): Promise<(string | null)[][]> {
  if (/\.csv$/i.test(filename) || (!/\.xlsx$/i.test(filename) && buffer.subarray(0, 2).toString() !== 'PK'))
    return parseCsv(new TextDecoder('utf-8', { fatal: false }).decode(buffer));
  const sheet = await readUploadedSheet(buffer, { sheet: 'Passengers', maxRows: MAX_ROWS });
  if (sheet.rowCount > MAX_ROWS)
    throw new AppError('UNPROCESSABLE', 'This sheet has too many rows for a passenger list. Please split it.');
  return sheet.rows.map((cells) => Array.from(cells, (v) => cellText(v ?? null)));
}
