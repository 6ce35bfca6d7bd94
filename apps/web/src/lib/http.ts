import { clearAuth, readAuth } from './auth-storage';

// The spec's "common call rules" (docs/domain/api-shapes.md#common-call-rules) in one place: bearer token, no-cache,
// a window id on every call, `lang` copied from the page address, the session action type on
// non-GET calls, and a 401 while signed in clears local storage and reloads.

export const GENERIC_ERROR =
  'Ups! something went wrong. If the problem persists, please contact us and we will help you.';

const WINDOW_ID_KEY = 'itinera.window-id';
const ACTION_TYPE_KEY = 'itinera.action-type';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function windowId(): string {
  let id = sessionStorage.getItem(WINDOW_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(WINDOW_ID_KEY, id);
  }
  return id;
}

export const setActionType = (value: string) => sessionStorage.setItem(ACTION_TYPE_KEY, value);

/** Steps: the action type is dropped once the current step reaches the last one. */
export function settleActionType(curStep: number, lastStep: number) {
  if (curStep === lastStep) sessionStorage.removeItem(ACTION_TYPE_KEY);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** The statuses that count as success (spec 01 §8: 200 and 201); sign-in takes 200 only (spec 01 §7). */
  okStatuses?: readonly number[];
}

const SUCCESS: readonly number[] = [200, 201];

export function buildUrl(
  path: string,
  query: RequestOptions['query'] = {},
  pageSearch = window.location.search,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const lang = new URLSearchParams(pageSearch).get('lang');
  if (lang && !params.has('lang')) params.set('lang', lang);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export function errorText(body: unknown): string {
  const data = (body as { errors?: { data?: unknown } } | null)?.errors?.data;
  return typeof data === 'string' && data ? data : GENERIC_ERROR;
}

/** Steps of a long write (docs/domain/spec-sections.md#section-7-the-calls): sent as cur_step and last_step query parameters, default 1. */
export function stepQuery(curStep = 1, lastStep = 1): { cur_step: number; last_step: number } {
  return { cur_step: curStep, last_step: lastStep };
}

/** Server validation details (`body.password` …) as form field errors (`password` …). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const details = (error.body as { details?: { path?: unknown; message?: unknown }[] } | null)?.details ?? [];
  const result: Record<string, string> = {};
  for (const { path, message } of details) {
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = path.replace(/^(body|query|params)\.?/, '');
    if (field && !result[field]) result[field] = message.charAt(0).toUpperCase() + message.slice(1);
  }
  return result;
}

/** The headers every call carries; exported for calls that cannot go through http() (keepalive beacons). */
export function commonHeaders(method: RequestOptions['method'] = 'GET'): Record<string, string> {
  const headers: Record<string, string> = { 'cache-control': 'no-cache', 'x-window-id': windowId() };
  const auth = readAuth();
  if (auth) headers.authorization = `Bearer ${auth.token}`;
  if (method !== 'GET') {
    const actionType = sessionStorage.getItem(ACTION_TYPE_KEY);
    if (actionType) headers['x-action-type'] = actionType;
  }
  return headers;
}

export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = commonHeaders(method);
  const auth = readAuth();
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : null;
  if (response.status === 401 && auth) {
    localStorage.clear();
    clearAuth();
    window.location.reload();
  }
  if (!(options.okStatuses ?? SUCCESS).includes(response.status))
    throw new HttpError(response.status, errorText(body), body);
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
