import * as Sentry from '@sentry/react';
import { SAMPLE_RATES } from './config';
import { scrubEvent } from './scrub';

// Sentry's browser SDK, in a chunk of its own that is fetched only when a DSN is configured
// (decision 0069): the first download keeps its budget (docs/domain/quality.md#initial-js-budget).

export const NO_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
} satisfies Sentry.BrowserOptions['dataCollection'];

export function sentryOptions(dsn: string): Sentry.BrowserOptions {
  return {
    dsn,
    environment: import.meta.env.MODE,
    ...SAMPLE_RATES,
    // SDK 11's switches for what it gathers by itself (user, cookies, headers, bodies, query strings): all off.
    dataCollection: NO_DATA_COLLECTION,
    integrations: [
      Sentry.browserTracingIntegration(),
      // A replay shows the page's layout, never its words, fields or pictures (passenger names, prices).
      Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  };
}

export function startSentry(dsn: string, overrides: Partial<Sentry.BrowserOptions> = {}): void {
  Sentry.init({ ...sentryOptions(dsn), ...overrides });
}

export const captureError = (error: unknown): void => {
  Sentry.captureException(error);
};
