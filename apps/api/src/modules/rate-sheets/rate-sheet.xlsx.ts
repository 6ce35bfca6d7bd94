import type ExcelJS from 'exceljs';
import { AGE_BANDS_EXAMPLE, formatAgeBands, ROOM_TYPES, type AgeBandDraft, type CostBasis } from '@itinera/domain';
import { RATE_SHEET_MAX_ROWS } from '@itinera/domain/contracts';
import { AppError } from '../../lib/app-error';
import { newWorkbook, type CellValue } from '../../lib/xlsx';
import { readUploadedSheet } from '../../lib/xlsx-upload';

// The workbook side of rate sheets: building the export and reading an upload into plain rows.
// No SQL here: codes and names are resolved against the catalogue by rate-sheet-import.ts.

export const LEVELS = ['All', 'Comfort', 'Superior', 'Luxury'] as const;
export const BASES: readonly CostBasis[] = ['per_person', 'per_group', 'per_room', 'per_unit'];
const ROOM_ACRONYMS = ROOM_TYPES.map((r) => r.acronym);

/** One rate line as the sheet shows it. */
export interface RateSheetLine {
  rate_id: number;
  service_code: string;
  service_name: string;
  service_type: string;
  sales_manual: string;
  season_from: string;
  season_to: string;
  min_pax: number;
  max_pax: number;
  room_type: string | null;
  level: number;
  basis: string;
  unit_cost: string;
  currency: string;
  capacity: number | null;
  supplier_code: string | null;
  /** As stored; the sheet writes them as text (formatAgeBands). */
  age_bands: AgeBandDraft[] | null;
}

/** The sheet's cells: the line with its bands as text. */
type SheetLine = Omit<RateSheetLine, 'age_bands'> & { age_bands: string };

type Key = keyof SheetLine;
const COLUMNS: { key: Key; header: string; width: number; about: string }[] = [
  {
    key: 'rate_id',
    header: 'Rate ID',
    width: 9,
    about: 'Empty for a new line. Keep it to update that line; never copy it to another row.',
  },
  {
    key: 'service_code',
    header: 'Service code',
    width: 13,
    about: 'Required. The code of a service of the catalogue (e.g. SVC00001).',
  },
  { key: 'service_name', header: 'Service name', width: 40, about: 'For reading only: ignored by the import.' },
  { key: 'service_type', header: 'Service type', width: 15, about: 'For reading only: ignored by the import.' },
  {
    key: 'sales_manual',
    header: 'Sales manual',
    width: 28,
    about: 'Required. The sales manual name exactly as in Itinera, or its id.',
  },
  {
    key: 'season_from',
    header: 'Season from',
    width: 12,
    about: 'Required. First day of the season: an Excel date or text YYYY-MM-DD.',
  },
  {
    key: 'season_to',
    header: 'Season to',
    width: 12,
    about: 'Required. Last day of the season (included), not before Season from.',
  },
  {
    key: 'min_pax',
    header: 'Min pax',
    width: 8,
    about: 'Required. Smallest group this rate is for: a whole number, 1 or more.',
  },
  {
    key: 'max_pax',
    header: 'Max pax',
    width: 8,
    about: 'Required. Largest group this rate is for, not below Min pax (at most 500).',
  },
  {
    key: 'room_type',
    header: 'Room type',
    width: 10,
    about: `${ROOM_ACRONYMS.join(', ')}: only and always for per_room rates of hotels and packages.`,
  },
  { key: 'level', header: 'Level', width: 10, about: `${LEVELS.join(', ')} (or 0–3). Empty means All.` },
  { key: 'basis', header: 'Basis', width: 11, about: `Required. ${BASES.join(', ')}.` },
  {
    key: 'unit_cost',
    header: 'Unit cost',
    width: 11,
    about: 'Required. Net cost of one unit of the basis, 0 or more, up to 4 decimals.',
  },
  {
    key: 'currency',
    header: 'Currency',
    width: 9,
    about: "ISO code (USD, EUR, PEN…). Empty means the sales manual's currency.",
  },
  {
    key: 'capacity',
    header: 'Capacity',
    width: 9,
    about: 'Optional. Seats of a vehicle or size of the party a guide takes (1–500).',
  },
  {
    key: 'supplier_code',
    header: 'Supplier code',
    width: 16,
    about: 'Optional. The code of a supplier of the catalogue.',
  },
  {
    key: 'age_bands',
    header: 'Age bands',
    width: 30,
    about: `Optional. Child and infant prices by age at travel, for per_person and per_room rates: ages, then free, a percentage of the adult rate or a cost, separated by semicolons, e.g. ${AGE_BANDS_EXAMPLE}. On a per_room rate the band is what a child sharing a room with grown-ups pays a night (a percentage is of the room's rate over its beds). Ages no band covers pay the adult rate.`,
  },
];
const DATE_KEYS = new Set<Key>(['season_from', 'season_to']);

const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const columnLetter = (key: Key) => String.fromCharCode(65 + COLUMNS.findIndex((c) => c.key === key));

