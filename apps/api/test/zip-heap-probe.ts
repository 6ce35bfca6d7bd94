import { loadWorkbook } from '../src/lib/xlsx';
import { zeroBomb } from './zip-craft';

// Run by xlsx-guard.test.ts in a process of its own, with the API's heap flags: reads the bomb of
// issue 38 the way an upload is read (loadWorkbook) while sampling the process's memory, and prints
// one JSON line. The heap counted is V8's used heap plus array buffers (inflated chunks live there).

const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const bomb = await zeroBomb();
// What any import loads first (exceljs, JSZip), so the baseline is the process about to read.
await loadWorkbook(Buffer.from('PK not a zip')).catch(() => undefined);
await import('exceljs');
globalThis.gc?.();
const baseline = used();
let peak = baseline;
const sample = () => void (peak = Math.max(peak, used()));
const timer = setInterval(sample, 1);
let outcome = 'loaded';
try {
  await loadWorkbook(bomb);
} catch (e) {
  outcome = (e as Error).message;
}
sample();
clearInterval(timer);
process.stdout.write(`${JSON.stringify({ outcome, baseline, peak, bombBytes: bomb.length })}\n`);
