import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import { cuscoQuote, daysOf, daysWorld, type DaysWorld } from '../../../test/quote-days.fixtures';

// Decision 0097: "draft from services" drafts in the quote's language (else the workspace's
// default), naming each service as the catalogue does in that language; the built-in description too.

let ctx: TestContext;
let admin: Headers;
let w: DaysWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  w = await daysWorld(ctx, admin);
});
afterAll(() => ctx.close());

const languageId = async (code: string) =>
  (
    (await ctx.database.db.execute(sql`SELECT id FROM languages WHERE code = ${code}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;

/** The quote's language as the Basic Information tab saves it (the same column). */
const speak = async (uuid: string, code: string) =>
  ctx.database.db.execute(sql`UPDATE itineraries SET language_id = ${await languageId(code)} WHERE uuid = ${uuid}`);

/** D7, the day editor's "Draft from services": every day's draft, as title | description. */
async function drafted(uuid: string): Promise<string[]> {
  const res = await inject(ctx, 'POST', `/tenant/itinerary/${uuid}/days/generate`, admin, { id: uuid, day: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .map((d: { title: { value: string }; description: { value: string } }) =>
      [d.title.value, d.description.value].join(' | '),
    );
}

describe('a day drafted on a Spanish quote', () => {
  it('speaks Spanish and names the services as the catalogue does in Spanish, though they were copied in English', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    await speak(q.quote.uuid, 'es');
    const days = await drafted(q.quote.uuid);
    expect(days[0]).toBe(
      'Llegada a Cusco | <p>Casa Andina Standard Cusco Plaza (3 noches); Traslado privado aeropuerto del Cusco – hotel.</p>' +
        '<p>Noche en Casa Andina Standard Cusco Plaza.</p>',
    );
    expect(days[1]).toContain('<p>City tour del Cusco y ruinas cercanas.</p>');
    expect(days[3]).toBe('Salida de Cusco | <p>Check-out de Casa Andina Standard Cusco Plaza.</p>');
    expect(days.join()).not.toMatch(/Arrival|Overnight|nights|Private transfer|city tour and/);
  });

  it('writes the days of a quote made in Portuguese in Portuguese when the tab creates them (D6)', async () => {
    const { quote } = await quoteWith(
      ctx,
      admin,
      {
        title: 'Cusco em 3 dias',
        client_id: w.ids.andean,
        contract_id: w.contract,
        start_date: '2026-07-01',
        end_date: '2026-07-03',
        num_pax: 2,
        language_id: await languageId('pt'),
      },
      [
        { service_id: w.cat.hotel, day: '1-3' },
        { service_id: w.cat.tour, day: '2' },
      ],
    );
    const res = await inject(ctx, 'PUT', '/tenant/days/by-itinerary', admin, {
      itinerary_uuid: quote.uuid,
      autocomplete: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const days = (await daysOf(ctx, admin, quote.uuid)).map((d) => `${d.title.value} | ${d.description.value}`);
    expect(days).toEqual([
      'Chegada a Cusco | <p>Casa Andina Standard Cusco Plaza (2 noites).</p><p>Pernoite em Casa Andina Standard Cusco Plaza.</p>',
      'Cusco | <p>City tour em Cusco e ruínas próximas.</p><p>Pernoite em Casa Andina Standard Cusco Plaza.</p>',
      'Partida de Cusco | <p>Check-out em Casa Andina Standard Cusco Plaza.</p>',
    ]);
  });

  it("falls back to the workspace's default language when the quote's has no catalogue", async () => {
    const q = await cuscoQuote(ctx, admin, w);
    await speak(q.quote.uuid, 'fr');
    const set = await inject(ctx, 'PUT', '/tenant/settings/language', admin, { default_language: 'es' });
    expect(set.statusCode, set.body).toBe(200);
    try {
      expect((await drafted(q.quote.uuid))[0]).toMatch(/^Llegada a Cusco \| .*\(3 noches\)/);
    } finally {
      await inject(ctx, 'PUT', '/tenant/settings/language', admin, { default_language: null });
    }
    // With no default the words are English; the services keep the names they were copied with.
    expect((await drafted(q.quote.uuid))[0]).toMatch(/^Arrival in Cusco \| .*\(3 nights\)/);
  });
});

describe('a new language on Basic Information (I6)', () => {
  it('tells the drafted days again in it, in the same version, and leaves a text the operator wrote', async () => {
    const q = await cuscoQuote(ctx, admin, w);
    expect(
      (
        await inject(ctx, 'PUT', '/tenant/days/by-itinerary', admin, {
          itinerary_uuid: q.quote.uuid,
          autocomplete: true,
        })
      ).statusCode,
    ).toBe(200);
    let days = await daysOf(ctx, admin, q.quote.uuid);
    expect(days[0]!.title.value).toBe('Arrival in Cusco');
    const own = await inject(ctx, 'POST', `/tenant/itinerary/days/${q.quote.uuid}`, admin, [
      { id: days[1]!.id, start_day: 2, title: 'Our own day' },
    ]);
    expect(own.statusCode, own.body).toBe(200);
    const { version } = (await inject(ctx, 'GET', `/tenant/itinerary/${q.quote.uuid}`, admin)).json().data;
    const saved = await inject(ctx, 'PUT', `/tenant/itinerary/${q.quote.uuid}`, admin, {
      version,
      language_id: await languageId('es'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().days[0].title.value).toBe('Llegada a Cusco');
    days = await daysOf(ctx, admin, q.quote.uuid);
    expect(days.map((d) => d.title.value)).toEqual([
      'Llegada a Cusco',
      'Our own day',
      'Sacred Valley y Cusco',
      'Salida de Cusco',
    ]);
    expect(days[1]!.description.value).toContain('City tour del Cusco y ruinas cercanas');
  });
});

describe('the built-in description of a Spanish quote', () => {
  it('speaks Spanish, its dates with Spanish month names', async () => {
    const q = await cuscoQuote(ctx, admin, w, { title: 'Cusco clásico' });
    await speak(q.quote.uuid, 'es');
    const res = await inject(ctx, 'POST', `/tenant/itinerary/${q.quote.uuid}/generate-description`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const text: string = res.json().data.description.value;
    expect(text).toMatch(/^Cusco clásico es un viaje de 4 días/);
    expect(text).toContain('Comienza el jul 01, 2026 y termina el jul 04, 2026.');
    expect(text).toContain('Día 2 (jul 02, 2026), Cusco: City tour del Cusco y ruinas cercanas; noche en Casa Andina');
  });
});
