import type { BrowserOptions } from '@sentry/react';
import type * as SentryClient from './sentry-client';

// Client error reporting (decision 0069): off unless the build names a DSN (VITE_SENTRY_DSN);
// then Sentry's SDK is fetched after the first screen and reports uncaught errors and the ones
// the route boundary catches, scrubbed of personal data (scrub.ts).

export { SAMPLE_RATES } from './config';

type Client = typeof SentryClient;
let client: Client | null = null;
/** Errors caught while the SDK's chunk is on its way, sent once it is there. */
let waiting: unknown[] | null = null;

/** Starts reporting when a DSN is given; true once the SDK runs, false when reporting is off. */
export async function startErrorReporting(
  dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN,
  overrides?: Partial<BrowserOptions>,
): Promise<boolean> {
  if (!dsn) return false;
  waiting = [];
  const loaded = await import('./sentry-client');
  loaded.startSentry(dsn, overrides);
  client = loaded;
  for (const error of waiting) loaded.captureError(error);
  waiting = null;
  return true;
}

/** Reports an error the app caught itself (a screen that failed to render); nothing when off. */
export function reportError(error: unknown): void {
  if (client) client.captureError(error);
  else waiting?.push(error);
}
