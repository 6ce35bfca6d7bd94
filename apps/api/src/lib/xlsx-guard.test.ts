import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs module of scripts/, shared with `npm start`
import { API_NODE_FLAGS } from '../../../../scripts/api-node-flags.mjs';
import { REPO_ROOT } from '../../test/paths';
import { craftZip, deflatedZeros, overlapBomb, workbookParts, zeroBomb } from '../../test/zip-craft';
import { assertXlsxZip } from './xlsx-guard';

// The zip guard (decision 0051) on archives made to lie: it must count what exceljs would inflate.

const TOO_BIG = 'This workbook is too large once unpacked. Please split it into smaller sheets.';
const NOT_XLSX = 'This file is not an .xlsx workbook.';
const MB = 1024 * 1024;

/** The guard's refusal, or null when it lets the archive through. */
async function refusal(buffer: Buffer): Promise<string | null> {
  try {
    await assertXlsxZip(buffer);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

let bomb: Buffer;
let forty: { data: Buffer; size: number };
beforeAll(async () => {
  bomb = await zeroBomb();
  forty = await deflatedZeros(40 * MB);
});

describe('the zip guard', () => {
  it('lets a real workbook through, and one that inflates to just under 32 MB', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Passengers').addRow(['First name', 'Last name']);
    expect(await refusal(Buffer.from(await workbook.xlsx.writeBuffer()))).toBeNull();
    const under = craftZip(workbookParts({ name: 'xl/worksheets/sheet1.xml', deflated: await deflatedZeros(31 * MB) }));
    expect(await refusal(under)).toBeNull();
  });

  it('refuses the bomb of issue 38: 180 MB of zeros in a workbook of less than 200 KB', async () => {
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(bomb)).toBe(TOO_BIG);
  });

  it('refuses a sheet whose directory and local header understate what it inflates to', async () => {
    const lying = craftZip(workbookParts({ name: 'xl/worksheets/sheet1.xml', deflated: forty, declaredSize: 1000 }));
    expect(await refusal(lying)).toBe(TOO_BIG);
    // Sizes in a ZIP64 extra field, and sizes left to a data descriptor, are only claims too.
    const zip64 = craftZip(
      workbookParts({ name: 'xl/worksheets/sheet1.xml', deflated: forty, declaredSize: 1000, zip64: true }),
    );
    expect(await refusal(zip64)).toBe(TOO_BIG);
    const described = craftZip(
      workbookParts({ name: 'xl/worksheets/sheet1.xml', deflated: forty, dataDescriptor: true }),
    );
    expect(await refusal(described)).toBe(TOO_BIG);
  });

  it('refuses a sheet that inflates to less than its directory says: exceljs could not read it', async () => {
    const small = { data: (await deflatedZeros(1000)).data, size: 1000 };
    const overstated = craftZip(
      workbookParts({ name: 'xl/worksheets/sheet1.xml', deflated: small, declaredSize: 5000 }),
    );
    expect(await refusal(overstated)).toBe(NOT_XLSX);
  });

  it('counts the parts together, and entries overlapping one kernel once for each of them', async () => {
    // Four sheets of 10 MB: each under the cap, together over it.
    const ten = await deflatedZeros(10 * MB);
    const parts = Array.from({ length: 4 }, (_, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, deflated: ten }));
    expect(await refusal(craftZip(workbookParts(...parts)))).toBe(TOO_BIG);
    expect(await refusal(craftZip(workbookParts(...parts.slice(0, 3))))).toBeNull();
    // Ten sheets, each inflating a 5 MB kernel they all share: 50 MB from one 5 KB kernel.
    const overlapping = await overlapBomb(10, 5 * MB);
    expect(overlapping.length).toBeLessThan(10 * 1024);
    expect(await refusal(overlapping)).toBe(TOO_BIG);
    // Seven stored sheets of 5 MB each: nothing deflated, 35 MB all the same.
    const stored = Array.from({ length: 7 }, (_, i) => ({
      name: `xl/worksheets/sheet${i + 1}.xml`,
      content: Buffer.alloc(5 * MB),
      method: 0 as const,
    }));
    expect(await refusal(craftZip(workbookParts(...stored)))).toBe(TOO_BIG);
    expect(await refusal(craftZip(workbookParts(...stored.slice(0, 6))))).toBeNull();
  });

  it('reads the parts exceljs reads: the last of a repeated name, a directory behind junk', async () => {
    // exceljs loads with the JSZip the guard reads with, not another copy that could read otherwise.
    const here = createRequire(import.meta.url);
    const exceljsJszip = createRequire(path.dirname(here.resolve('exceljs'))).resolve('jszip');
    expect(exceljsJszip).toBe(here.resolve('jszip'));

    const sheet = (deflated: { data: Buffer; size: number }) => ({ name: 'xl/worksheets/sheet1.xml', deflated });
    const tiny = await deflatedZeros(10);
    expect(await refusal(craftZip(workbookParts(sheet(tiny), sheet(forty))))).toBe(TOO_BIG);
    // JSZip keeps the last of two parts of one name, so exceljs never inflates the first.
    const shadowed = craftZip(workbookParts(sheet(forty), sheet(tiny)));
    expect(Object.keys((await JSZip.loadAsync(shadowed)).files)).toHaveLength(3);
    expect(await refusal(shadowed)).toBeNull();

    // 64 bytes before the zip, its offsets left as they were: JSZip shifts them, and so does the guard.
    const junk = Buffer.alloc(64, 0x20);
    expect(await refusal(craftZip(workbookParts(sheet(tiny)), { junk }))).toBeNull();
    expect(await refusal(craftZip(workbookParts(sheet(forty)), { junk }))).toBe(TOO_BIG);
  });

  it('refuses a zip of more than 1000 directory records before JSZip builds them', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ name: `xl/media/${i}.txt`, content: Buffer.from('x') }));
    expect(await refusal(craftZip(workbookParts(...many)))).toBe(TOO_BIG);
    expect(await refusal(craftZip(workbookParts(...many.slice(0, 990))))).toBeNull();
  });

  it('refuses what is not a zip, and a zip that holds no workbook', async () => {
    expect(await refusal(Buffer.from('PK not a zip at all'))).toBe(NOT_XLSX);
    expect(await refusal(Buffer.alloc(0))).toBe(NOT_XLSX);
    expect(await refusal(craftZip([{ name: 'word/document.xml', content: Buffer.from('<w/>') }]))).toBe(NOT_XLSX);
  });
});

