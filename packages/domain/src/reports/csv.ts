// The CSV a report table downloads (docs/domain/reports.md#downloads): RFC 4180 quoting, CRLF
// lines, a UTF-8 byte-order mark so spreadsheet programs read accents, and a text that starts like
// a formula (= + - @, tab, carriage return) made inert with a leading apostrophe: a client or
// place name typed as `=HYPERLINK(…)` must not run in the reader's spreadsheet.

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a header row, then the rows, each cell in the header's order. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
