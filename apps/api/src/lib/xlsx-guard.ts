import { AppError } from './app-error';

// An .xlsx is a zip. Reading its central directory before exceljs inflates anything refuses
// what is not a zip at all, and a small upload that would inflate to gigabytes (a zip bomb).

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
/** Far above a 20 000-row sheet (tens of MB of XML), far below what would exhaust memory. */
export const MAX_INFLATED_BYTES = 200 * 1024 * 1024;

export const notXlsx = () => new AppError('UNPROCESSABLE', 'This file is not an .xlsx workbook.');

export function assertXlsxZip(buffer: Buffer): void {
  if (buffer.length < 22) throw notXlsx();
  // The end record sits in the last 22 bytes plus an optional comment of up to 64 KB.
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i--) {
    if (buffer.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw notXlsx();
  const entries = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  let inflated = 0;
  let workbookXml = false;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL) throw notXlsx();
    const size = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === 'xl/workbook.xml') workbookXml = true;
    // 0xFFFFFFFF marks a ZIP64 size: no sheet of 5 MB needs one.
    if (size === 0xffffffff) throw tooBig();
    inflated += size;
    if (inflated > MAX_INFLATED_BYTES) throw tooBig();
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  if (!workbookXml) throw notXlsx();
}

const tooBig = () =>
  new AppError('UNPROCESSABLE', 'This workbook is too large once unpacked. Please split it into smaller sheets.');
