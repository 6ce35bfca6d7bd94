import { z } from 'zod';

// The forms in which the original client sends values that Itinera keeps in one form
// (docs/domain/api-shapes.md#liberal-input, original-client.md §5.5, §6.3). Each helper turns
// the other forms into Itinera's; whatever it does not recognise passes through unchanged, so the
// schema behind it still refuses junk with its own message.

type Raw = unknown;
/** A plain object (not null, not an array): the only kind of body whose keys are renamed. */
export const isRecord = (v: Raw): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A text as a string or as the translatable `{id, value, translate[]}`: its value. */
export function textValue(v: Raw): Raw {
  return isRecord(v) && 'value' in v ? v.value : v;
}

/** A text not given: null, or the text object `{id, value: null}` the original client's forms send for an empty input. */
export function isUnsetText(v: Raw): boolean {
  return v === null || (isRecord(v) && 'value' in v && v.value === null);
}

/** An id list as ids, as `{id}` objects or as the Postgres array literal `"{12,13}"`. */
export function idList(v: Raw): Raw {
  if (typeof v === 'string' && /^\{\s*(\d+\s*(,\s*\d+\s*)*)?\}$/.test(v)) {
    const inner = v.slice(1, -1).trim();
    return inner ? inner.split(',').map((s) => Number(s.trim())) : [];
  }
  if (Array.isArray(v)) return v.map((item) => (isRecord(item) && 'id' in item ? item.id : item));
  return v;
}

/** A list as an array or as the Postgres array literal `"{a,b}"` (the original client's `images`): strings. */
export function textList(v: Raw): Raw {
  if (typeof v === 'string' && /^\{.*\}$/.test(v)) {
    const inner = v.slice(1, -1).trim();
    return inner ? inner.split(',').map((s) => s.trim()) : [];
  }
  return Array.isArray(v) ? v.map((item) => (typeof item === 'number' ? String(item) : item)) : v;
}

/** A body sent as an array holding one object (the original client's create): that object. */
export function singleObject(v: Raw): Raw {
  return Array.isArray(v) && v.length === 1 && isRecord(v[0]) ? v[0] : v;
}

/** 1/0 and "1"/"0" as booleans; anything else unchanged. */
export function flagValue(v: Raw): Raw {
  if (v === 1 || v === '1') return true;
  if (v === 0 || v === '0') return false;
  return v;
}

export const liberalText = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(textValue, schema);
export const liberalIds = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(idList, schema);
