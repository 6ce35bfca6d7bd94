// The spec's error-reporting sample rates (spec 02 §9): every error and trace, a tenth of sessions
// replayed, and every session in which an error happens.
export const SAMPLE_RATES = {
  sampleRate: 1,
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;
