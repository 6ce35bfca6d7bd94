import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from './app-error';
import { cellValue, loadCheckedWorkbook, type CellValue } from './xlsx';
import type { SheetAnswer, SheetRequest } from './xlsx-upload';

// The worker thread of readUploadedSheet (xlsx-upload.ts): exceljs reads the upload here, under this
// thread's own heap limit, and only the chosen sheet's plain cell values go back (decision 0051).

const { buffer, sheet: wanted, maxRows } = workerData as SheetRequest;

async function read(): Promise<SheetAnswer> {
  const workbook = await loadCheckedWorkbook(Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength));
  const sheet = workbook.getWorksheet(wanted) ?? workbook.worksheets[0];
  if (!sheet) return { error: { code: 'UNPROCESSABLE', message: 'This file is not an .xlsx workbook.' } };
  const rowCount = sheet.actualRowCount;
  // Past the caller's limit the rows are not sent: it refuses the sheet by its count alone.
  if (rowCount > maxRows) return { sheet: { rowCount, rows: [] } };
  const rows: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: CellValue[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellValue(cell.value);
    });
    rows[number - 1] = cells;
  });
  return { sheet: { rowCount, rows: Array.from(rows, (r) => r ?? []) } };
}

parentPort!.postMessage(
  await read().catch((e: unknown) => {
    if (!(e instanceof AppError)) throw e;
    return { error: { code: e.code, message: e.message, details: e.details } };
  }),
);
