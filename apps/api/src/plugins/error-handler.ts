import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@itinera/domain/contracts';
import { serverMessage, translateServerSentence, type ServerMessageKey } from '@itinera/domain/i18n/server';
import type { Language } from '@itinera/domain/i18n';
import { AppError, type ErrorDetail } from '../lib/app-error';
import { readerLanguage, zodMessage } from './reader-language';
import { withSaveMessages } from './save-messages';

export function errorBody(code: string, message: string, details?: ErrorDetail[], extra?: object): ErrorBody {
  return { errors: { data: message }, message, code, ...(details?.length ? { details } : {}), ...extra };
}

// Fastify's own 4xx errors get a sentence a person can read instead of its internal wording.
const FASTIFY_CODES: Record<string, { code: string; message: ServerMessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'emptyJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'mediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'contentLength' },
};

/** An AppError's sentence in the reader's language: its catalogue key, else its English words looked up (decision 0092). */
function sentenceOf(error: AppError, language: Language): string {
  if (error.says) return serverMessage(language, error.says.key, error.says.params);
  return translateServerSentence(error.message, language);
}

/**
 * A refusal's field sentences, said like its message (a field sentence that is the message itself
 * takes the message's words, values and all); `path` never changes (decision 0098).
 */
function detailsIn(error: AppError, said: string, language: Language) {
  if (language === 'en' || !error.details) return error.details;
  return error.details.map((d) => ({
    ...d,
    message: d.message === error.message ? said : translateServerSentence(d.message, language),
  }));
}

function describeValidation(error: FastifyError, language: Language): ErrorDetail[] {
  const context = (error as { validationContext?: string }).validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => {
    const raw = issue as {
      instancePath?: string;
      keyword?: string;
      message?: string;
      params?: { issue?: { path?: unknown[] } } & Record<string, unknown>;
    };
    const zodPath = raw.params?.issue?.path;
    const where =
      Array.isArray(zodPath) && zodPath.length
        ? zodPath.join('.')
        : (raw.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const message = raw.message ? zodMessage(language, raw.message, raw.keyword ?? '', raw.params ?? {}) : 'is invalid';
    return { path: where ? `${context}.${where}` : context, message };
  });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = readerLanguage(request);
    const say = (key: ServerMessageKey, params?: Record<string, string>) => serverMessage(language, key, params);
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      const said = sentenceOf(error, language);
      const [status, body] = withSaveMessages(
        request,
        error.status,
        errorBody(error.code, said, detailsIn(error, said, language), error.extra),
      );
      return reply.status(status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const details = describeValidation(error, language);
      const first = details[0];
      const message = first ? say('invalidField', { path: first.path, message: first.message }) : say('requestInvalid');
      const [status, body] = withSaveMessages(request, 400, errorBody('VALIDATION_ERROR', message, details));
      return reply.status(status).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody('INTERNAL', say('generic')));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(errorBody(known.code, say(known.message)));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(errorBody('RATE_LIMITED', say('rateLimited')));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody('BAD_REQUEST', error.message || say('requestInvalid')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', say('generic')));
  });
}
