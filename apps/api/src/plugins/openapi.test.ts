import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';

// Decision 0053: the document named `#/components/schemas/schema0`, which it did not hold, so a
// generator or a viewer following it failed. Every reference in the document must lead somewhere.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every `$ref` anywhere in a JSON value, with where it sits. */
function refsOf(value: unknown, path = '#'): Array<{ ref: string; at: string }> {
  if (Array.isArray(value)) return value.flatMap((v, i) => refsOf(v, `${path}/${i}`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [{ ref: v, at: path }] : refsOf(v, `${path}/${k}`),
  );
}

/** The value a local JSON pointer (`#/a/b`) names in the document, or undefined. */
function resolve(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      doc,
    );
}

describe('the OpenAPI document', () => {
  it('holds every schema it refers to: no $ref dangles', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const refs = refsOf(doc);
    const dangling = refs.filter(({ ref }) => resolve(doc, ref) === undefined);
    expect(dangling).toEqual([]);
    // Not vacuous: the days' bodies name the day, which names itself for the days merged into it.
    const days = doc.paths['/tenant/itinerary/days/{uuid}'].post.requestBody.content['application/json'].schema;
    expect(days.items).toEqual({ $ref: '#/components/schemas/DayInput' });
    expect(resolve(doc, '#/components/schemas/DayInput/properties/nestedDays/items')).toEqual({
      $ref: '#/components/schemas/DayInput',
    });
  });
});
