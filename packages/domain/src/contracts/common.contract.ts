import { z } from 'zod';

/** The one error body of every 4xx/5xx answer (docs/domain/api-shapes.md#errors, docs/domain/api-shapes.md). */
export const errorBodySchema = z.object({
  errors: z.object({ data: z.string() }),
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  error: z.string().optional(),
  /**
   * A refused quote save also carries its reasons as the original client reads them (original-client.md §1.5,
   * I5/I6): `messages[0].message` the sentence, `messages[0].errors` the reasons, by field or as a
   * list (a re-price's pricing errors).
   */
  messages: z
    .array(
      z.object({
        message: z.string().optional(),
        errors: z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]),
        warnings: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const listMetaSchema = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});

export const listLinksSchema = z.object({ prev: z.string().nullable(), next: z.string().nullable() });

/** The list envelope of docs/domain/api-shapes.md around any item schema. */
export const listEnvelope = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema, links: listLinksSchema });

// ---- Building blocks every request schema is made of (decisions 0013, 0023 and 0024: junk reached the database).

/** PostgreSQL `integer` (int4): every id and count column; a larger number is refused by the database with a 500. */
export const INT4_MAX = 2_147_483_647;
const ID_MESSAGE = `must be an id from 1 to ${INT4_MAX}`;

/** An id in a JSON body: a real number (true is not 1) that fits an integer column. */
export const idSchema = z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(INT4_MAX, ID_MESSAGE);
/** An id in a path or a query string, where it arrives as text. */
export const idParamValueSchema = z.coerce.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(INT4_MAX, ID_MESSAGE);
/** Any integer an int4 column can hold, for numbers that are not ids (a passenger reference, an order). */
export const int4Schema = z
  .number()
  .int()
  .min(-INT4_MAX - 1)
  .max(INT4_MAX);
/** Ids in a JSON body, at most `max` of them. */
export const idArraySchema = (max: number) => z.array(idSchema).max(max);

/** '12' → true only when the digits fit an integer column; text that is not all digits is left to the caller. */
export const fitsIdWhenNumeric = (v: string) => !/^\d+$/.test(v) || Number(v) <= INT4_MAX;

/** Ids separated by commas in a query string ('2,7'), as numbers, each one fitting an integer column. */
export const idListSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^\d+(,\d+)*$/, 'must be ids separated by commas')
  .transform((v) => v.split(',').map(Number))
  .pipe(z.array(idSchema));

// Lone surrogates come from JSON escapes (\ud800) or broken clients; UTF-8 cannot hold them, so the
// driver stores U+FFFD instead or the database refuses the text. NUL is refused by PostgreSQL text.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored as text, or null when it can. Shared by the zod schemas and the API's blanket input guard. */
export function textJunkProblem(v: string): string | null {
  if (v.includes('\u0000')) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(v)) return 'must not contain a lone UTF-16 surrogate (a broken character)';
  return null;
}

