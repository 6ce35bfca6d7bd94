import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../test/helper';
import { catalogueId, quoteWith } from '../test/quote-services.fixtures';

// Decisions 0013, 0023 and 0024: junk that once reached the database and came back as a 500 (or was stored as
// something else). Each case must answer 400 with the standard error body naming the field.

let ctx: TestContext;
let admin: Record<string, string>;
let quote: { id: string; uuid: string; rowId: number; version: number };
let serviceOnQuote: number;
beforeAll(async () => {
  // The unauthenticated calls are rate-limited; these tests send more of them than a person would.
  ctx = await createTestApp({ env: { RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_IP: '10000', RATE_LIMIT_CONTACT: '1000' } });
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const tour = await catalogueId(ctx, admin, 'cusco city tour');
  const made = await quoteWith(ctx, admin, { start_date: '2027-05-01' }, [{ service_id: tour, day: '1' }]);
  const answer = made.answer as { services: { id: number }[]; itinerary: { version: number } };
  quote = { ...made.quote, version: answer.itinerary.version };
  serviceOnQuote = answer.services[0]!.id;
});
afterAll(() => ctx.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; signedIn?: boolean };
const OVERFLOWS = [2147483648, 9007199254740991];

async function refused(call: Call, field: string) {
  const res = await ctx.app.inject({
    method: call.method,
    url: call.url,
    headers: call.signedIn === false ? {} : admin,
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
  const label = `${call.method} ${call.url} ${JSON.stringify(call.payload) ?? ''} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  // Soft: one run names every field still let through, not only the first.
  expect.soft(res.statusCode, label).toBe(400);
  const body = errorOf(res);
  expect.soft(['VALIDATION_ERROR', 'BAD_REQUEST'], label).toContain(body.code);
  expect.soft(body.message, label).toContain(field);
}

describe('NUL bytes', () => {
  it('are refused in a query', async () => {
    await refused({ method: 'GET', url: '/tenant/users?name=%00' }, 'name');
    await refused({ method: 'GET', url: '/tenant/services?name=a%00b' }, 'name');
    await refused({ method: 'GET', url: '/tenant/itinerary?title=%00' }, 'title');
  });

  it('are refused in the bodies of the calls made without signing in', async () => {
    const anon = { signedIn: false } as const;
    await refused(
      { method: 'POST', url: '/tenant/login', payload: { email: 'admin@itinera.demo\u0000', password: 'x' }, ...anon },
      'email',
    );
    await refused(
      {
        method: 'POST',
        url: '/tenant/login',
        payload: { email: 'admin@itinera.demo', password: 'itinera-demo\u0000' },
        ...anon,
      },
      'password',
    );
    const register = {
      name: 'Ann Lee',
      company: 'Nul Travel',
      email: 'ann@nul.example',
      password: 'abcdefgh1',
      password_confirmation: 'abcdefgh1',
    };
    await refused(
      { method: 'POST', url: '/tenant/register', payload: { ...register, company: 'Nul\u0000 Travel' }, ...anon },
      'company',
    );
    await refused(
      { method: 'POST', url: '/tenant/user/reset/link', payload: { email: '\u0000admin@itinera.demo' }, ...anon },
      'email',
    );
    await refused(
      {
        method: 'POST',
        url: '/tenant/contactus',
        payload: { name: 'Ann\u0000', email: 'ann@nul.example', message: 'Hello there' },
        ...anon,
      },
      'name',
    );
  });

  it('are refused in keys Itinera ignores, too, and the answer names the key', async () => {
    await refused(
      {
        method: 'POST',
        url: '/tenant/contactus',
        payload: { name: 'Ann', email: 'ann@nul.example', message: 'Hello there', extra: { 'k\u0000': 1 } },
        signedIn: false,
      },
      "body.extra: the field name 'k\\u0000'",
    );
    await refused({ method: 'GET', url: '/tenant/itinerary?x%00=1' }, 'querystring');
  });

  it('are found at any depth without exhausting the stack', async () => {
    const deep = `${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/events',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(errorOf(res).message.length).toBeLessThan(400);
  });
});

