import fc from 'fast-check';

// Generators for junk-input.test.ts, driven by the OpenAPI document: a request that follows a
// route's own schemas (so it gets past the outer checks) with one value that must be refused
// (so the answer is a 400 and nothing is written), and free junk that only must not crash.

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** False for the calls made without signing in (login, register, reset, contact, tenant list). */
  signedIn: boolean;
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
}

interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export function routesOf(doc: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map(([m, op]) => {
        const of = (where: string) =>
          Object.fromEntries((op.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, p.schema]));
        return {
          method: m.toUpperCase() as Route['method'],
          path,
          signedIn: Boolean(op.security?.length),
          params: of('path'),
          query: of('query'),
          body: op.requestBody?.content?.['application/json']?.schema,
        };
      }),
  );
}

export const INT4_MAX = 2_147_483_647;
export const OVERFLOWS = [INT4_MAX + 1, 2 ** 53 - 1, -(INT4_MAX + 2), 1e20];
const IMPOSSIBLE_DATES = ['2027-02-30', '2027-02-29', '2027-04-31', '2027-13-01', '0000-01-01'];
const IMPOSSIBLE_DATE_TIMES = [
  '2027-02-30T10:00:00Z',
  '2027-01-01T24:00:00Z',
  '2027-01-01T10:60:00Z',
  '-271821-04-20T00:00:00Z',
  '0000-01-01T00:00:00Z',
];
/** Text PostgreSQL or UTF-8 cannot hold; the lone surrogates only survive in JSON, not in an address. */
const NUL_TEXT = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '%00\u0000'),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000`),
);
const BROKEN_TEXT = fc.oneof(NUL_TEXT, fc.constantFrom('\ud800x', 'x\udc00', 'ok\udbff', '\udfff\ud800'));

const isDate = (s: JsonSchema) => s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') ?? false;
const isIdList = (s: JsonSchema) => s.pattern?.includes('\\d+(,\\d+)*') ?? false;
const branches = (s: JsonSchema) => s.anyOf ?? s.oneOf ?? (s.allOf ? [s.allOf[0]!] : undefined);
const numeric = (s: JsonSchema): boolean =>
  s.type === 'integer' || s.type === 'number' || (branches(s)?.some(numeric) ?? false);

/** Every path in a request schema to a number that could go past an int4 column: no bound, or a bound beyond it. */
export function unboundedNumbers(s: JsonSchema | undefined, path: string): string[] {
  if (!s) return [];
  const own =
    (s.type === 'integer' || s.type === 'number') &&
    !s.enum &&
    !((s.maximum ?? Infinity) <= INT4_MAX && (s.minimum ?? -Infinity) >= -INT4_MAX - 1)
      ? [path]
      : [];
  const props = Object.entries(s.properties ?? {}).flatMap(([k, v]) => unboundedNumbers(v, `${path}.${k}`));
  const extra = typeof s.additionalProperties === 'object' ? unboundedNumbers(s.additionalProperties, `${path}.*`) : [];
  return [
    ...own,
    ...props,
    ...extra,
    ...unboundedNumbers(s.items, `${path}[]`),
    ...(branches(s) ?? []).flatMap((b) => unboundedNumbers(b, path)),
  ];
}

export interface Refs {
  uuid: string;
  quoteId: number;
}

const SAMPLES = ['1', '2', '1,2', 'en', 'EN', 'AB', 'ABC-1', 'SVC-001', 'Andes', 'created_date.desc', '2027-05-01'];

/** A value the schema accepts, most of the time: small ids (that exist in the demo), real dates, short text. */
export function plausible(s: JsonSchema, refs: Refs): fc.Arbitrary<unknown> {
  const base = plausibleBase(s, refs);
  return s.nullable ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function plausibleBase(s: JsonSchema, refs: Refs): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const options = branches(s);
  if (options?.length) return fc.oneof(...options.map((b) => plausible(b, refs)));
  switch (s.type) {
    case 'integer':
    case 'number': {
      const min = Math.max(s.minimum ?? 0, -1000) + (s.exclusiveMinimum === true ? 1 : 0);
      return fc.integer({
        min: Math.ceil(min),
        max: Math.max(Math.ceil(min), Math.min(s.maximum ?? 40, Math.ceil(min) + 40)),
      });
    }
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (s.format === 'uuid') return fc.oneof(fc.constant(refs.uuid), fc.uuid());
      if (s.format === 'email') return fc.constantFrom('ann@example.com', 'admin@itinera.demo');
      if (s.format === 'date-time') return fc.constantFrom('2027-05-01T10:00:00Z', '2027-05-01T10:00:00+02:00');
      if (isDate(s)) return fc.constantFrom('2027-05-01', '2027-05-04', '2028-02-29');
      if (s.pattern) {
        const fits = SAMPLES.filter((v) => new RegExp(s.pattern!).test(v));
        return fits.length ? fc.constantFrom(...fits) : fc.constant('x');
      }
      const min = s.minLength ?? 0;
      return fc.string({ minLength: min, maxLength: Math.max(min, Math.min(s.maxLength ?? 20, 20)) });
    }
    case 'array':
      return fc.array(plausible(s.items ?? {}, refs), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
      });
    case 'object': {
      if (!s.properties && typeof s.additionalProperties === 'object')
        return plausible(s.additionalProperties, refs).map((v) => ({ en: v }));
      const props = s.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, plausible(v, refs)])), {
        requiredKeys: (s.required ?? []).filter((k) => k in props),
      });
    }
    default:
      return fc.constantFrom('x', 1);
  }
}

/** A value this one field must refuse: past an int4 column, off the calendar, or text that cannot be stored. */
export function junkLeaf(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === 'date-time') return fc.constantFrom(...IMPOSSIBLE_DATE_TIMES);
  if (isDate(s)) return fc.constantFrom(...IMPOSSIBLE_DATES);
  if (isIdList(s)) return fc.constantFrom(`1,${INT4_MAX + 1}`, String(2 ** 53 - 1), `${'9'.repeat(25)}`);
  if (numeric(s)) return fc.oneof(fc.constantFrom(...OVERFLOWS), BROKEN_TEXT);
  return BROKEN_TEXT;
}

const IGNORED_KEYS = fc.constantFrom('x\u0000', 'extra', '\ud800');

/** A value of the schema with exactly one junk leaf somewhere in it (or a junk key the schema does not know), and where it is. */
export function withJunk(s: JsonSchema, refs: Refs, where = 'body'): fc.Arbitrary<{ value: unknown; where: string }> {
  const shape = branches(s)?.find((b) => b.type === 'object' || b.type === 'array') ?? s;
  if (shape.type === 'object' && shape.properties && Object.keys(shape.properties).length) {
    const props = shape.properties;
    const extra = fc
      .tuple(plausible(shape, refs), IGNORED_KEYS, BROKEN_TEXT)
      .map(([v, k, j]) =>
        k === 'extra'
          ? { value: { ...(v as object), extra: j }, where: `${where}.extra` }
          : { value: { ...(v as object), [k]: 1 }, where },
      );
    const field = fc
      .constantFrom(...Object.keys(props))
      .chain((key) =>
        fc
          .tuple(plausible(shape, refs), withJunk(props[key]!, refs, `${where}.${key}`))
          .map(([v, j]) => ({ value: { ...(v as object), [key]: j.value }, where: j.where })),
      );
    return fc.oneof({ weight: 1, arbitrary: extra }, { weight: 6, arbitrary: field });
  }
  if (shape.type === 'array' && shape.items) {
    const items = shape.items;
    return fc.tuple(fc.array(plausible(items, refs), { maxLength: 2 }), fc.nat()).chain(([list, n]) => {
      const at = n % (list.length + 1);
      return withJunk(items, refs, `${where}.${at}`).map((j) => ({
        value: [...list.slice(0, at), j.value, ...list.slice(at)],
        where: j.where,
      }));
    });
  }
  return junkLeaf(s).map((value) => ({ value, where }));
}

/** A query value for a declared parameter that must be refused; text junk is NUL only (an address carries no lone surrogate). */
export function junkQueryValue(s: JsonSchema): fc.Arbitrary<string> {
  if (isDate(s)) return fc.constantFrom(...IMPOSSIBLE_DATES);
  if (isIdList(s)) return fc.constantFrom(`1,${INT4_MAX + 1}`, `${2 ** 53 - 1}`, `2,${'9'.repeat(25)}`);
  if (numeric(s)) return fc.oneof(fc.constantFrom(...OVERFLOWS.map(String), '9'.repeat(25)), NUL_TEXT);
  return NUL_TEXT;
}

export const asQueryText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Free junk for the crash-only phase: the old generators plus every kind above, in any field. */
export const junkScalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 6000 }),
  fc.integer(),
  fc.constantFrom(
    -1,
    0,
    ...OVERFLOWS,
    Number.NaN,
    1e308,
    'NaN',
    '9999-99-99',
    '1; DROP TABLE services',
    '../../etc/passwd',
    '%00',
    'null',
    'true',
    '1,2147483648',
    ` ${INT4_MAX + 1} `,
  ),
  fc.constantFrom(...IMPOSSIBLE_DATES, ...IMPOSSIBLE_DATE_TIMES),
  BROKEN_TEXT,
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
export const junkValue = fc.oneof(
  junkScalar,
  fc.array(junkScalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), junkScalar, { maxKeys: 4 }),
);
export const junkBody = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 20 }), junkValue, { maxKeys: 8 }),
  fc.array(junkValue, { maxLength: 3 }),
  junkScalar,
);
