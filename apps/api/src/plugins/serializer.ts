import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

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

type Serialize = (data: unknown) => string;
// One function per contract, however many routes answer with it (the error body: every route).
const compiled = new WeakMap<object, Serialize | undefined>();

/** A fast-json-stringify function for one zod contract, or undefined when the contract has no plain JSON schema. */
export function compileFastSerializer(schema: unknown): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  if (!compiled.has(schema)) compiled.set(schema, compile(schema));
  return compiled.get(schema);
}

function compile(schema: z.ZodType): Serialize | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' }) as JsonSchema;
    // References (recursive or registered schemas) are left to zod rather than resolved here.
    if (JSON.stringify(json).includes('"$ref"')) return undefined;
    const { $schema: _draft, ...plain } = simplify(json) as JsonSchema;
    return fastJson(plain as unknown as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/** The app's serializer compiler: zod's checked one when `check`, else the compiled contract (zod's where none compiles). */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (check) return checked;
    return compileFastSerializer(route.schema) ?? checked;
  };
}
