import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_CODE_PATTERN } from '@itinera/domain';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';

// Decisions 0013, 0023 and 0024: 40 creations for one client at once gave 9 × 500 "Could not find a free quote
// code". Each now moves to the next free second inside its own transaction. On PostgreSQL the
// calls truly overlap (a pool of connections); on PGlite they queue on its one connection.

let ctx: TestContext;
let admin: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

describe('quote codes under a burst', () => {
  it('gives 40 quotes of one client created at once 40 distinct codes of the spec form, never a 5xx', async () => {
    const clients = await ctx.app.inject({ method: 'GET', url: '/tenant/clients', headers: admin });
    const clientId = (clients.json().data as { id: number }[])[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/tenant/itinerary',
          headers: admin,
          payload: { title: `Burst ${i}`, client_id: clientId },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s !== 201),
      answers.find((a) => a.statusCode !== 201)?.body,
    ).toEqual([]);
    const codes = answers.map((a) => a.json().data.code as string);
    expect(new Set(codes).size).toBe(40);
    for (const code of codes) expect(code).toMatch(QUOTE_CODE_PATTERN);
    expect(codes.every((c) => c.startsWith(`I${String(clientId).padStart(2, '0')}-`))).toBe(true);

    // Duplicates of one of them, at once, take codes the same way.
    const source = answers[0]!.json().data as { id: string };
    const copies = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/tenant/itinerary/duplicate',
          headers: admin,
          payload: { id: source.id },
        }),
      ),
    );
    expect(copies.map((c) => c.statusCode).filter((s) => s !== 201)).toEqual([]);
    const copyCodes = copies.map((c) => c.json().data.code as string);
    expect(new Set([...codes, ...copyCodes]).size).toBe(60);
  }, 120_000);
});
