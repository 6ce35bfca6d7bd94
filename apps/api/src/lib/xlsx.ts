import type ExcelJS from 'exceljs';
import { assertXlsxZip, notXlsx } from './xlsx-guard';

// What every .xlsx import and export shares (rate sheets, passenger lists). exceljs is loaded on
// the first export or import: it costs ~25 MB of memory every API process would otherwise hold
// from the start (docs/domain/quality.md#memory).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const newWorkbook = async () => new (await import('exceljs')).default.Workbook();

/**
 * A workbook read in this thread, after the zip guard. exceljs holds all of it in memory (~130 MB of
 * heap for a 20 000-row rate sheet), so an upload is read in a worker instead (readUploadedSheet,
 * xlsx-upload.ts); this is for workbooks the API made itself, and for that worker.
 */
export async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  await assertXlsxZip(buffer);
  return loadCheckedWorkbook(buffer);
}

/** exceljs on a buffer assertXlsxZip has let through; what exceljs cannot read is not a workbook. */
export async function loadCheckedWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(buffer as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw notXlsx();
  }
  return workbook;
}

/** A cell as an import reads it: Excel's many wrappers (rich text, formulas, links) unwrapped. */
export type CellValue = string | number | boolean | Date | null | { error: string };

export function cellValue(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return cellValue(value.richText.map((r) => r.text).join(''));
  if ('error' in value) return { error: String(value.error) };
  if ('formula' in value || 'sharedFormula' in value)
    return cellValue((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return cellValue((value as { text: ExcelJS.CellValue }).text);
  return null;
}

/** A name as a file name part: ASCII letters and digits joined by dashes. */
export const fileSlug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'sheet';
