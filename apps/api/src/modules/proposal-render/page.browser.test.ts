import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import type { PublicProposal, WebTemplatePath } from '@itinera/domain';
import { renderProposalDocument } from './page';
import { peruProposal } from './proposal.fixtures';
import type { ComposerOffer } from './composer';

// The page in a real Chromium: accessibility (axe), the level switch with and without JS, the
// reports the script sends and the accept. The page is served as the route serves it (its CSP
// included), by a small server of the test's own with the client entry bundled from its source.
// PROPOSAL_SHOTS=<dir> also saves screenshots at 390×844 and 1440×900.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = path.dirname(fileURLToPath(import.meta.url));
const ENTRY = path.resolve(here, '../../../../web/src/proposal/main.ts');
const SHOTS = process.env.PROPOSAL_SHOTS;

/** A landscape picture (sky, two ridges, a sun) as JPEG: the fixture's /media/ images. */
async function picture(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},60%,85%)"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#s)"/><circle cx="${300 + seed * 90}" cy="230" r="70" fill="#fff6d5"/>
    <polygon points="0,560 260,300 470,520 700,250 960,540 1200,380 1200,800 0,800" fill="hsl(${(hue + 180) % 360},25%,35%)"/>
    <polygon points="0,680 300,520 620,690 900,560 1200,700 1200,800 0,800" fill="hsl(${(hue + 200) % 360},30%,22%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

const TEMPLATES: Array<{ id: number; path: WebTemplatePath }> = [
  { id: 1, path: 'whitelabel' },
  { id: 2, path: 'ela' },
  { id: 3, path: 'saas' },
  { id: 4, path: 'experience' },
];
const COLORS = {
  whitelabel: { navBgColor: '#f9f6f0', mainBgColor: '#720330', mainTextColor: '#810644' },
  ela: { navBgColor: '#fffdf8', mainBgColor: '#8a5a2b', mainTextColor: '#3b2a1a' },
  saas: { navBgColor: '#1f4e5f', mainBgColor: '#1f6feb', mainTextColor: '#ffffff' },
  experience: { navBgColor: '#111111', mainBgColor: '#c2410c', mainTextColor: '#f5f5f5' },
};

/** What a code ending in '-compose' offers (decision 0079): the Sacred Valley lodge at each level, and a ride. */
const COMPOSE_OFFER: Omit<ComposerOffer, 'priceUrl'> = {
  levels: [1, 2, 3],
  stays: [
    {
      stay: '2-4',
      alternatives: [
        { level: 1, names: ['Casa Andina Standard Sacred Valley'] },
        { level: 2, names: ['Tambo del Inka'] },
        { level: 3, names: ['Belmond Rio Sagrado'] },
      ],
    },
  ],
  extras: [{ service_id: 41, name: 'Sacred Valley horseback ride', level: 0 }],
};
/** The fake pricing call's figures per person: a stay one level up or down, and the ride. */
const PRICE_PP = { base: 2980, up: 240, down: -100, ride: 80 };

function proposalFor(code: string): PublicProposal | null {
  const [path, language] = code.split('-') as [WebTemplatePath, string | undefined];
  const template = TEMPLATES.find((t) => t.path === path);
  // Superior recommended (decision 0068): chosen first, as the level tests below start from it.
  return template
    ? peruProposal({ template, colors: COLORS[path], language: language ?? 'en', code, recommendedLevel: 2 })
    : null;
}

