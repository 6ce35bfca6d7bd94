import type { Worker } from 'node:worker_threads';
import { startApiWorker } from './api-worker';

// Every react-pdf render (the proposal's and the acceptance's PDFs, the suppliers' vouchers) runs in
// ONE worker thread, started on the first render and ended after PDF_IDLE_MS without one (decision
// 0123). The renderer — yoga-layout's 16 MB WebAssembly memory, fonts, fontkit, pdfkit, brotli
// tables — stayed resident in the API for good after one PDF (~120 MB, decision 0117); ending the
// thread gives it back. Only plain data crosses: the caller resolves images before it asks.

/** The worker's old generation: a 21-day proposal with a picture a day renders under 64 MB (not under 48); room for a few at once. */
export const PDF_WORKER_HEAP_MB = 128;
/** Idle time after which the thread ends and its memory goes back to the system. */
export const PDF_IDLE_MS = 15_000;

/** What the worker draws: `kind` picks the renderer, `input` is its plain data (pdf-thread.worker.ts). */
export interface PdfRequest {
  kind: 'proposal' | 'acceptance' | 'voucher';
  input: unknown;
}

export type PdfAnswer = { id: number; pdf: Uint8Array | null } | { id: number; error: string };

interface Pending {
  resolve(pdf: Uint8Array | null): void;
  reject(e: Error): void;
}

let worker: Worker | null = null;
let idle: NodeJS.Timeout | null = null;
let idleMs = PDF_IDLE_MS;
let nextId = 1;
const pending = new Map<number, Pending>();

/** Draws one PDF in the renderer's thread; null when the renderer has nothing to draw (an acceptance not made). */
export function renderInPdfThread(request: PdfRequest): Promise<Uint8Array | null> {
  const id = nextId++;
  const answer = new Promise<Uint8Array | null>((resolve, reject) => pending.set(id, { resolve, reject }));
  const thread = running();
  if (idle) clearTimeout(idle);
  idle = null;
  thread.ref(); // a render under way keeps the process alive, as it did on the API thread
  thread.postMessage({ id, ...request });
  return answer;
}

/** The renderer thread's id while it runs, else null (tests, the bench). */
export const pdfThreadId = (): number | null => worker?.threadId ?? null;

/** Tests: a shorter idle time (undefined: the default). */
export function setPdfIdleMs(ms?: number): void {
  idleMs = ms ?? PDF_IDLE_MS;
}

/** Ends the thread now (shutdown, tests); a render under way answers an error. */
export async function stopPdfThread(): Promise<void> {
  const thread = worker;
  if (!thread) return;
  forget(thread, new Error('the PDF renderer was stopped'));
  await thread.terminate();
}

function running(): Worker {
  if (worker) return worker;
  const thread = startApiWorker('pdf-thread-worker', 'pdf-thread.worker.ts', {
    resourceLimits: { maxOldGenerationSizeMb: PDF_WORKER_HEAP_MB },
  });
  worker = thread;
  thread.on('message', (a: PdfAnswer) => {
    const waiting = pending.get(a.id);
    pending.delete(a.id);
    if ('error' in a) waiting?.reject(new Error(a.error));
    else waiting?.resolve(a.pdf && Buffer.from(a.pdf.buffer, a.pdf.byteOffset, a.pdf.byteLength));
    if (pending.size === 0 && worker === thread) whenIdle(thread);
  });
  // A crash (out of memory, an error outside a render) ends this thread, never the API: every
  // render it held answers an error (the PDF job tries again), and the next render starts a new one.
  thread.on('error', (e: Error) => forget(thread, new Error(`the PDF renderer failed: ${e.message}`)));
  thread.on('exit', (code) => forget(thread, new Error(`the PDF renderer stopped (exit code ${code})`)));
  return thread;
}

function whenIdle(thread: Worker) {
  thread.unref();
  idle = setTimeout(() => {
    if (worker !== thread || pending.size) return;
    forget(thread, new Error('the PDF renderer was idle'));
    void thread.terminate();
  }, idleMs);
  idle.unref();
}

function forget(thread: Worker, error: Error) {
  if (worker !== thread) return;
  worker = null;
  if (idle) clearTimeout(idle);
  idle = null;
  for (const p of pending.values()) p.reject(error);
  pending.clear();
}