/** The .xlsx of an export: sheet "Rates" (one row per rate line) and sheet "Read me". */
export async function buildRateSheet(lines: readonly RateSheetLine[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  workbook.creator = 'Itinera';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Rates', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  for (const key of DATE_KEYS) sheet.getColumn(key).numFmt = 'yyyy-mm-dd';
  sheet.getColumn('unit_cost').numFmt = '#,##0.00##';
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7F5FF' } };
  sheet.autoFilter = { from: 'A1', to: `${columnLetter('age_bands')}1` };
  for (const line of lines) {
    sheet.addRow({
      ...line,
      age_bands: formatAgeBands(line.age_bands),
      season_from: utcDate(line.season_from),
      season_to: utcDate(line.season_to),
      level: LEVELS[line.level] ?? String(line.level),
      unit_cost: Number(line.unit_cost),
    });
  }
  // Drop-downs for the closed lists, on the rows there are plus room for the lines an admin adds.
  const last = Math.min(lines.length + 500, RATE_SHEET_MAX_ROWS) + 1;
  const lists: [Key, readonly string[]][] = [
    ['room_type', ROOM_ACRONYMS],
    ['level', LEVELS],
    ['basis', BASES],
  ];
  const validations = (
    sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }
  ).dataValidations;
  for (const [key, values] of lists) {
    const col = columnLetter(key);
    validations.add(`${col}2:${col}${last}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${values.join(',')}"`],
      showErrorMessage: true,
      errorTitle: 'Not in the list',
      error: `Use one of: ${values.join(', ')}.`,
    });
  }
  addReadMe(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addReadMe(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Read me');
  sheet.columns = [{ width: 16 }, { width: 100 }];
  const title = sheet.addRow(['Itinera rate sheet']);
  title.font = { bold: true, size: 14 };
  sheet.addRow([]);
  const rules = [
    'Each row of the sheet "Rates" is one rate line: the net cost of a service for a sales manual, a season, a pax range, a room type and a level.',
    'On import, for every service and sales manual that appear in the sheet, the rows of the sheet become its complete set of rate lines:',
    '  rows with a Rate ID update that line, rows without one create a line, and lines of that service and manual missing from the sheet are deleted.',
    'Services and sales manuals that do not appear in the sheet are left as they are. To remove every line of a pair, do it in Itinera.',
    'Two lines of the same service, sales manual, room type and level must not cover the same day and the same number of pax.',
    'Every row is checked first. If any row is wrong, nothing is imported and each bad row is listed with its row number and the reason.',
    `Fully empty rows are skipped. The header row must stay; columns may be reordered. At most ${RATE_SHEET_MAX_ROWS.toLocaleString('en')} rows and 5 MB.`,
  ];
  for (const rule of rules) sheet.addRow(['', rule]);
  sheet.addRow([]);
  const head = sheet.addRow(['Column', 'Meaning']);
  head.font = { bold: true };
  for (const c of COLUMNS) sheet.addRow([c.header, c.about]);
  sheet.getColumn(2).alignment = { wrapText: true, vertical: 'top' };
}

/** One data row of an upload: its Excel row number and its cells by column key. */
export interface SheetRow {
  row: number;
  cells: Partial<Record<Key, CellValue>>;
}

const REQUIRED: Key[] = [
  'service_code',
  'sales_manual',
  'season_from',
  'season_to',
  'min_pax',
  'max_pax',
  'basis',
  'unit_cost',
];
const byHeader = new Map(COLUMNS.map((c) => [c.header.toLowerCase(), c.key]));

/** Reads the sheet "Rates" (or the first sheet) of an upload; refuses what is not a workbook. */
export async function readRateSheet(buffer: Buffer): Promise<SheetRow[]> {
  // The header row counts in the sheet's rows, not in the limit.
  const sheet = await readUploadedSheet(buffer, { sheet: 'Rates', maxRows: RATE_SHEET_MAX_ROWS + 1 });
  if (sheet.rowCount - 1 > RATE_SHEET_MAX_ROWS) throw tooManyRows(sheet.rowCount - 1);

  const columns = new Map<number, Key>();
  for (const [index, text] of (sheet.rows[0] ?? []).entries()) {
    const key = typeof text === 'string' ? byHeader.get(text.toLowerCase().replace(/\s+/g, ' ')) : undefined;
    if (key) columns.set(index, key);
  }
  const found = new Set(columns.values());
  const missing = REQUIRED.filter((k) => !found.has(k)).map((k) => COLUMNS.find((c) => c.key === k)!.header);
  if (missing.length) {
    throw new AppError(
      'UNPROCESSABLE',
      `The sheet has no ${missing.map((h) => `"${h}"`).join(', ')} column${missing.length > 1 ? 's' : ''} in its first row; nothing was imported.`,
      [{ path: 'row 1', message: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` }],
    );
  }

  const rows: SheetRow[] = [];
  for (const [index, row] of sheet.rows.entries()) {
    if (index === 0) continue;
    const cells: SheetRow['cells'] = {};
    let filled = false;
    for (const [col, key] of columns) {
      const value = row[col] ?? null;
      cells[key] = value;
      if (value !== null) filled = true;
    }
    if (filled) rows.push({ row: index + 1, cells });
  }
  if (rows.length > RATE_SHEET_MAX_ROWS) throw tooManyRows(rows.length);
  return rows;
}

const tooManyRows = (n: number) =>
  new AppError(
    'UNPROCESSABLE',
    `The sheet has ${n.toLocaleString('en')} rows; at most ${RATE_SHEET_MAX_ROWS.toLocaleString('en')} can be imported at once. Please split it.`,
  );