describe('ids beyond an integer column', () => {
  for (const big of OVERFLOWS) {
    it(`refuses ${big} in the ids of a quote body`, async () => {
      await refused({ method: 'POST', url: '/tenant/itinerary', payload: { language_id: big } }, 'language_id');
      await refused({ method: 'POST', url: '/tenant/itinerary', payload: { currency_id: big } }, 'currency_id');
      await refused({ method: 'POST', url: '/tenant/itinerary', payload: { location_ids: [big] } }, 'location_ids');
      await refused({ method: 'POST', url: '/tenant/itinerary', payload: { tag_ids: [1, big] } }, 'tag_ids');
      await refused(
        {
          method: 'PUT',
          url: `/tenant/itinerary/${quote.uuid}`,
          payload: { version: quote.version, room_preferable_dist: [{ id_room_type: big, qty: 1 }] },
        },
        'id_room_type',
      );
    });

    it(`refuses ${big} in the reset id and in query filters`, async () => {
      await refused(
        {
          method: 'POST',
          url: '/tenant/user/reset/password',
          payload: { id: big, token: 'abcdefghijklmnop', password: 'abcdefgh1', password_confirmation: 'abcdefgh1' },
          signedIn: false,
        },
        'id',
      );
      await refused({ method: 'GET', url: `/tenant/itinerary?status=${big}` }, 'status');
      await refused({ method: 'GET', url: `/tenant/itinerary?tag=1,${big}` }, 'tag');
      await refused({ method: 'GET', url: `/tenant/services?country=${big}` }, 'country');
      await refused({ method: 'GET', url: `/tenant/services?category=${big}` }, 'category');
      await refused({ method: 'GET', url: `/tenant/services?contract=${big}` }, 'contract');
      await refused({ method: 'GET', url: `/tenant/services?contract_user=${big}` }, 'contract_user');
      await refused({ method: 'GET', url: `/tenant/clients/contract/?client=${big}` }, 'client');
      await refused({ method: 'GET', url: `/tenant/location/destinations?country=${big}` }, 'country');
    });
  }
});

describe('lone UTF-16 surrogates', () => {
  it('are refused in a service name, a quote title and a process field', async () => {
    await refused(
      { method: 'POST', url: '/tenant/services', payload: { name: { en: '\ud800x' }, id_service_type: 3 } },
      'name',
    );
    await refused({ method: 'POST', url: '/tenant/itinerary', payload: { title: '\ud800x' } }, 'title');
    await refused(
      {
        method: 'PUT',
        url: `/tenant/itinerary/${quote.uuid}`,
        payload: { version: quote.version, description: 'a\udc00' },
      },
      'description',
    );
    await refused(
      {
        method: 'POST',
        url: `/tenant/itinerary/process/${quote.uuid}`,
        payload: [{ id: serviceOnQuote, notes: '\ud800x' }],
      },
      'notes',
    );
    await refused(
      {
        method: 'POST',
        url: `/tenant/itinerary/process/${quote.uuid}`,
        payload: [{ id: serviceOnQuote, name: 'x\udbff' }],
      },
      'name',
    );
  });

  it('leave well-formed text alone, emoji included', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/itinerary',
      headers: admin,
      payload: { title: 'Andes 🏔️ trip — ñandú' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.title.value).toBe('Andes 🏔️ trip — ñandú');
  });
});

describe('impossible dates', () => {
  it('refuses a datetime that is not on the calendar', async () => {
    const event = { action_type: 'open', event: 'click' };
    await refused(
      { method: 'POST', url: '/tenant/events', payload: { events: [{ ...event, at: '2027-02-30T10:00:00Z' }] } },
      'at',
    );
    await refused(
      { method: 'POST', url: '/tenant/events', payload: { events: [{ ...event, at: '2027-01-01T25:00:00Z' }] } },
      'at',
    );
    await refused(
      { method: 'POST', url: '/tenant/events', payload: { events: [{ ...event, at: '-271821-04-20T00:00:00Z' }] } },
      'at',
    );
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/events',
      headers: admin,
      payload: { events: [{ ...event, at: '2027-02-28T10:00:00.123Z' }] },
    });
    expect(ok.statusCode, ok.body).toBe(202);
  });

  it('refuses a date that is not on the calendar', async () => {
    await refused({ method: 'POST', url: '/tenant/itinerary', payload: { start_date: '2027-02-29' } }, 'start_date');
    await refused({ method: 'GET', url: '/tenant/itinerary?from=2027-04-31' }, 'from');
    await refused({ method: 'GET', url: '/tenant/itinerary?from=0000-01-01' }, 'from');
    await refused({ method: 'GET', url: '/tenant/files?creation=2027-02-30' }, 'creation');
  });
});
