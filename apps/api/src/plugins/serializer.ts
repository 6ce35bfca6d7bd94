import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptIfFrozen } from '../lib/kept';
import { keptAnswers } from './kept-answers';

// How answers become JSON (docs/decisions/0015-api-hot-path.md). The zod serializer checks every
// answer against its contract and then stringifies it: on the 186 KB process answer of a large
// quote that alone took ~6 ms of CPU a call, on the 5-row quote list ~0.15 ms (zod's parse runs
// over every field of every row). Checked answers (tests, CHECK_RESPONSES=1) keep it. Otherwise
// the contract is compiled once per route and status, through its JSON schema, into a
// fast-json-stringify function: it writes only the properties the contract declares, so it still
// drops any field a presenter adds by mistake (the allowlist that keeps costs out of answers), but
// it trusts the types instead of checking them — the api tests check them, on every call.

type JsonSchema = Record<string, unknown>;
const PRIMITIVE = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) → X with `nullable` for an object or array, or
 * `type: [X, 'null']` for a string, number or boolean: fast-json-stringify writes both without
 * running a validator (ajv) per value, as it must to choose a branch of an anyOf.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (Object.keys(out).length === 1 && anyOf?.length === 2) {
    const other = anyOf.find((s) => !(Object.keys(s).length === 1 && s.type === 'null'));
    const isNullPair = anyOf.some((s) => Object.keys(s).length === 1 && s.type === 'null');
    if (isNullPair && other && (other.type === 'object' || other.type === 'array')) return { ...other, nullable: true };
    if (isNullPair && other && PRIMITIVE.has(other.type as string)) return { ...other, type: [other.type, 'null'] };
  }
  return out;
}

/** An object or array schema that names no property at any depth: any value is written as it is. */
function isFreeForm(schema: JsonSchema): boolean {
  const keys = Object.keys(schema);
  if (schema.type === 'array')
    return keys.every((k) => k === 'type' || k === 'items') && !!schema.items && isAny(schema.items as JsonSchema);
  if (schema.type === 'object')
    return (
      keys.every((k) => k === 'type' || k === 'propertyNames' || k === 'additionalProperties') &&
      isAny(schema.additionalProperties as JsonSchema | undefined)
    );
  return false;
}

/** `{}` (anything), or a free-form object or array. */
const isAny = (schema: JsonSchema | boolean | undefined): boolean =>
  schema === true || (typeof schema === 'object' && (Object.keys(schema).length === 0 || isFreeForm(schema)));

/** JSON text; a spliced answer is already UTF-8 bytes (fastify sends either as is). */
type Serialize = (data: unknown) => string | Buffer;
// One function per contract, however many routes answer with it (the error body: every route).
const compiled = new WeakMap<object, Serialize | undefined>();

/** A fast-json-stringify function for one zod contract, or undefined when the contract has no plain JSON schema. */
export function compileFastSerializer(schema: unknown): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  if (!compiled.has(schema)) compiled.set(schema, compile(schema));
  return compiled.get(schema);
}

function compile(schema: z.ZodType): Serialize | undefined {
  return splicedSerializer(schema) ?? compileWhole(schema);
}

function compileWhole(schema: z.ZodType): Serialize | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as JsonSchema;
    // References (recursive or registered schemas) are left to zod rather than resolved here.
    if (JSON.stringify(json).includes('"$ref"')) return undefined;
    const { $schema: _draft, ...plain } = simplify(json) as JsonSchema;
    const fast = fastJson(plain as unknown as Parameters<typeof fastJson>[0]) as Serialize;
    // A contract that names no field (the level prices: records of anything) has nothing to drop:
    // JSON.stringify writes the same text faster than fast-json-stringify's generic path (0.47 →
    // ~0.3 ms for the large quote's ~62 KB of level prices, written anew on every price edit).
    return isFreeForm(plain)
      ? (data) => (typeof data === 'object' && data !== null ? JSON.stringify(data) : fast(data))
      : fast;
  } catch {
    return undefined;
  }
}

// Item contracts whose JSON is kept per item object (decision 0036): the process answer carries every
// service of the quote (~190 KB on the large quote) on every edit, and most are the same objects as
// on the call before (answer shapes are kept per service row revision). A frozen item is written
// once; the answer splices the kept JSON. Only frozen items are kept: nobody changes them afterwards.
const rememberedItems = new WeakSet<z.ZodType>();

/** Keeps the JSON of frozen items of `schema` in arrays answered through it (a top-level array, or an object's first field). */
export function rememberItemJson(schema: z.ZodType): void {
  rememberedItems.add(schema);
}

