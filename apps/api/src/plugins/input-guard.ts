import type { FastifyInstance, FastifyRequest } from 'fastify';
import { textJunkProblem } from '@itinera/domain/contracts';
import { AppError, type ErrorDetail } from '../lib/app-error';

// PostgreSQL text cannot hold a NUL byte and UTF-8 cannot hold a lone UTF-16 surrogate: either
// one in a body or a query answered 500 (or was stored as U+FFFD). The contracts refuse them in
// the fields they name (safeTextSchema); this guard refuses them everywhere else too, in every
// string and every key of every route, present and future, including keys Itinera ignores.

// A key is named in the answer, so its NUL or broken character is written out as an escape.
const printable = (key: string) =>
  Array.from(key, (c) =>
    c === '\u0000' || (c.length === 1 && c >= '\ud800' && c <= '\udfff')
      ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
      : c,
  ).join('');

/** The first string or key in `value` that cannot be stored, with its path ('body.events.0.at'). */
export function findTextJunk(value: unknown, root: string): ErrorDetail | null {
  // An explicit stack, not recursion: a 2 MB body can nest arrays deeper than the call stack.
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textJunkProblem(current);
      if (problem) return { path, message: problem };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}.${i}`]);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const keys = Object.keys(current);
      for (const key of keys) {
        const problem = textJunkProblem(key);
        if (problem) return { path, message: `the field name '${printable(key)}' ${problem}` };
      }
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push([(current as Record<string, unknown>)[keys[i]!], `${path}.${printable(keys[i]!)}`]);
    }
  }
  return null;
}

// A NUL or any surrogate half (a pair is fine; textJunkProblem tells them apart). The NUL is the point.
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\u0000\ud800-\udfff]/;

/**
 * Whether `value` holds a suspect character anywhere, without building a path: every process call
 * (a 120-service body) passes here, and clean bodies, nearly all of them, pay only this walk.
 */
function mayHoldJunk(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (SUSPECT.test(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const key in current) {
        if (SUSPECT.test(key)) return true;
        stack.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

function check(request: FastifyRequest): ErrorDetail | null {
  const parts: [unknown, string][] = [
    [request.params, 'params'],
    [request.query, 'querystring'],
    [request.body, 'body'],
  ];
  for (const [value, root] of parts) {
    const junk = mayHoldJunk(value) ? findTextJunk(value, root) : null;
    if (junk) return junk;
  }
  return null;
}

/**
 * The original client declares `Content-Type: application/json` on every request, bodyless writes
 * too (restore a version, replace or import a service, sign out: original-client.md §1.2). An empty JSON body
 * is therefore no body, not a 400; a route that needs one still refuses it through its schema.
 * Anything else goes to Fastify's own JSON parser (prototype poisoning refused as before).
 */
function acceptEmptyJsonBody(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    json(request, body as string, done);
  });
}

/** A preValidation hook on every route: runs before the zod schemas, the rate limits and the handlers. */
export function registerInputGuard(app: FastifyInstance): void {
  acceptEmptyJsonBody(app);
  app.addHook('preValidation', (request, _reply, done) => {
    const junk = check(request);
    if (!junk) return done();
    // A path through a deeply nested body can be longer than anyone would read.
    const path = junk.path.length > 200 ? `${junk.path.slice(0, 200)}…` : junk.path;
    done(new AppError('VALIDATION_ERROR', `Invalid ${path}: ${junk.message}.`, [{ path, message: junk.message }]));
  });
}
