import JSZip from 'jszip';
import { AppError } from './app-error';

// An .xlsx is a zip, and exceljs inflates every part of it into memory (a sheet becomes one string).
// Before exceljs sees an upload, the guard inflates each part once more, streaming, and counts the
// bytes that really come out, stopping at a small cap: the sizes a zip declares are whatever its
// maker wrote (decision 0051). The guard reads the archive with the JSZip that exceljs loads it
// with, so it meets the same parts over the same bytes: the same entries (a repeated name is the
// last one, a name is read from the local header), the same data ranges (a directory behind junk is
// shifted as JSZip shifts it, ZIP64 sizes, data descriptors ignored in favour of the directory).

/**
 * Inflated bytes an upload may hold, all parts together. A 20 000-row rate sheet inflates to ~12 MB;
 * 32 MB is what exceljs may be asked to hold at most (measured in decision 0051).
 */
export const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/**
 * Directory records an upload may hold. A workbook has a dozen parts, a few more per sheet or
 * picture; JSZip keeps ~1 KB of objects per record before inflating anything, so a 5 MB upload of
 * bare records would cost ~120 MB of heap without this bound.
 */
export const MAX_ENTRIES = 1000;

const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);

export const notXlsx = () => new AppError('UNPROCESSABLE', 'This file is not an .xlsx workbook.');
export const tooBig = () =>
  new AppError('UNPROCESSABLE', 'This workbook is too large once unpacked. Please split it into smaller sheets.');

/** Refuses what is not an .xlsx, or would inflate past MAX_INFLATED_BYTES, before exceljs reads it. */
export async function assertXlsxZip(buffer: Buffer): Promise<void> {
  // Every record JSZip can read starts with this signature, so counting them bounds what it keeps.
  let records = 0;
  for (let at = buffer.indexOf(CENTRAL); at >= 0; at = buffer.indexOf(CENTRAL, at + 4))
    if (++records > MAX_ENTRIES) throw tooBig();
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(buffer);
  } catch {
    throw notXlsx();
  }
  if (!zip.file('xl/workbook.xml')) throw notXlsx();
  let left = MAX_INFLATED_BYTES;
  // Folders too: whatever JSZip holds is counted, so nothing it could be asked to inflate escapes.
  for (const entry of Object.values(zip.files)) left -= await inflatedSize(entry, left);
}

/** The internal stream JSZip documents for a zip entry (not in its type definitions). */
interface InternalStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): InternalStream;
  on(event: 'error', listener: (error: Error) => void): InternalStream;
  on(event: 'end', listener: () => void): InternalStream;
  resume(): InternalStream;
  pause(): InternalStream;
}

/** An entry's real inflated size, chunk by chunk, nothing kept; refused once it passes `limit`. */
function inflatedSize(entry: JSZip.JSZipObject, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const stream = (entry as unknown as { internalStream(type: 'uint8array'): InternalStream }).internalStream(
      'uint8array',
    );
    let bytes = 0;
    let over = false;
    stream
      .on('data', (chunk) => {
        bytes += chunk.length;
        // The chunk in hand is inflated already: pausing stops the next one, and the rest is garbage.
        if (bytes > limit && !over) {
          over = true;
          stream.pause();
          reject(tooBig());
        }
      })
      // A part whose inflated size is not the one declared ends with an error: exceljs would fail on it too.
      .on('error', () => reject(notXlsx()))
      .on('end', () => resolve(bytes))
      .resume();
  });
}
