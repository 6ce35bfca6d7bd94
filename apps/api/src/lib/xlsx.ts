import type ExcelJS from 'exceljs';
import { assertXlsxZip, notXlsx } from './xlsx-guard';

// What every .xlsx import and export shares (rate sheets, passenger lists). exceljs is loaded on
// the first export or import: it costs ~25 MB of memory every API process would otherwise hold
// from the start (docs/domain/quality.md#memory).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const newWorkbook = async () => new (await import('exceljs')).default.Workbook();

/** An uploaded .xlsx, read; what is not a workbook (or would inflate too far) is refused first. */
export async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  await assertXlsxZip(buffer);
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
