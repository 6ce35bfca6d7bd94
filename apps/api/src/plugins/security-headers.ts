import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Helmet's security headers on every answer. @fastify/helmet builds helmet's middleware again on
// every request — parsing the Content-Security-Policy each time — which was ~5% of the CPU of a
// quote-list call (docs/decisions/0015-api-hot-path.md). With static directives (no nonces) the
// headers never change: helmet computes them once here and one hook sets them.

/** The headers helmet sets for these options, captured from one run of its middleware. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

// The API's JSON answers are no documents: nothing in them runs, frames or loads (OWASP REST
// Security Cheat Sheet, "Security headers"). They get the few headers that matter for data — and no
// intermediary keeps a tenant's data — instead of helmet's document set, ~850 bytes and 13 headers
// written on every answer (docs/decisions/0019-quote-detail-reads.md).
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Helmet's headers for `options` on documents (the web app, /docs, media); API_HEADERS under /tenant/. */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = helmetHeaders(options);
  // A callback hook: an async one costs a promise on every request of the API.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/tenant/') ? API_HEADERS : headers);
    done();
  });
}