/** Runs zip-heap-probe.ts on one upload in a process with the API's heap flags: what it printed. */
async function probe(upload: 'bomb' | 'dense') {
  const script = path.join(REPO_ROOT, 'apps/api/test/zip-heap-probe.ts');
  const run = await promisify(execFile)(
    process.execPath,
    [...(API_NODE_FLAGS as string[]), '--expose-gc', '--import', 'tsx', script, upload],
    { cwd: REPO_ROOT },
  ).catch((e: { stdout: string; stderr: string }) => e);
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1) || 'null') as {
    outcome: string;
    baseline: number;
    peak: number;
    rssGrowth: number;
  } | null;
  expect(result, `the probe did not finish:\n${run.stderr.slice(-2000)}`).not.toBeNull();
  return { outcome: result!.outcome, grown: (result!.peak - result!.baseline) / MB, rss: result!.rssGrowth / MB };
}

// The API's own flags (a 192 MB old generation): each of these uploads once ended such a process.
describe("an upload read in a process of the API's heap size", () => {
  it('refuses the bomb with its heap staying within 64 MB of where it started', async () => {
    const { outcome, grown } = await probe('bomb');
    expect(outcome).toBe(TOO_BIG);
    expect(grown, `heap and array buffers grew by ${grown.toFixed(1)} MB`).toBeLessThan(64);
  });

  // ~20 s: the worker thread fills its heap before it gives up.
  it('refuses a sheet under the cap but too big for exceljs: its worker runs out of heap, not the API', {
    timeout: 120_000,
  }, async () => {
    const { outcome, grown, rss } = await probe('dense');
    expect(outcome).toBe(TOO_BIG);
    expect(grown, `heap and array buffers grew by ${grown.toFixed(1)} MB (RSS ${rss.toFixed(0)} MB)`).toBeLessThan(64);
  });
});
