import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../test/helper';
import { createQuote, demoIds, putQuote, setStatus } from '../../test/quotes.fixtures';
import { cuscoCatalogue, inject } from '../../test/quote-services.fixtures';

// Decision 0092: a refusal reads in the reader's language — `?lang=`, else the user's
// choice in Profile, else the workspace's default, else English — and English stays as it was.

let ctx: TestContext;
let admin: Record<string, string>;
let operator: Record<string, string>;
let confirmed: string;

const CONFIRMED = {
  en: 'This quote cannot be edited while it is Confirmed. Move it back to In Preparation first.',
  es: 'Esta cotización no se puede editar mientras está confirmada. Vuelve a ponerla En preparación primero.',
  'pt-BR': 'Esta cotação não pode ser editada enquanto está confirmada. Volte-a para Em preparação primeiro.',
};
const ADMIN_ONLY = {
  en: "Only an administrator can change the workspace's language.",
  es: 'Solo un administrador puede cambiar el idioma del espacio de trabajo.',
  'pt-BR': 'Só um administrador pode mudar o idioma do espaço de trabalho.',
};

const editConfirmed = async (query = '') =>
  errorOf(await putQuote(ctx, admin, `${confirmed}${query}`, { title: 'Changed after the sale' }));
const saveProfile = (headers: Record<string, string>, language: string | null) =>
  ctx.app.inject({ method: 'POST', url: '/tenant/user/profile', headers, payload: { language } });
const setWorkspaceLanguage = (language: string | null) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/tenant/settings/language',
    headers: admin,
    payload: { default_language: language },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
  const quote = await createQuote(ctx, admin, { title: 'Sold trip' });
  expect((await setStatus(ctx, admin, quote.uuid, 4)).statusCode).toBe(200);
  expect((await setStatus(ctx, admin, quote.uuid, 2)).statusCode).toBe(200);
  confirmed = quote.uuid;
});
afterAll(() => ctx.close());

describe('the language of the API sentences', () => {
  it('says the lock of a Confirmed quote in English, word for word, to a reader with no language', async () => {
    const body = await editConfirmed();
    expect(body.code).toBe('UNPROCESSABLE');
    expect(body.message).toBe(CONFIRMED.en);
  });

  it('says it in the language ?lang= names', async () => {
    expect((await editConfirmed('?lang=es')).message).toBe(CONFIRMED.es);
    expect((await editConfirmed('?lang=pt-BR')).message).toBe(CONFIRMED['pt-BR']);
    expect((await editConfirmed('?lang=fr')).message).toBe(CONFIRMED.en);
  });

  it("follows the user's language, then the workspace's default, and ?lang= beats both", async () => {
    expect((await saveProfile(admin, 'pt-BR')).statusCode).toBe(200);
    expect((await editConfirmed()).message).toBe(CONFIRMED['pt-BR']);
    expect((await saveProfile(admin, null)).statusCode).toBe(200);
    expect((await setWorkspaceLanguage('es')).statusCode).toBe(200);
    expect((await editConfirmed()).message).toBe(CONFIRMED.es);
    expect((await editConfirmed('?lang=en')).message).toBe(CONFIRMED.en);
    expect((await saveProfile(admin, 'pt-BR')).statusCode).toBe(200);
    expect((await editConfirmed()).message).toBe(CONFIRMED['pt-BR']);
    await saveProfile(admin, null);
    await setWorkspaceLanguage(null);
    expect((await editConfirmed()).message).toBe(CONFIRMED.en);
  });

  it('says the same 403 refusal in en, es and pt-BR, in the standard error body', async () => {
    for (const language of ['en', 'es', 'pt-BR'] as const) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/tenant/settings/language?lang=${language}`,
        headers: operator,
        payload: { default_language: 'es' },
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toMatchObject({ code: 'FORBIDDEN', message: ADMIN_ONLY[language] });
    }
  });

  it('writes validation messages in the reader language, zod wording included', async () => {
    const refuse = async (language: string) =>
      errorOf(
        await ctx.app.inject({
          method: 'PUT',
          url: `/tenant/settings/language?lang=${language}`,
          headers: admin,
          payload: { default_language: 'fr' },
        }),
      );
    const en = await refuse('en');
    expect(en.code).toBe('VALIDATION_ERROR');
    expect(en.message).toMatch(/^Invalid body\.default_language: Invalid option/);
    const es = await refuse('es');
    expect(es.message).toMatch(/^body\.default_language no es válido: Opción inválida/);
    expect((await refuse('pt-BR')).message).toMatch(/^body\.default_language inválido: Opção inválida/);
  });

  it("says a schema's own sentence and zod's wording in details[].message in the reader language", async () => {
    const reprice = async (language: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/tenant/rate-changes/reprice?lang=${language}`,
          headers: admin,
          payload: { quote_ids: [] },
        })
      ).json();
    const en = await reprice('en');
    expect(en.code).toBe('VALIDATION_ERROR');
    expect(en.details).toEqual([{ path: 'body.quote_ids', message: 'Choose at least one quote to re-price.' }]);
    expect((await reprice('es')).details).toEqual([
      { path: 'body.quote_ids', message: 'Elige al menos una cotización para recotizar.' },
    ]);
    expect((await reprice('pt-BR')).details).toEqual([
      { path: 'body.quote_ids', message: 'Escolha pelo menos uma cotação para precificar de novo.' },
    ]);
    const language = await ctx.app.inject({
      method: 'PUT',
      url: '/tenant/settings/language?lang=es',
      headers: admin,
      payload: { default_language: 'fr' },
    });
    expect(language.json().details[0]).toMatchObject({ path: 'body.default_language', message: /^Opción inválida/ });
  });

  it('says the rarer refusals, with their values, in the reader language (decision 0098)', async () => {
    const version = (language: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/tenant/itinerary/${confirmed}/versions/99?lang=${language}`,
        headers: admin,
      });
    const en = await version('en');
    expect(en.statusCode, en.body).toBe(404);
    expect(errorOf(en).message).toBe('Version 99 of this quote was not found.');
    expect(errorOf(await version('es')).message).toBe('No se encontró la versión 99 de esta cotización.');
    expect(errorOf(await version('pt-BR')).message).toBe('Não encontramos a versão 99 desta cotação.');
  });

  it('says a 404 in the reader language, English word for word', async () => {
    const missing = (language: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/tenant/itinerary/00000000-0000-4000-8000-000000000000?lang=${language}`,
        headers: admin,
      });
    expect(errorOf(await missing('en')).message).toBe('This quote was not found.');
    expect(errorOf(await missing('es')).message).toBe('No se encontró esta cotización.');
    expect(errorOf(await missing('pt-BR')).message).toBe('Não encontramos esta cotação.');
  });

  it('says a stale version conflict, with its values, in the reader language', async () => {
    const quote = await createQuote(ctx, admin, { title: 'Edited twice' });
    const first = await putQuote(ctx, admin, quote.uuid, { title: 'First edit', version: quote.version });
    expect(first.statusCode, first.body).toBe(200);
    const stale = async (language: string) =>
      putQuote(ctx, admin, `${quote.uuid}?lang=${language}`, { title: 'Late edit', version: quote.version });
    const probe = await stale('en');
    expect(probe.statusCode, probe.body).toBe(409);
    expect(errorOf(probe).message).toMatch(/^This quote was changed by someone else: it is now at version \d+/);
    expect(errorOf(await stale('es')).message).toMatch(
      /^Otra persona cambió esta cotización: ahora está en la versión \d+/,
    );
    expect(errorOf(await stale('pt-BR')).message).toMatch(
      /^Outra pessoa mudou esta cotação: agora ela está na versão \d+/,
    );
  });

  it('signs a stranger out in the language ?lang= names', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tenant/user?lang=es' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe('Tu sesión ha expirado. Vuelve a iniciar sesión.');
  });
});

