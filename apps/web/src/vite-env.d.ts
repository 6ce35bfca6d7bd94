/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Sentry's DSN for client error reporting; unset, reporting is off (decision 0069). */
  readonly VITE_SENTRY_DSN?: string;
}
