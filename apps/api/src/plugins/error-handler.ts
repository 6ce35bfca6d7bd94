import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@itinera/domain/contracts';
import { AppError, GENERIC_ERROR_MESSAGE, type ErrorDetail } from '../lib/app-error';
import { withSaveMessages } from './save-messages';

export function errorBody(code: string, message: string, details?: ErrorDetail[], extra?: object): ErrorBody {
  return { errors: { data: message }, message, code, ...(details?.length ? { details } : {}), ...extra };
}

// Fastify's own 4xx errors get a sentence a person can read instead of its internal wording.
const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'The request body is empty but JSON was declared.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not accepted.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The content length does not match the body.' },
};

function describeValidation(error: FastifyError): ErrorDetail[] {
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const raw = issue as { instancePath?: string; message?: string; params?: { issue?: { path?: unknown[] } } };
    const zodPath = raw.params?.issue?.path;
    const where =
      Array.isArray(zodPath) && zodPath.length
        ? zodPath.join('.')
        : (raw.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    return { path: where ? `${context}.${where}` : context, message: raw.message ?? 'is invalid' };
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      const [status, body] = withSaveMessages(
        request,
        error.status,
        errorBody(error.code, error.message, error.details, error.extra),
      );
      return reply.status(status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const details = describeValidation(error);
      const first = details[0];
      const message = first ? `Invalid ${first.path}: ${first.message}` : 'The request is invalid.';
      const [status, body] = withSaveMessages(request, 400, errorBody('VALIDATION_ERROR', message, details));
      return reply.status(status).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', GENERIC_ERROR_MESSAGE));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(errorBody(known.code, known.message));
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply
        .status(429)
        .send(errorBody('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody('BAD_REQUEST', error.message || 'The request is invalid.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', GENERIC_ERROR_MESSAGE));
  });
}