describe('the pricing warnings of a save', () => {
  const addTour = async (language: string) => {
    const ids = await demoIds(ctx);
    const { contract, cat } = await cuscoCatalogue(ctx, admin);
    const quote = await createQuote(ctx, admin, {
      title: `Warnings ${language}`,
      client_id: ids.andean,
      contract_id: contract,
      start_date: '2026-07-01',
      end_date: '2026-07-04',
      num_pax: 2,
    });
    const res = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}?lang=${language}`, admin, {
      services: [{ service_id: cat.tour, day: '2' }],
    });
    expect(res.statusCode).toBe(200);
    return res.json().messages[0].warnings as string[];
  };

  it('says them in English word for word, and in es and pt-BR when the reader reads those', async () => {
    expect(await addTour('en')).toEqual(
      expect.arrayContaining([
        'Upsales has not been added!',
        'Comfort has no accommodation: its price may look misleadingly cheap',
      ]),
    );
    const es = await addTour('es');
    expect(es).toEqual(
      expect.arrayContaining([
        '¡No se ha agregado el Upsales!',
        'Confort no tiene alojamiento: su precio puede parecer engañosamente bajo',
      ]),
    );
    expect(es).not.toContain('Upsales has not been added!');
    expect(await addTour('pt-BR')).toEqual(expect.arrayContaining(['O Upsales não foi adicionado!']));
  });
});

// Decision 0095: the pricing sentences with values (a service's missing rate, a passenger
// without a room) are said in the reader's language too; English stays word for word.
describe('the pricing sentences with values of a save', () => {
  const save = async (language: string, start: string, num_pax: number, rooms?: unknown[]) => {
    const ids = await demoIds(ctx);
    const { contract, cat } = await cuscoCatalogue(ctx, admin);
    const quote = await createQuote(ctx, admin, {
      title: `Values ${language} ${start}`,
      client_id: ids.andean,
      contract_id: contract,
      start_date: start,
      end_date: start.replace(/-01$/, '-04'),
      num_pax,
      ...(rooms ? { room_preferable_dist: rooms } : {}),
    });
    const res = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}?lang=${language}`, admin, {
      services: [
        { service_id: cat.tour, day: '2' },
        { service_id: cat.hotel, day: '1-3' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { services: { errors: string[] }[]; messages: { warnings: string[] }[] };
    return { errors: body.services.flatMap((s) => s.errors), warnings: body.messages[0]!.warnings };
  };

  it('says a missing rate with its values in Spanish, and in English word for word', async () => {
    expect((await save('en', '2029-03-01', 2)).errors).toEqual([
      'No rate for 2 pax on 2029-03-01',
      'No rate for 2 pax on 2029-03-02',
    ]);
    expect((await save('es', '2029-03-01', 2)).errors).toEqual([
      'No hay tarifa para 2 pax el 2029-03-01',
      'No hay tarifa para 2 pax el 2029-03-02',
    ]);
  });

  it('says a passenger without a room in Spanish, and in English word for word', async () => {
    const dbl = [{ id_room_type: 2, qty: 1 }];
    expect((await save('en', '2026-07-01', 3, dbl)).warnings).toContain(
      'Passenger 3 has no room: the rooms sleep 2 of 3 passengers, so no hotel is priced for this passenger. Add a room in the basic information.',
    );
    expect((await save('es', '2026-07-01', 3, dbl)).warnings).toContain(
      'El pasajero 3 no tiene habitación: las habitaciones alojan a 2 de 3 pasajeros, así que no se cotiza hotel para este pasajero. Agrega una habitación en Información básica.',
    );
  });
});
