import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pickLanguage, type Language } from '@itinera/domain/i18n';
import { translateServerSentence } from '@itinera/domain/i18n/server';

// The language a person reads the API's sentences in (decision 0092): `?lang=` when the
// call carries it (the web copies it to every call), else the signed-in user's choice in Profile,
// else the workspace's default language (decision 0089), else English.

/** The reader's language of a request; read from the raw URL, so a query that failed validation still counts. */
export function readerLanguage(request: FastifyRequest): Language {
  const query = request.url.indexOf('?');
  const asked = query < 0 ? null : new URLSearchParams(request.url.slice(query + 1)).get('lang');
  return pickLanguage([asked, request.auth?.language, request.auth?.tenantLanguage]);
}

// zod's own translations of its default messages (zod ships es and pt-BR).
const ZOD_LOCALES = { en: z.locales.en(), es: z.locales.es(), 'pt-BR': z.locales.ptBR() };

// An invalid_type issue reaches us without its input (zod leaves it out), but its English message
// names the type received; a stand-in of that type lets the other language name it too.
const STAND_INS: Record<string, unknown> = {
  string: '',
  number: 0,
  boolean: false,
  array: [],
  object: {},
  null: null,
  undefined: undefined,
};

type Issue = Parameters<(typeof ZOD_LOCALES)['en']['localeError']>[0];
const localeMessage = (language: Language, issue: Issue) => {
  const said = ZOD_LOCALES[language].localeError(issue);
  return typeof said === 'string' ? said : said?.message;
};

/**
 * A zod issue's message in `language`: zod's default wording from zod's own locale, a sentence the
 * schema wrote itself from the `server` catalogue by its English words (decision 0098), any other
 * text as written. Rendered here, per answer, because zod's `z.config({ localeError })` is one
 * setting for the whole process and answers in different languages are written at the same time.
 */
export function zodMessage(language: Language, message: string, code: string, params: Record<string, unknown>) {
  if (language === 'en') return message;
  const issue = { ...params, code } as Issue;
  const received = /received (\w+)$/.exec(message)?.[1];
  if (code === 'invalid_type' && received && received in STAND_INS)
    (issue as { input?: unknown }).input = STAND_INS[received];
  if (localeMessage('en', issue) !== message) return translateServerSentence(message, language);
  return localeMessage(language, issue) ?? message;
}
