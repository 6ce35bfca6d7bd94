import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../test/helper';
import { bookingQuote, tokenOf } from '../test/booking.fixtures';
import { inject } from '../test/quote-services.fixtures';

// Issue 38, item 5, docs/decisions/issues.md: the request log names every call by its address, and some addresses are keys
// (a supplier's booking link, a password reset, a voucher file). The log keeps the route, never
// the key (docs/domain/jobs-and-mail.md#secrets-in-mail-and-logs).

const lines: string[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => ctx.close());

const urlsLogged = () =>
  lines
    .map((l) => JSON.parse(l) as { msg: string; req?: { url: string } })
    .filter((l) => l.msg === 'incoming request')
    .map((l) => l.req!.url);

describe('the request log', () => {
  it('logs the address of a booking link, a reset link and a voucher file without their keys', async () => {
    const admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
    const q = await bookingQuote(ctx, admin);
    const asked = await inject(ctx, 'POST', `/tenant/itinerary/${q.uuid}/booking/requests`, admin, {
      supplierIds: 'all',
    });
    const token = tokenOf((asked.json() as { requested: { link: string }[] }).requested[0]!.link);
    const reset = 'Zm9yZ2V0LW1lLW5vdC1hLXJlYWwtcmVzZXQtdG9rZW4';
    const voucher = 'dm91Y2hlcnMtb2YtdGhlLWxvcGV6LWZhbWlseQ.zip';
    lines.length = 0;

    expect((await ctx.app.inject({ method: 'GET', url: `/booking/${token}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/tenant/public/booking/${token}` })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'GET', url: `/reset-password?id=7&token=${reset}` });
    await ctx.app.inject({ method: 'GET', url: `/media/vouchers/${voucher}` });

    expect(urlsLogged()).toEqual([
      '/booking/[redacted]',
      '/tenant/public/booking/[redacted]',
      '/reset-password?id=7&token=[redacted]',
      '/media/vouchers/[redacted]',
    ]);
    const log = lines.join('');
    for (const key of [token, reset, voucher]) expect(log).not.toContain(key);
  });

  it("keeps the rest of an address: the API's routes and a public proposal's code", async () => {
    const code = 'UHJvcG9zYWwtY29kZXMtYXJlLXNoYXJlZC1vbi1wdXJwb3Nl';
    lines.length = 0;
    await ctx.app.inject({ method: 'GET', url: '/tenant/itinerary/0b0b0b0b-0000-4000-8000-000000000000/booking' });
    await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}?lang=es` });
    expect(urlsLogged()).toEqual([
      '/tenant/itinerary/0b0b0b0b-0000-4000-8000-000000000000/booking',
      `/tenant/public/proposals/${code}?lang=es`,
    ]);
  });
});
