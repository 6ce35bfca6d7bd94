import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { inject, type Headers } from '../../test/quote-services.fixtures';

// The demo's published quote (decision 0029): two publications behind one live link, what the client
// did on the page, a change the client has not seen yet, and no accept (the e2e journey accepts
// its own quote).

let ctx: TestContext;
let admin: Headers;
let uuid: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
  const list = await inject(ctx, 'GET', '/tenant/itinerary?page=1&limit=50&title=honeymoon', admin);
  uuid = list.json().data.find((q: { title: string }) => q.title.includes('García')).id;
}, 180_000);
afterAll(() => ctx.close());

describe('the demo publication', () => {
  it('has two publications behind a live link, engagement, no accept, and a change since', async () => {
    const state = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${uuid}/state`, admin)).json();
    expect(state.link).toMatchObject({ revokedAt: null, expiresAt: null });
    expect(state.publications).toHaveLength(2);
    expect(state.accepted).toBeNull();
    expect(state.events.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['open', 'read', 'level']),
    );
    expect(state.lastSeen.version).toBe(state.publications[0].version);
    expect(state.currentVersion).toBeGreaterThan(state.publications[0].version);

    const diff = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${uuid}/diff`, admin)).json();
    expect(diff.services.map((s: { change: string; name: string }) => [s.change, s.name])).toContainEqual([
      'added',
      'Colca Canyon two-day tour',
    ]);

    const page = await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${state.link.code}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().version).toBe(state.publications[0].version);
  });

  it('is full of pictures, with a recommended level and what happens after "yes" (issue 44)', async () => {
    const state = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${uuid}/state`, admin)).json();
    const p = (await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${state.link.code}` })).json();
    const library = /^\/tenant\/assets\/thumbnail\//;
    expect(p.images.cover_page).toMatch(library);
    expect(p.days.length).toBeGreaterThan(3);
    for (const day of p.days) expect(day.images.length).toBeGreaterThanOrEqual(1);
    const hotels = p.levels.flatMap((l: { hotels: { image: string | null }[] }) => l.hotels);
    expect(hotels.length).toBeGreaterThan(0);
    for (const h of hotels) expect(h.image).toMatch(library);
    expect(p.recommendedLevel).toBe(2);
    expect(p.nextSteps).toContain('deposit of 30 %');
  });
});

// Issue 45, docs/decisions/issues.md: one demo quote in Spanish and one in Portuguese, each published: the proposal speaks
// the quote's language, its days and services read in it (the catalogue's translations).
describe('the demo quotes in Spanish and Portuguese', () => {
  const proposalOf = async (title: string) => {
    const list = await inject(
      ctx,
      'GET',
      `/tenant/itinerary?page=1&limit=50&title=${encodeURIComponent(title)}`,
      admin,
    );
    const quote = list.json().data.find((q: { title: string }) => q.title === title);
    expect(quote, title).toBeDefined();
    const state = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${quote.id}/state`, admin)).json();
    expect(state.link).toMatchObject({ revokedAt: null });
    expect(state.publications).toHaveLength(1);
    const page = await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${state.link.code}` });
    expect(page.statusCode).toBe(200);
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${quote.id}`, admin)).json().data;
    return { quote: detail, proposal: page.json(), code: state.link.code as string };
  };

  it('publishes the Spanish one in Spanish, its days and services in Spanish', async () => {
    const { quote, proposal } = await proposalOf('Cusco y Valle Sagrado — familia Rodríguez');
    expect(quote.language).toMatchObject({ language_code: 'es' });
    expect(proposal.language).toBe('es');
    expect(proposal.days.map((d: { title: string }) => d.title)).toContain('Llegada al Cusco');
    expect(JSON.stringify(proposal)).toContain('City tour del Cusco y ruinas cercanas');
    expect(JSON.stringify(proposal)).not.toContain('Cusco city tour and nearby ruins');
  });

  it('publishes the Portuguese one in Portuguese, its days and services in Portuguese', async () => {
    const { quote, proposal } = await proposalOf('Costa Rica: vulcões e florestas — família Silva');
    expect(quote.language).toMatchObject({ language_code: 'pt' });
    expect(proposal.language).toBe('pt-BR');
    expect(proposal.days.map((d: { title: string }) => d.title)).toContain('Chegada a San José');
    expect(JSON.stringify(proposal)).toContain('Caminhada noturna na reserva da floresta nublada de Monteverde');
    expect(JSON.stringify(proposal)).not.toContain('Monteverde cloud forest reserve night walk');
  });
});
