import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

// Zips made byte by byte for the zip guard's tests (decision 0051): an archive can say anything
// about itself, so each field a reader might trust can be made to lie here.

export interface CraftEntry {
  name: string;
  /** What the entry holds once inflated; or `deflated` for data compressed beforehand. */
  content?: Buffer;
  /** Raw deflate data and the true inflated size (a bomb is deflated without ever being held). */
  deflated?: { data: Buffer; size: number };
  /** 0 stores the bytes as they are; 8 (the default) deflates them. */
  method?: 0 | 8;
  /** The inflated size the directory declares, when it lies. */
  declaredSize?: number;
  /** Sizes moved to a ZIP64 extra field, the 32-bit fields set to 0xFFFFFFFF. */
  zip64?: boolean;
  /** Local header with bit 3 and zero sizes, the sizes in a data descriptor after the data. */
  dataDescriptor?: boolean;
  /** A directory record pointing at the data of an earlier entry (by index): entries overlapping. */
  sameDataAs?: number;
}

/** A zip of the entries, in order; `junk` goes before it, the offsets left as if it were not there. */
export function craftZip(entries: CraftEntry[], { junk = Buffer.alloc(0) } = {}): Buffer {
  const locals: Buffer[] = [];
  const records: DirectoryRecord[] = [];
  const at: number[] = [];
  const sizes: { compressed: number; size: number; crc: number; method: number }[] = [];
  let offset = 0;
  for (const [i, e] of entries.entries()) {
    const name = Buffer.from(e.name);
    const method = e.method ?? 8;
    let data: Buffer;
    let size: number;
    let crc = 0;
    if (e.sameDataAs !== undefined) {
      data = Buffer.alloc(0);
      ({ size, crc } = sizes[e.sameDataAs]!);
    } else if (e.deflated) {
      ({ data, size } = e.deflated);
    } else {
      const content = e.content ?? Buffer.alloc(0);
      data = method === 8 ? deflateRawSync(content) : content;
      size = content.length;
      crc = crc32(content);
    }
    if (e.sameDataAs === undefined) {
      sizes[i] = { compressed: data.length, size, crc, method };
      at[i] = offset;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(e.zip64 ? 45 : 20, 4);
      local.writeUInt16LE(e.dataDescriptor ? 0x0008 : 0, 6);
      local.writeUInt16LE(method, 8);
      if (!e.dataDescriptor) {
        local.writeUInt32LE(crc, 14);
        local.writeUInt32LE(data.length, 18);
        local.writeUInt32LE(e.declaredSize ?? size, 22);
      }
      local.writeUInt16LE(name.length, 26);
      const descriptor = Buffer.alloc(e.dataDescriptor ? 16 : 0);
      if (e.dataDescriptor) {
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(crc, 4);
        descriptor.writeUInt32LE(data.length, 8);
        descriptor.writeUInt32LE(e.declaredSize ?? size, 12);
      }
      locals.push(local, name, data, descriptor);
      offset += local.length + name.length + data.length + descriptor.length;
    }
    const own = sizes[e.sameDataAs ?? i]!;
    records.push({
      name,
      ...own,
      size: e.declaredSize ?? own.size,
      offset: at[e.sameDataAs ?? i]!,
      zip64: e.zip64,
      flags: e.dataDescriptor ? 0x0008 : 0,
    });
  }
  return Buffer.concat([junk, ...locals, directory(records, offset)]);
}

interface DirectoryRecord {
  name: Buffer;
  method: number;
  compressed: number;
  size: number;
  crc: number;
  offset: number;
  flags?: number;
  zip64?: boolean;
}

