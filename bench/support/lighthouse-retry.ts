import type { RunnerResult } from 'lighthouse';

// Lighthouse sometimes loses the trace of a load it did make (NO_NAVSTART, NO_FCP on a busy
// machine, a protocol timeout): the page was fine, the measurement was not taken. Such a run is
// taken again, a few times, instead of failing the whole bench; any other error, or a transient
// one that keeps coming, still fails it.

const TRANSIENT = new Set([
  'NO_NAVSTART',
  'NO_FCP',
  'NO_LCP',
  'PROTOCOL_TIMEOUT',
  'NO_TRACING_STARTED',
  'NO_RESOURCE_REQUEST',
]);
const ATTEMPTS = 3;

/** The code of a Lighthouse run's trace error, when the error is one worth taking the run again for. */
export function transientCode(error: unknown): string | null {
  const text = error instanceof Error ? `${(error as { code?: string }).code ?? ''} ${error.message}` : String(error);
  for (const code of TRANSIENT) if (text.includes(code)) return code;
  return null;
}

/** Runs `audit` until it gives a result without a transient trace error (at most 3 attempts). */
export async function withLighthouseRetry(
  label: string,
  audit: () => Promise<RunnerResult | undefined>,
): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    let failure: unknown;
    try {
      const result = await audit();
      if (!result?.lhr) throw new Error('Lighthouse gave no result');
      const runtime = result.lhr.runtimeError;
      if (!runtime) return result;
      failure = new Error(`Lighthouse: ${runtime.code} ${runtime.message}`);
    } catch (error) {
      failure = error;
    }
    const code = transientCode(failure);
    if (!code || attempt >= ATTEMPTS) throw failure;
    console.log(`  ${label}: Lighthouse lost the trace (${code}); taking the run again (${attempt + 1}/${ATTEMPTS})`);
  }
}
