import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@itinera/domain/contracts';
import type { ErrorDetail } from '../lib/app-error';

// The original client reads a quote save's refusal from `messages[0]` (original-client.md §1.5, I5/I6):
// `errors` defined means the save failed, `message` is the toast. Create answers such a refusal
// with HTTP 200 when the body is that client's form (an array of one object, original-client.md §5.5), as
// it requires; Itinera's web and any other caller send an object and get the 422 (issue 38, docs/decisions/issues.md).
// Every other refusal keeps its 4xx. The standard error body's fields stay beside `messages`
// (decision 0032).

/** `config.saveMessages` of a route: 'create' (business refusals answer 200) or 'update'. */
export type SaveMessagesMode = 'create' | 'update';

declare module 'fastify' {
  interface FastifyContextConfig {
    saveMessages?: SaveMessagesMode;
  }
}

/** Requests whose raw body was the original client's array form, seen before validation unwraps it. */
const arrayForms = new WeakSet<FastifyRequest>();

export function registerSaveMessages(app: FastifyInstance): void {
  // A callback hook, the body looked at first: an async hook and the route's options (an object
  // Fastify builds on each read) cost every call of the API (decision 0100).
  app.addHook('preValidation', (request, _reply, done) => {
    if (Array.isArray(request.body) && request.routeOptions.config?.saveMessages === 'create') arrayForms.add(request);
    done();
  });
}

/** The refusal's reasons by field (`end_date: [...]`), or its sentence when it names no field. */
function errorsOf(message: string, details?: ErrorDetail[]): Record<string, string[]> | string[] {
  if (!details?.length) return [message];
  const byField: Record<string, string[]> = {};
  for (const d of details) {
    const field = d.path.replace(/^(body|querystring|params)\.?/, '').replace(/^\d+\./, '') || 'data';
    (byField[field] ??= []).push(d.message);
  }
  return byField;
}

/** The status and body of a refused save on a route that answers save messages; others unchanged. */
export function withSaveMessages(request: FastifyRequest, status: number, body: ErrorBody): [number, ErrorBody] {
  const mode = request.routeOptions?.config?.saveMessages;
  if (!mode || (status !== 400 && status !== 422)) return [status, body];
  const extra = body as ErrorBody & { messages?: unknown[] };
  // A refusal that already carries the save's own messages (a re-price's errors) keeps them.
  const messages = extra.messages ?? [{ message: body.message, errors: errorsOf(body.message, body.details) }];
  const asOriginalClient = mode === 'create' && status === 422 && arrayForms.has(request);
  return [asOriginalClient ? 200 : status, { ...body, messages } as ErrorBody];
}