/** Text that can be stored: no NUL byte, no lone surrogate. Chain trim/min/max after it as on z.string(). */
export const safeTextSchema = () =>
  z.string().superRefine((v, ctx) => {
    const problem = textJunkProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** An http(s) address, one of our uploaded files (/media/…), a library picture or an asset id: never javascript:, data: or the like. */
export function isImageRef(v: string): boolean {
  if (/^\d{1,9}$/.test(v)) return true;
  if (/^\/media\/[\w.-]+(\/[\w.-]+)*$/.test(v)) return !v.includes('..');
  // A picture of the library (docs/domain/assets.md#image-references).
  if (/^\/tenant\/assets\/thumbnail\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(v))
    return true;
  // Scheme, host (name or IPv4) and an optional port and path, without quotes, spaces or angle brackets.
  return /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#][^\s"'<>`\\]*)?$/i.test(v);
}

/** A picture of a service or a quote (decisions 0013, 0023 and 0024: `javascript:` URLs were stored and shown as links). */
export const imageRefSchema = (max = 2000) =>
  safeTextSchema()
    .trim()
    .max(max)
    .refine(isImageRef, 'must be an http(s) address, an uploaded file (/media/…), a library picture or an asset id');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A day of the calendar (year 1 to 9999): the pattern alone lets 2026-02-30 or year 0 through to the database, which refuses them. */
function isCalendarDay(v: string): boolean {
  const m = DATE.exec(v);
  if (!m || Number(m[1]) < 1) return false;
  const day = new Date(0);
  day.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return (
    day.getUTCFullYear() === Number(m[1]) && day.getUTCMonth() === Number(m[2]) - 1 && day.getUTCDate() === Number(m[3])
  );
}

/** A day that exists, as YYYY-MM-DD. */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isCalendarDay, 'is not a day of the calendar');

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const DATE_TIME_MESSAGE = 'must be a date and time of the calendar, as 2027-02-28T10:00:00Z';
/** The moment an ISO 8601 text names (no offset: UTC), or null when it names none of the calendar. */
function parseDateTime(v: string): Date | null {
  const m = DATE_TIME.exec(v);
  if (!m || !isCalendarDay(m[1]!) || Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4] ?? 0) > 59) return null;
  const zone =
    !m[6] || m[6].toUpperCase() === 'Z' ? 'Z' : `${m[6].slice(0, 3)}:${m[6].slice(3).replace(':', '') || '00'}`;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${(m[5] ?? '').slice(0, 4)}${zone}`);
  // An offset can still carry 0001-01-01 back into year 0, which PostgreSQL has not.
  return Number.isNaN(at.getTime()) || at.getUTCFullYear() < 1 ? null : at;
}

/**
 * A moment as ISO 8601 ('2027-02-28T10:00:00Z', with an offset, or none for UTC), as a Date.
 * Date() alone rolls 2027-02-30 over to March 2 and takes years PostgreSQL cannot store.
 */
export const dateTimeSchema = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const at = parseDateTime(v);
    if (at) return at;
    ctx.addIssue({ code: 'custom', message: DATE_TIME_MESSAGE });
    return z.NEVER;
  })
  .meta({ format: 'date-time' });

// ---- Liberal query strings (docs/domain/api-shapes.md#liberal-query-strings; decision 0025).

/** The "no date" the original client sends for an unset date filter (`from=0000-00-00`): no filter. */
export const NO_DATE = '0000-00-00';

/** A query value as node's querystring parser yields it: one text, or several for a repeated key. */
export type RawQueryValue = string | string[] | undefined;

const ID_LIST_WITH_GAPS = /^[\d,]*,[\d,]*$/;

/**
 * The one normalisation every query string goes through before its schema (the API applies it to
 * every route, apps/api/src/app.ts), so the forms the original client sends mean what it meant:
 * - a key sent twice keeps its last value (`page=1&page=1&limit=10&limit=10`), except the keys of
 *   `arrayKeys`, which stay arrays (no query schema declares one today);
 * - an empty value (`client=`) and the no-date sentinel (`from=0000-00-00`) are no filter: the key is dropped;
 * - a comma list of ids with empty items (`client=,12`, `tag=3,,7`) keeps its ids (`12`, `3,7`);
 *   a list with no id left (`,`) is dropped like an empty value.
 * Anything else is left as sent: bounds, types and dates are then checked by the schema, so junk
 * (`page=abc`, `client=99999999999`, `from=2027-02-30`) is still refused with 400.
 */
export function normaliseQuery(
  query: Record<string, RawQueryValue>,
  arrayKeys: ReadonlySet<string> = new Set(),
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const key of Object.keys(query)) {
    const raw = query[key];
    if (raw === undefined) continue;
    if (Array.isArray(raw) && arrayKeys.has(key)) {
      const kept = raw.map(normaliseQueryValue).filter((v): v is string => v !== undefined);
      if (kept.length) out[key] = kept;
      continue;
    }
    const value = normaliseQueryValue(Array.isArray(raw) ? raw[raw.length - 1] : raw);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** One query value after the rules of normaliseQuery: undefined when it means "no filter". */
export function normaliseQueryValue(value: string | undefined): string | undefined {
  if (value === undefined || value === '' || value === NO_DATE) return undefined;
  if (ID_LIST_WITH_GAPS.test(value)) {
    const ids = value.split(',').filter(Boolean).join(',');
    return ids || undefined;
  }
  return value;
}

/**
 * The catalogue lists the original client caches for a day and never pages (docs/domain/original-client.md#catalogue-lists
 * contract): it asks them with `limit=10` (or 20) yet expects every row. Such a list answers every
 * row up to this many, whatever smaller `limit` is sent.
 */
export const WHOLE_LIST_CAP = 5000;
