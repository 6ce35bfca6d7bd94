import { startApiWorker } from './api-worker';
import { AppError, type ErrorCode, type ErrorDetail } from './app-error';
import type { CellValue } from './xlsx';
import { assertXlsxZip, tooBig } from './xlsx-guard';

// Reading an uploaded .xlsx (passenger lists, rate sheets). The zip guard caps what the upload
// inflates to, but exceljs turns those bytes into objects: a 20 000-row rate sheet (12 MB of XML)
// takes ~130 MB of heap, a 3.7 MB upload of 70 000 dense rows (31 MB, under the cap) more than the
// API's 192 MB. So exceljs reads the upload in a worker thread with a heap limit of its own: a sheet
// too big for it ends the worker, never the API, and answers "too large" (decision 0051).

/** The worker's old generation: room for the largest sheet an import takes (~130 MB) and no more. */
export const WORKER_HEAP_MB = 192;

export interface SheetRequest {
  buffer: Uint8Array;
  /** The sheet to read; the first one when the workbook has none of that name. */
  sheet: string;
  /** Past this many rows (exceljs' actualRowCount) only the count comes back. */
  maxRows: number;
}

/** One sheet as plain values: `rows[n - 1][c - 1]` is row n, column c; an empty row is []. */
export interface UploadedSheet {
  rowCount: number;
  rows: CellValue[][];
}

export type SheetAnswer =
  | { sheet: UploadedSheet }
  | { error: { code: ErrorCode; message: string; details?: ErrorDetail[] } };

// One worker at a time: each may grow to WORKER_HEAP_MB, and imports are rare, so a second one
// waits its turn rather than doubling the process's memory.
let queue: Promise<unknown> = Promise.resolve();

/** Reads one sheet of an upload: the zip guard here, then exceljs in a worker thread. */
export async function readUploadedSheet(buffer: Buffer, request: Omit<SheetRequest, 'buffer'>): Promise<UploadedSheet> {
  await assertXlsxZip(buffer);
  const turn = queue.then(() => inWorker({ ...request, buffer }));
  queue = turn.catch(() => undefined);
  return turn;
}

function inWorker(request: SheetRequest): Promise<UploadedSheet> {
  return new Promise((resolve, reject) => {
    const worker = startApiWorker('xlsx-upload-worker', 'lib/xlsx-upload.worker.ts', {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let answered = false;
    worker.once('message', (answer: SheetAnswer) => {
      answered = true;
      void worker.terminate();
      if ('sheet' in answer) resolve(answer.sheet);
      else reject(new AppError(answer.error.code, answer.error.message, answer.error.details));
    });
    worker.once('error', (e: Error & { code?: string }) => {
      answered = true;
      reject(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooBig() : e);
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the sheet reader stopped (exit code ${code}) without an answer`));
    });
  });
}
