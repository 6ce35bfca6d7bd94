import type { PassengerFieldName } from '../contracts/passenger-fields.contract';
import type { SaveItem } from './merge';

// Passenger sheets (decision 0028): the columns of the import template and of the passenger list export
// (an export imports back), CSV reading, and sheet rows as the items of a save. Pure: the API reads
// .xlsx cells with exceljs and hands them here as text.

export interface SheetColumn {
  key: PassengerFieldName;
  header: string;
  width: number;
  about: string;
}

export const PASSENGER_SHEET_COLUMNS: readonly SheetColumn[] = [
  {
    key: 'first_name',
    header: 'First name',
    width: 16,
    about: 'Required. Letters, digits, spaces, hyphens, apostrophes, dots.',
  },
  { key: 'last_name', header: 'Last name', width: 18, about: 'As in the passport.' },
  {
    key: 'type',
    header: 'Type',
    width: 9,
    about: 'adult, child or infant. Empty: from the birth date (infant under 2, child 2–11), else adult.',
  },
  { key: 'birthdate', header: 'Birth date', width: 12, about: 'A date, as 1985-04-12.' },
  { key: 'gender', header: 'Gender', width: 9, about: 'Female, Male or Other.' },
  { key: 'nationality', header: 'Nationality', width: 14, about: 'A country name or code.' },
  { key: 'passport_number', header: 'Passport number', width: 16, about: '5 to 20 letters and digits.' },
  { key: 'passport_expiration', header: 'Passport expiry', width: 14, about: 'A date, as 2031-01-31.' },
  { key: 'email', header: 'E-mail', width: 24, about: 'An e-mail address.' },
  {
    key: 'phone',
    header: 'Phone',
    width: 16,
    about: 'At least 6 digits; spaces, brackets, dashes and a leading + allowed.',
  },
  {
    key: 'room',
    header: 'Room',
    width: 7,
    about: "The room's number in the quote's rooms (1, 2 …); empty: no room yet.",
  },
  { key: 'lead', header: 'Lead', width: 7, about: 'yes for the lead passenger (one); empty or no for the others.' },
  {
    key: 'dietary_notes',
    header: 'Dietary notes',
    width: 18,
    about: 'Vegetarian, allergies … (up to 2,000 characters).',
  },
  { key: 'medical_notes', header: 'Medical notes', width: 18, about: 'Shown to staff and the quote’s own users only.' },
  { key: 'note', header: 'Note', width: 18, about: 'Anything else (up to 2,000 characters).' },
  { key: 'emergency_name', header: 'Emergency contact first name', width: 16, about: 'Who to call in an emergency.' },
  { key: 'emergency_last_name', header: 'Emergency contact last name', width: 16, about: '' },
  { key: 'emergency_phone', header: 'Emergency phone', width: 16, about: 'At least 6 digits.' },
];

export const PASSENGER_SHEET_MAX_ROWS = 500;

const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const BY_HEADER = new Map<string, PassengerFieldName>(
  PASSENGER_SHEET_COLUMNS.flatMap((c) => [
    [headerKey(c.header), c.key],
    [headerKey(c.key), c.key],
  ]),
);

/** One data row of an upload: its sheet row number (the header is row 1) and its cells by field. */
export interface PassengerSheetRow {
  row: number;
  cells: Partial<Record<PassengerFieldName, string>>;
}

export class SheetProblem extends Error {}

/**
 * The rows under the header of a table of text cells (a CSV, or an .xlsx read as text). Columns
 * are found by their header, in any order; unknown columns are ignored; fully empty rows skipped.
 */
export function passengerRows(table: readonly (readonly (string | null)[])[]): PassengerSheetRow[] {
  const [header = [], ...body] = table;
  const columns = new Map<number, PassengerFieldName>();
  header.forEach((text, i) => {
    const key = text ? BY_HEADER.get(headerKey(text)) : undefined;
    if (key) columns.set(i, key);
  });
  if (![...columns.values()].includes('first_name'))
    throw new SheetProblem('The sheet has no "First name" column in its first row; nothing was imported.');
  const rows: PassengerSheetRow[] = [];
  body.forEach((cells, i) => {
    const row: PassengerSheetRow = { row: i + 2, cells: {} };
    for (const [col, key] of columns) {
      const v = cells[col]?.trim();
      if (v) row.cells[key] = v;
    }
    if (Object.keys(row.cells).length) rows.push(row);
  });
  if (!rows.length) throw new SheetProblem('The sheet has no passengers under its header row; nothing was imported.');
  if (rows.length > PASSENGER_SHEET_MAX_ROWS)
    throw new SheetProblem(
      `The sheet has ${rows.length} passengers; at most ${PASSENGER_SHEET_MAX_ROWS} can be imported at once.`,
    );
  return rows;
}

const YES = new Set(['yes', 'y', 'x', '1', 'true', 'si', 'sí', 'lead']);
const NO = new Set(['no', 'n', '0', 'false']);

/** A sheet row as a save item: a new passenger (status 1), its room number made a 0-based index. */
export function sheetRowItem({ cells }: PassengerSheetRow): SaveItem {
  const item: SaveItem = { status: 1, ...cells };
  if (cells.room !== undefined)
    item.room = /^\d{1,3}$/.test(cells.room) && Number(cells.room) > 0 ? Number(cells.room) - 1 : cells.room;
  if (cells.lead !== undefined) {
    const v = cells.lead.toLowerCase();
    item.lead = YES.has(v) ? true : NO.has(v) ? false : cells.lead;
  }
  return item;
}

const SHEET_HEADER = new Map(PASSENGER_SHEET_COLUMNS.map((c) => [c.key as string, c.header]));
/** "Row 3, Birth date: …": a problem of an import, named as the person sees the sheet. */
export function sheetProblem(row: number, field: string, message: string): string {
  const column = SHEET_HEADER.get(field);
  return column ? `Row ${row}, ${column}: ${message}` : `Row ${row}: ${message}`;
}

/**
 * The cells of a CSV text (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes),
 * with the separator the header line uses — a comma, a semicolon (spreadsheets in many locales)
 * or a tab. A byte order mark is dropped.
 */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((s) => [s, firstLine.split(s).length] as const);
  const sep = counts.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
