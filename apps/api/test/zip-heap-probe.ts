import { readRateSheet } from '../src/modules/rate-sheets/rate-sheet.xlsx';
import { denseWorkbook, zeroBomb } from './zip-craft';

// Run by xlsx-guard.test.ts in a process of its own, with the API's heap flags: reads an upload the
// way the rate-sheet import does while sampling the process's memory, and prints one JSON line.
// `bomb`: 180 MB of zeros in 180 KB. `dense`: 45 000 rows of 16 cells, under the zip guard's cap.
// The heap counted is V8's used heap plus array buffers (inflated chunks live there).

const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const upload = process.argv[2] === 'dense' ? await denseWorkbook(45_000) : await zeroBomb();
// What any import loads first, so the baseline is the process about to read.
await readRateSheet(Buffer.from('PK not a zip')).catch(() => undefined);
globalThis.gc?.();
const baseline = used();
const rss = process.memoryUsage().rss;
let peak = baseline;
let peakRss = rss;
const sample = () => {
  peak = Math.max(peak, used());
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const timer = setInterval(sample, 1);
let outcome = 'read';
try {
  await readRateSheet(upload);
} catch (e) {
  outcome = (e as Error).message;
}
sample();
clearInterval(timer);
process.stdout.write(
  `${JSON.stringify({ outcome, baseline, peak, rssGrowth: peakRss - rss, bytes: upload.length })}\n`,
);
