import { serverMessage, type ServerMessageKey, type ServerParams } from '@itinera/domain/i18n/server';

// One error type for every rule the API enforces; the error handler maps `code` to a status.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;
  /** The catalogue sentence the message was written from, so the error handler can say it in the reader's language (decision 0092). */
  says?: { key: ServerMessageKey; params?: ServerParams };
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

/**
 * A refusal whose sentence has values (`{{status}}`): written in English from the catalogue's
 * `server` namespace and rendered again in the reader's language by the error handler. Fixed
 * sentences need no key: the handler finds them by their English words.
 */
export function refusal(
  code: ErrorCode,
  key: ServerMessageKey,
  params?: ServerParams,
  details?: ErrorDetail[],
  extra?: Record<string, unknown>,
): AppError {
  const error = new AppError(code, serverMessage('en', key, params), details, extra);
  error.says = { key, params };
  return error;
}

/** A refusal about one field: its sentence is the field's `details` message too, both said in the reader's language. */
export function fieldRefusal(code: ErrorCode, key: ServerMessageKey, params: ServerParams, path: string): AppError {
  return refusal(code, key, params, [{ path, message: serverMessage('en', key, params) }]);
}

/** The spec's generic failure text, shown for anything the user cannot act on. */
export const GENERIC_ERROR_MESSAGE =
  'Ups! something went wrong. If the problem persists, please contact us and we will help you.';

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found.`);
