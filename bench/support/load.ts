import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';

// autocannon runs with every response time kept (its own histogram has no p95), and the figures a
// bench prints: percentiles, throughput and the machine's load average (2 shared cores: a figure
// without the load it was taken under cannot be compared with another).

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

interface Result {
  requests: { average: number; total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Instance {
  on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
type Options = {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests?: LoadRequest[];
};
// autocannon ships no types; this is the one call used.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  opts: Options,
  done: (err: Error | null, r: Result) => void,
) => Instance;

export interface LoadResult {
  /** Every response time, sorted, in ms. */
  times: number[];
  total: number;
  perSecond: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run; `requests` (cycled by each connection) replaces a plain GET of `url`. */
export function load(options: Options): Promise<LoadResult> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (err, r) =>
      err
        ? reject(err)
        : resolve({
            times: times.sort((a, b) => a - b),
            total: r.requests.total,
            perSecond: r.requests.average,
            non2xx: r.non2xx,
            errors: r.errors + r.timeouts,
          }),
    );
    instance.on('response', (_c, _s, _b, ms) => times.push(ms));
  });
}

/** Runs that went side by side (one per connection), seen as one. */
export function merge(results: LoadResult[]): LoadResult {
  return {
    times: results.flatMap((r) => r.times).sort((a, b) => a - b),
    total: results.reduce((n, r) => n + r.total, 0),
    perSecond: results.reduce((n, r) => n + r.perSecond, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
}

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** "p50 … p95 … p99 … N req/s" of a run, and whether its p95 is within `budgetMs` without failures. */
export function describe(r: LoadResult, budgetMs: number): { line: string; pass: boolean } {
  const [p50, p95, p99] = [pct(r.times, 0.5), pct(r.times, 0.95), pct(r.times, 0.99)];
  const pass = p95 <= budgetMs && r.non2xx === 0 && r.errors === 0 && r.total > 0;
  const failures = r.non2xx || r.errors ? `  non2xx ${r.non2xx} errors ${r.errors}` : '';
  return {
    line: `p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  ${Math.round(r.perSecond)} req/s${failures}  ${pass ? 'PASS' : 'FAIL'}`,
    pass,
  };
}

/** The 1, 5 and 15 minute load averages, to print beside every figure. */
export async function loadAverage(): Promise<string> {
  return (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
}
