import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../../test/helper';
import { outbox } from '../../../test/booking.fixtures';
import type { Headers } from '../../../test/quote-services.fixtures';
import { pricedQuote, publish, publishingWorld, type PublishingWorld } from '../../../test/publishing.fixtures';

// Issue 45, docs/decisions/issues.md: the quote's language decides what its published page and the accept's mail speak,
// through the one catalogue; a language without a catalogue falls back to the tenant's default.

let ctx: TestContext;
let operator: Headers;
let w: PublishingWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  operator = (await signIn(ctx.app, 'operator@itinera.demo')).headers;
  w = await publishingWorld(ctx, admin);
}, 180_000);
afterAll(() => ctx.close());

const languageId = async (code: string) =>
  (
    (await ctx.database.db.execute(sql`SELECT id FROM languages WHERE code = ${code}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;

/** A priced quote of the operator in `code`, published: its page's HTML and its public JSON. */
async function publishedIn(code: string, title: string) {
  const quote = await pricedQuote(ctx, operator, w, title);
  // The quote's language as the Basic Information tab saves it (the same column).
  await ctx.database.db.execute(
    sql`UPDATE itineraries SET language_id = ${await languageId(code)} WHERE uuid = ${quote.uuid}`,
  );
  const { code: address } = await publish(ctx, operator, quote.uuid);
  const page = await ctx.app.inject({ method: 'GET', url: `/whitelabel/${address}` });
  const json = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${address}` })).json();
  return { address, uuid: quote.uuid, html: page.body, json };
}

describe('the published proposal in the quote language', () => {
  it('shows a Portuguese quote in Brazilian Portuguese, and mails the accept in it', async () => {
    const { address, html, json } = await publishedIn('pt', 'Viagem ao Peru');
    expect(json.language).toBe('pt-BR');
    expect(html).toContain('<html lang="pt-BR">');
    for (const label of ['Preço por pessoa', 'Aceitar esta proposta', 'Dia 1']) expect(html).toContain(label);
    for (const english of ['Price per person', 'Accept this proposal', 'Day 1']) expect(html).not.toContain(english);

    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${address}/accept`,
      payload: { level: json.levels[0].level, name: 'Joana Silva', message: '' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mail = (await outbox(ctx)).find((m) => m.subject.includes('Viagem ao Peru') && m.subject.includes('Joana'));
    expect(mail?.subject).toContain('aceitou sua proposta');
    expect(mail?.body).toContain('Nível');
    expect(mail?.body).not.toMatch(/accepted|Travellers|Level:/);
  });

  it('mails the link to the client in the quote language', async () => {
    const { uuid } = await publishedIn('pt', 'Roteiro no Brasil');
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/publish/notification/${uuid}`,
      payload: { id: uuid },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = (await outbox(ctx)).find((m) => m.subject.includes('Roteiro no Brasil'));
    expect(mail?.subject).toContain('sua proposta de viagem');
    expect(mail?.body).toContain('Olá');
    expect(mail?.body).not.toMatch(/Hello|See it here/);
  });

  it("falls back to the tenant's default language for a quote in a language with no catalogue", async () => {
    await ctx.database.db.execute(
      sql`UPDATE tenants SET settings = settings || '{"default_language":"es"}'::jsonb WHERE slug = 'demo'`,
    );
    const { html, json } = await publishedIn('fr', 'Voyage au Pérou');
    expect(json.language).toBe('es');
    expect(html).toContain('Precio por persona');
  });
});

// Decision 0095: the sentence a publish answers with is said in the reader's language
// (here the operator's choice in Profile: the publish call's own `lang` is the old client's number).
describe('the publish answer in the reader language', () => {
  const saveProfile = (language: string | null) =>
    ctx.app.inject({ method: 'POST', url: '/tenant/user/profile', headers: operator, payload: { language } });

  it('says "Version N is published." in Spanish to a Spanish reader, and in English word for word', async () => {
    expect((await saveProfile('es')).statusCode).toBe(200);
    try {
      const es = await publish(ctx, operator, (await pricedQuote(ctx, operator, w, 'Publicada en español')).uuid);
      expect(es.message).toMatch(/^La versión \d+ está publicada\.$/);
      expect((await saveProfile('en')).statusCode).toBe(200);
      const en = await publish(ctx, operator, (await pricedQuote(ctx, operator, w, 'Published in English')).uuid);
      expect(en.message).toMatch(/^Version \d+ is published\.$/);
    } finally {
      expect((await saveProfile(null)).statusCode).toBe(200);
    }
  });
});