/** The central directory of the records and its end record, the directory starting at `offset`. */
function directory(records: DirectoryRecord[], offset: number): Buffer {
  const centrals: Buffer[] = [];
  for (const r of records) {
    const extra = Buffer.alloc(r.zip64 ? 20 : 0);
    if (r.zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(r.size), 4);
      extra.writeBigUInt64LE(BigInt(r.compressed), 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(r.zip64 ? 45 : 20, 6);
    central.writeUInt16LE(r.flags ?? 0, 8);
    central.writeUInt16LE(r.method, 10);
    central.writeUInt32LE(r.crc, 16);
    central.writeUInt32LE(r.zip64 ? 0xffffffff : r.compressed, 20);
    central.writeUInt32LE(r.zip64 ? 0xffffffff : r.size, 24);
    central.writeUInt16LE(r.name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(r.offset, 42);
    centrals.push(central, r.name, extra);
  }
  const body = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(records.length, 8);
  end.writeUInt16LE(records.length, 10);
  end.writeUInt32LE(body.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([body, end]);
}

function localHeader(name: Buffer, method: number, compressed: number, size: number, crc = 0): Buffer {
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name]);
}

/**
 * Entries overlapping (the "quoted overlap" bomb): `sheets` entries, each with its own local header
 * and name and honest sizes, whose data all end in one deflated kernel of `kernelSize` bytes. Entry
 * i's data starts with stored deflate blocks quoting the local headers of the entries after it, so
 * each inflates to the kernel and those headers: `sheets` × `kernelSize` from one kernel.
 */
export async function overlapBomb(sheets: number, kernelSize: number): Promise<Buffer> {
  const kernel = await deflatedZeros(kernelSize);
  const names = Array.from({ length: sheets }, (_, i) => Buffer.from(`xl/worksheets/sheet${i + 1}.xml`));
  // Sizes first: what entry i covers, from its data to the kernel's end, and inflates to.
  const quoted = names.map((n) => 30 + n.length);
  const covered = (i: number) => quoted.slice(i + 1).reduce((sum, q) => sum + 5 + q, kernel.data.length);
  const inflated = (i: number) => quoted.slice(i + 1).reduce((sum, q) => sum + q, kernelSize);
  const parts: Buffer[] = [];
  const records: DirectoryRecord[] = [];
  let offset = 0;
  for (const [i, name] of names.entries()) {
    const header = localHeader(name, 8, covered(i), inflated(i));
    records.push({ name, method: 8, compressed: covered(i), size: inflated(i), crc: 0, offset });
    parts.push(header);
    offset += header.length;
    const next = names[i + 1];
    if (!next) break;
    // A stored block, not the last one: its length, then the length's complement.
    const stored = Buffer.alloc(5);
    stored.writeUInt16LE(30 + next.length, 1);
    stored.writeUInt16LE(~(30 + next.length) & 0xffff, 3);
    parts.push(stored);
    offset += 5;
  }
  parts.push(kernel.data);
  offset += kernel.data.length;
  for (const entry of workbookParts()) {
    const name = Buffer.from(entry.name);
    const content = entry.content!;
    const header = localHeader(name, 0, content.length, content.length, crc32(content));
    records.push({ name, method: 0, compressed: content.length, size: content.length, crc: crc32(content), offset });
    parts.push(header, content);
    offset += header.length + content.length;
  }
  return Buffer.concat([...parts, directory(records, offset)]);
}

/** Raw deflate data of the chunks, made one chunk at a time: the whole is never held. */
async function deflateChunks(chunks: Iterable<Buffer>): Promise<{ data: Buffer; size: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let size = 0;
  for (const chunk of chunks) {
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(out), size };
}

/** `size` bytes of zeros as raw deflate data (180 MB → ~180 KB). */
export function deflatedZeros(size: number): Promise<{ data: Buffer; size: number }> {
  const megabyte = Buffer.alloc(1024 * 1024);
  return deflateChunks(
    (function* () {
      for (let left = size; left > 0; left -= megabyte.length)
        yield megabyte.subarray(0, Math.min(left, megabyte.length));
    })(),
  );
}

/**
 * A real workbook (exceljs' own parts) whose sheet "Rates" holds `rows` rows of 16 small numbers:
 * ~440 bytes of XML a row, as dense as cells get. 45 000 rows: a 2.4 MB upload of 20 MB of XML.
 */
export async function denseWorkbook(rows: number): Promise<Buffer> {
  const template = new ExcelJS.Workbook();
  template.addWorksheet('Rates').addRow(['x']);
  const zip = await JSZip.loadAsync(await template.xlsx.writeBuffer());
  const columns = 'ABCDEFGHIJKLMNOP';
  const sheet = await deflateChunks(
    (function* () {
      yield Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
      );
      for (let r = 1; r <= rows; r++) {
        let row = `<row r="${r}">`;
        for (const [c, letter] of [...columns].entries())
          row += `<c r="${letter}${r}"><v>${(r * 7 + c) % 1000}</v></c>`;
        yield Buffer.from(`${row}</row>`);
      }
      yield Buffer.from('</sheetData></worksheet>');
    })(),
  );
  const entries: CraftEntry[] = [];
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    if (file.name === 'xl/worksheets/sheet1.xml') entries.push({ name: file.name, deflated: sheet });
    else entries.push({ name: file.name, content: await file.async('nodebuffer') });
  }
  return craftZip(entries);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const WORKBOOK = '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>';

/** The parts every workbook has, then the given ones: what the guard is shown as an .xlsx. */
export const workbookParts = (...entries: CraftEntry[]): CraftEntry[] => [
  { name: '[Content_Types].xml', content: Buffer.from(CONTENT_TYPES) },
  { name: 'xl/workbook.xml', content: Buffer.from(WORKBOOK) },
  ...entries,
];

/** An .xlsx whose sheet is `size` bytes of zeros: 180 MB makes the bomb of decision 0051. */
export async function zeroBomb(size = 180 * 1024 * 1024, declaredSize?: number): Promise<Buffer> {
  const deflated = await deflatedZeros(size);
  return craftZip(workbookParts({ name: 'xl/worksheets/sheet1.xml', deflated, declaredSize }));
}
