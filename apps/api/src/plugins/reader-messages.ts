import type { FastifyInstance } from 'fastify';
import { serverMessage, translateServerSentence } from '@itinera/domain/i18n/server';
import type { Language } from '@itinera/domain/i18n';
import { saysOf } from '../lib/spoken';
import { readerLanguage } from './reader-language';

// A save's answer carries the pricing warnings and errors as sentences (`messages[0].warnings`,
// original-client.md §1.5, and each service's `errors`), and the passenger list its `warnings`: written by the domain in English, they are
// said in the reader's language here, at the edge, as the error handler does for refusals
// (decision 0092). A copy is answered: the objects may be the row cache's own (decision 0088).

type Reasons = string[] | Record<string, string[]>;
interface SaveMessage {
  message?: string;
  errors?: Reasons;
  warnings?: string[];
}

const say = (language: Language) => (text: unknown) =>
  typeof text === 'string' ? translateServerSentence(text, language) : text;

function translateReasons(reasons: Reasons | undefined, t: ReturnType<typeof say>): Reasons | undefined {
  if (!reasons) return reasons;
  if (Array.isArray(reasons)) return reasons.map(t) as string[];
  return Object.fromEntries(Object.entries(reasons).map(([field, list]) => [field, list.map(t) as string[]]));
}

/** The payload with its save messages and warnings in `language`; anything else untouched. */
export function translatedMessages(payload: Record<string, unknown>, language: Language): Record<string, unknown> {
  const t = say(language);
  const out = { ...payload };
  if (Array.isArray(payload.messages))
    out.messages = (payload.messages as SaveMessage[]).map((m) =>
      m && typeof m === 'object'
        ? {
            ...m,
            ...(m.message !== undefined ? { message: t(m.message) as string } : {}),
            ...(m.errors ? { errors: translateReasons(m.errors, t) } : {}),
            ...(Array.isArray(m.warnings) ? { warnings: m.warnings.map(t) as string[] } : {}),
          }
        : m,
    );
  // The passenger list's warnings are objects (`code`, `message`, …): their `message` is the sentence.
  if (Array.isArray(payload.warnings))
    out.warnings = payload.warnings.map((w: unknown) =>
      w && typeof w === 'object' && typeof (w as SaveMessage).message === 'string'
        ? { ...w, message: t((w as SaveMessage).message) }
        : t(w),
    );
  // A service's own pricing errors ('No rate for 2 pax on 2029-03-01'); only those with one are copied.
  if (Array.isArray(payload.services))
    out.services = (payload.services as { errors?: unknown }[]).map((s) =>
      s && Array.isArray(s.errors) && s.errors.length ? { ...s, errors: s.errors.map(t) } : s,
    );
  return out;
}

export function registerReaderMessages(app: FastifyInstance): void {
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return done(null, payload);
    const body = payload as Record<string, unknown>;
    const says = saysOf(payload);
    if (!says && !Array.isArray(body.messages) && !Array.isArray(body.warnings) && !Array.isArray(body.services))
      return done(null, payload);
    const language = readerLanguage(request);
    if (language === 'en') return done(null, payload);
    const out = translatedMessages(body, language);
    // A success sentence with values (lib/spoken.ts), said from its key like a refusal.
    if (says) out.message = serverMessage(language, says.key, says.params);
    done(null, out);
  });
}