// Kept JSON is kept as UTF-8 bytes and a spliced answer is a Buffer (decision 0046): one
// en dash in one service's description made the whole ~260 KB answer a two-byte string, and
// measuring and encoding it for the socket cost ~10 ms a call (profiled: Buffer.byteLength and the
// socket's writev were 30 % of the call). Bytes are encoded once per kept item; the answer is one copy.
const COMMA = Buffer.from(',');
const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

function itemsSerializer(element: z.ZodType): ((items: unknown[]) => Buffer[]) | undefined {
  const item = compileFastSerializer(element);
  if (!item) return undefined;
  const kept = new WeakMap<object, Buffer>();
  const bytesOf = (v: unknown) => Buffer.from(item(v));
  /** The array's JSON as pieces: `[`, item, `,`, item, …, `]`. */
  return (items) => {
    const parts = new Array<Buffer>(Math.max(2, items.length * 2 + 1));
    parts[0] = OPEN;
    for (let i = 0; i < items.length; i++) {
      parts[i * 2 + 1] = keptIfFrozen(kept, items[i], bytesOf);
      parts[i * 2 + 2] = COMMA;
    }
    parts[parts.length - 1] = CLOSE;
    return parts;
  };
}

/** A serializer splicing kept item JSON when `schema` is an array of remembered items or an object whose first field is one. */
function splicedSerializer(schema: z.ZodType): Serialize | undefined {
  if (schema instanceof z.ZodArray && rememberedItems.has(schema.element as z.ZodType)) {
    const items = itemsSerializer(schema.element as z.ZodType);
    const whole = compileWhole(schema);
    return items && whole ? (data) => (Array.isArray(data) ? Buffer.concat(items(data)) : whole(data)) : undefined;
  }
  if (!(schema instanceof z.ZodObject)) return undefined;
  const [first] = Object.keys(schema.shape);
  const field = first === undefined ? undefined : (schema.shape as Record<string, z.ZodType>)[first];
  if (!(field instanceof z.ZodArray) || !rememberedItems.has(field.element as z.ZodType)) return undefined;
  const items = itemsSerializer(field.element as z.ZodType);
  const rest = restSerializer(Object.entries(schema.shape).slice(1) as [string, z.ZodType][]);
  const whole = compileWhole(schema);
  if (!items || !rest || !whole) return undefined;
  const head = Buffer.from(`{${JSON.stringify(first)}:`);
  return (data) => {
    const list = (data as Record<string, unknown> | null)?.[first!];
    if (!Array.isArray(list)) return whole(data);
    return Buffer.concat([head, ...items(list), ...rest(data as Record<string, unknown>), CLOSE_OBJECT]);
  };
}

const CLOSE_OBJECT = Buffer.from('}');

/**
 * The fields after the spliced list, in the contract's order, each written on its own: a frozen
 * value (the level prices and the days a re-price answered before: decision 0047) is written once
 * and its bytes kept, like a remembered item. Each piece is `,"name":value`; an undefined field is
 * left out, as the whole serializer leaves out an absent optional field.
 */
function restSerializer(fields: [string, z.ZodType][]): ((data: Record<string, unknown>) => Buffer[]) | undefined {
  const writers: { name: string; head: Buffer; bytesOf: (value: unknown) => Buffer; kept: WeakMap<object, Buffer> }[] =
    [];
  for (const [name, fieldSchema] of fields) {
    const write = compileWhole(fieldSchema);
    if (!write) return undefined;
    const bytesOf = (value: unknown) => {
      const text = write(value);
      return typeof text === 'string' ? Buffer.from(text) : text;
    };
    writers.push({ name, head: Buffer.from(`,${JSON.stringify(name)}:`), bytesOf, kept: new WeakMap() });
  }
  return (data) => {
    const parts: Buffer[] = [];
    for (const { name, head, bytesOf, kept } of writers) {
      const value = data[name];
      if (value !== undefined) parts.push(head, keptIfFrozen(kept, value, bytesOf));
    }
    return parts;
  };
}

/** The app's serializer compiler: zod's checked one when `check`, else the compiled contract (zod's where none compiles). */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (check) return checked;
    // Fastify's type says string; its reply sends a Buffer as it is (reply.js onSendEnd), which a spliced answer is.
    const fast = compileFastSerializer(route.schema);
    return fast ? (keptAnswers(fast) as (data: unknown) => string) : checked;
  };
}