describe.skipIf(!existsSync(CHROMIUM))('the proposal page in Chromium', () => {
  let server: FastifyInstance;
  let browser: Browser;
  let base = '';
  const received: { events: unknown[]; accepts: unknown[]; prices: unknown[] } = {
    events: [],
    accepts: [],
    prices: [],
  };
  const acceptedBy = new Map<string, 1 | 2 | 3>();

  beforeAll(async () => {
    // Bundled as the web build bundles it: the entry imports the composer (decision 0084).
    const bundled = await build({ entryPoints: [ENTRY], bundle: true, format: 'esm', target: 'es2020', write: false });
    const script = bundled.outputFiles[0]!.text;
    const images = new Map<string, Buffer>();
    server = Fastify();
    server.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    server.get('/media/:name', async (request, reply) => {
      const name = (request.params as { name: string }).name;
      if (!images.has(name)) images.set(name, await picture(images.size + 1));
      return reply.type('image/jpeg').send(images.get(name));
    });
    server.get('/proposal/main.js', (_request, reply) => reply.type('text/javascript').send(script));
    server.get('/:template/:code', (request, reply) => {
      const { code } = request.params as { code: string };
      const found = proposalFor(code);
      if (!found) return reply.status(404).send('no');
      // Accepted once this server received an accept for the code, as the API answers.
      const accept = acceptedBy.get(code);
      const proposal = accept ? { ...found, accepted: { level: accept, at: '2026-11-29T07:00:00.000Z' } } : found;
      const api = `/tenant/public/proposals/${code}`;
      const { html, styleHash } = renderProposalDocument(proposal, {
        scriptUrl: '/proposal/main.js',
        eventsUrl: `${api}/events`,
        acceptUrl: `${api}/accept`,
        pdfUrl: `${api}/pdf`,
        composer: code.endsWith('-compose') ? { ...COMPOSE_OFFER, priceUrl: `${api}/price` } : null,
      });
      return reply
        .header(
          'content-security-policy',
          `default-src 'none'; style-src ${styleHash}; script-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'`,
        )
        .type('text/html; charset=utf-8')
        .send(html);
    });
    server.post('/tenant/public/proposals/:code/events', (request, reply) => {
      const body = JSON.parse(String(request.body)) as unknown;
      received.events.push(...(Array.isArray(body) ? body : [body]));
      return reply.status(204).send();
    });
    // The pricing call as the API answers it, with the figures above (Superior trips only).
    server.post('/tenant/public/proposals/:code/price', (request, reply) => {
      const body = request.body as { level: number; stays: Record<string, number>; extras: number[] };
      received.prices.push(body);
      const changes = [
        ...Object.entries(body.stays).map(([stay, to]) => ({
          kind: 'stay',
          stay,
          service_id: null,
          from_level: body.level,
          to_level: to,
          name: COMPOSE_OFFER.stays[0]!.alternatives.find((a) => a.level === to)!.names[0]!,
          difference: 2 * (to > body.level ? PRICE_PP.up : PRICE_PP.down),
          difference_per_person: to > body.level ? PRICE_PP.up : PRICE_PP.down,
        })),
        ...body.extras.map((id) => ({
          kind: 'extra',
          stay: null,
          service_id: id,
          from_level: null,
          to_level: null,
          name: 'Sacred Valley horseback ride',
          difference: 2 * PRICE_PP.ride,
          difference_per_person: PRICE_PP.ride,
        })),
      ];
      const perPerson = PRICE_PP.base + changes.reduce((sum, c) => sum + c.difference_per_person, 0);
      return reply.send({
        level: body.level,
        currency: { code: 'USD', sign: 'US$' },
        num_pax: 2,
        total: perPerson * 2,
        per_person: perPerson,
        rooms: [],
        children: [],
        base_total: PRICE_PP.base * 2,
        changes,
        published_total: PRICE_PP.base * 2,
        // A code with 'changed' in it: the quote was changed after it was published.
        changed_since_publication: (request.params as { code: string }).code.includes('changed'),
      });
    });
    server.post('/tenant/public/proposals/:code/accept', (request, reply) => {
      received.accepts.push(request.body);
      const { code } = request.params as { code: string };
      acceptedBy.set(code, (request.body as { level: 1 | 2 | 3 }).level);
      return reply.send({ accepted: { level: 3, at: new Date().toISOString() } });
    });
    base = await server.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(url: string, options: { width?: number; height?: number; js?: boolean } = {}): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 390, height: options.height ?? 844 },
      javaScriptEnabled: options.js ?? true,
    });
    const page = await context.newPage();
    // A wait that never ends (CI run 96: the compose walk hung past vitest's 60 s once, under load)
    // fails on its own action, with its name, instead of as the test's timeout.
    page.setDefaultTimeout(20_000);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}${url}`, { waitUntil: 'load' });
    // A CSP refusal shows as a console error: the page must need nothing its policy forbids.
    expect(errors).toEqual([]);
    return page;
  }

  /**
   * Closes a page's context, waiting 10 s at most: now and then Chromium never answers the close
   * of a context (CI runs 96 and 110: the compose walk passed its last assertion, then hung to the
   * test's timeout). Whatever is left is closed with the browser after the file.
   */
  async function close(page: Page): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 10_000);
    });
    await Promise.race([page.context().close(), waited]);
    clearTimeout(timer);
  }

  it.each(TEMPLATES.map((t) => t.path))(
    '%s has no serious or critical axe violation at 390×844',
    async (path) => {
      for (const code of [path, `${path}-es`]) {
        const page = await open(`/${path}/${code}`);
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        // Phone first: nothing wider than the screen.
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
        await close(page);
      }
    },
    120_000,
  );

  it('switches the level with the script, reporting the open and the level looked at', async () => {
    received.events.length = 0;
    const page = await open('/saas/saas');
    const hotel = (name: string) => page.locator('#day-1-title ~ .meta').getByText(name);
    const chosen = page.locator('#prices .card:has(.chosen:visible) .price');
    expect(await hotel('Hotel B').isVisible()).toBe(true);
    expect(await hotel('Belmond Miraflores Park').isVisible()).toBe(false);
    expect(await chosen.allTextContents()).toEqual(['US$ 2,980']);
    await page.locator('label[for="level-3"]').click();
    expect(await hotel('Belmond Miraflores Park').isVisible()).toBe(true);
    expect(await hotel('Hotel B').isVisible()).toBe(false);
    expect(await chosen.allTextContents()).toEqual(['US$ 4,635.50']);
    // Every level's price stays on the page to compare.
    expect(await page.locator('#prices .price').allTextContents()).toEqual(['US$ 2,090', 'US$ 2,980', 'US$ 4,635.50']);
    // The script keeps the other levels hidden by attribute too (browsers without :has()).
    expect(await hotel('Hotel B').getAttribute('hidden')).toBe('');
    await expect
      .poll(() => received.events)
      .toEqual(expect.arrayContaining([{ kind: 'open' }, { kind: 'level', level: 3 }]));
    await close(page);
  });

  it('keeps every picture at its own proportions on a phone: the width and height attributes reserve, never stretch', async () => {
    const page = await open('/whitelabel/whitelabel');
    // Below the hero (a portrait crop on a phone by design); pictures that do not load still take their box.
    // A string, as the other evaluations here: the api project's types have no DOM.
    const boxes = (await page.evaluate(`[...document.querySelectorAll('.day img, .hotels img, .svc img, .contact img')]
      .map((i) => { const r = i.getBoundingClientRect(); return { src: i.getAttribute('src'), ratio: r.width / r.height }; })`)) as {
      src: string | null;
      ratio: number;
    }[];
    expect(boxes.length).toBeGreaterThan(3);
    for (const box of boxes) expect(box.ratio, box.src ?? '').toBeGreaterThan(1);
    await close(page);
  });

  it('switches the level without JS too, by the radios and CSS', async () => {
    const page = await open('/ela/ela', { js: false });
    const hotels = page.locator('#day-2-title ~ .meta span[data-level]:visible');
    expect(await hotels.allTextContents()).toEqual(['Hotel: Tambo del Inka']);
    await page.locator('label[for="level-1"]').click();
    expect(await hotels.allTextContents()).toEqual(['Hotel: Casa Andina Standard Sacred Valley']);
    expect(await page.locator('#accept-form strong span:visible').allTextContents()).toEqual(['Comfort']);
    await close(page);
  });

  it('reports the time each part was read when the page is left', async () => {
    received.events.length = 0;
    const page = await open('/whitelabel/whitelabel');
    await page.locator('#day-3-title').scrollIntoViewIfNeeded();
    await page.waitForTimeout(2600);
    await page.evaluate("window.dispatchEvent(new Event('pagehide'))");
    await expect
      .poll(() => received.events.filter((e) => (e as { kind: string }).kind === 'read'))
      .toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'read', section: 'day-3' })]));
    await close(page);
  });

  it('accepts the chosen level with a name and a message, and says so', async () => {
    received.accepts.length = 0;
    const page = await open('/experience/experience');
    await page.locator('label[for="level-3"]').click();
    await page.getByLabel('Your name').fill('Emma Carter');
    await page.getByLabel('Message (optional)').fill('See you in Cusco!');
    await page.getByRole('button', { name: 'Accept this proposal' }).click();
    // The page reloads into what was accepted and what happens next (decision 0068).
    await expect.poll(() => page.locator('#accept-title').textContent()).toBe('Thank you — proposal accepted');
    expect(received.accepts).toEqual([{ level: 3, name: 'Emma Carter', message: 'See you in Cusco!' }]);
    await expect.poll(() => page.locator('.summary').textContent()).toContain('Luxury');
    expect(await page.locator('#accept').textContent()).toContain('What happens next');
    expect(page.url()).toMatch(/#accept$/);
    await close(page);
  });

  it('composes on a phone: differences per stay, the price from the pricing call, kept in the address, sent with the accept', {
    timeout: 60_000,
    retry: 1,
  }, async () => {
    received.prices.length = 0;
    received.accepts.length = 0;
    // A retry starts from a proposal not yet accepted, as the first try did.
    acceptedBy.delete('whitelabel-en-compose');
    const page = await open('/whitelabel/whitelabel-en-compose');
    const section = page.locator('#compose');
    expect(await section.isVisible()).toBe(true);
    const diff = (id: string) => page.locator(`label[for="${id}"] [data-diff]`);
    await expect.poll(() => diff('stay-2-4-3').textContent()).toBe('+ US$ 240 per person');
    expect(await diff('stay-2-4-1').textContent()).toBe('− US$ 100 per person');
    expect(await diff('stay-2-4-2').textContent()).toBe('In your level');
    expect(await diff('extra-41').textContent()).toBe('+ US$ 80 per person');
    await expect.poll(() => page.locator('[data-compose-pp]').textContent()).toBe('US$ 2,980 per person');
    const axe = await new AxeBuilder({ page }).include('#compose').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );

    await page.locator('label[for="stay-2-4-3"]').click();
    await page.locator('label[for="extra-41"]').click();
    await expect.poll(() => page.locator('[data-compose-pp]').textContent()).toBe('US$ 3,300 per person');
    expect(await page.locator('[data-compose-total]').textContent()).toBe('Total US$ 6,600');
    expect(await page.locator('[data-compose-changes] li').allTextContents()).toEqual([
      'Days 2–4: Belmond Rio Sagrado (Luxury) + US$ 240 per person',
      'Sacred Valley horseback ride + US$ 80 per person',
    ]);
    expect(new URL(page.url()).search).toBe('?level=2&stays=2-4:3&extras=41');
    // The page sent choices only, never a price.
    expect(received.prices).toContainEqual({ level: 2, stays: { '2-4': 3 }, extras: [41] });
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);

    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('#stay-2-4-3').isChecked()).toBe(true);
    expect(await page.locator('#extra-41').isChecked()).toBe(true);
    await expect.poll(() => page.locator('[data-compose-pp]').textContent()).toBe('US$ 3,300 per person');
    if (SHOTS) {
      await page.locator('#compose-title').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/compose-390x844.png` });
    }

    await page.getByLabel('Your name').fill('Emma Carter');
    await page.getByRole('button', { name: 'Accept this proposal' }).click();
    await expect.poll(() => received.accepts).toHaveLength(1);
    expect(received.accepts[0]).toEqual({
      level: 2,
      name: 'Emma Carter',
      composition: { level: 2, stays: { '2-4': 3 }, extras: [41] },
    });
    // The page reloads into what was accepted; closing it mid-way is what Chromium once never answered.
    await expect.poll(() => page.locator('#accept-title').textContent()).toBe('Thank you — proposal accepted');
    await close(page);
    // The longest walk of the file (axe, a reload, two pricing calls): ~3.5 s, but it ran past vitest's
    // 30 s once when the machine was shared with a second test run (CI run 91), and hung past 60 s
    // in whole CI runs (96, 110) after its last assertion, in the context's close: tried once more then.
  });

  it('follows the level chosen: a stay left as proposed moves with it, the address says so; says when the prices are today’s', async () => {
    const page = await open('/whitelabel/whitelabel-en-changed-compose?level=3&extras=41');
    expect(await page.locator('#level-3').isChecked()).toBe(true);
    expect(await page.locator('#stay-2-4-3').isChecked()).toBe(true);
    await expect.poll(() => page.locator('[data-compose-pp]').textContent()).toBe('US$ 3,060 per person');
    // Today's figures, and the page says so.
    expect(await page.locator('[data-compose-note]').textContent()).toBe(
      "The trip was updated after this proposal was sent: these are today's prices.",
    );
    await page.locator('label[for="level-1"]').click();
    expect(await page.locator('#stay-2-4-1').isChecked()).toBe(true);
    expect(new URL(page.url()).search).toBe('?level=1&extras=41');
    await close(page);
  });

  it.skipIf(!SHOTS)(
    'saves screenshots of two templates at 390×844 and 1440×900',
    async () => {
      for (const path of ['whitelabel', 'experience', 'ela', 'saas']) {
        for (const [width, height] of [
          [390, 844],
          [1440, 900],
        ] as const) {
          const page = await open(`/${path}/${path}`, { width, height });
          // Lazy pictures load as they come near: scroll through once, then back to the top.
          for (let y = 0; y < 8000; y += 600) await page.evaluate(`window.scrollTo(0, ${y})`);
          await page.evaluate('window.scrollTo(0, 0)');
          await page.waitForLoadState('networkidle');
          await page.screenshot({ path: `${SHOTS}/${path}-${width}x${height}.png` });
          await page.screenshot({ path: `${SHOTS}/${path}-${width}x${height}-full.png`, fullPage: true });
          await close(page);
        }
      }
    },
    300_000,
  );
});
