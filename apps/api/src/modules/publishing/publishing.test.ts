import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';
import { putQuote, setStatus } from '../../../test/quotes.fixtures';
import { inject, quoteWith, type Headers } from '../../../test/quote-services.fixtures';
import {
  forbiddenKeys,
  pricedQuote,
  publish,
  publishingWorld,
  type PublishingWorld,
} from '../../../test/publishing.fixtures';
import { seedDemo } from '../../seed/seed';

// Decisions 0029, 0030 and 0031: the publish configuration (I18, I19), publishing (I17) and the public proposal — the
// version is pinned, a revoked or expired link and another tenant's code are not found, the
// public data carries no cost, the client accepts once, the page's beacons are taken as text.

let ctx: TestContext;
const as: Record<string, Headers> = {};
let w: PublishingWorld;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database, 'other');
  for (const who of ['admin', 'operator', 'agent']) as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
  as.other = (await signIn(ctx.app, 'admin@itinera.demo', { host: 'other.localhost' })).headers;
  w = await publishingWorld(ctx, as.admin!);
}, 180_000);
afterAll(() => ctx.close());

const configBody = (contents: number[], over: Record<string, unknown> = {}) => ({
  config: {
    id: null,
    id_template: 2,
    contents: contents.map((id_content) => ({ id: null, id_content })),
    colors: [{ id: null, value: '#123456', type: 'mainBgColor', label: 'Main background' }],
    ...over,
  },
  images: [],
});
const publicJson = (code: string, host?: string) =>
  ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}`, headers: host ? { host } : {} });

describe('the publish configuration', () => {
  it('starts from the defaults, unpublished: no config id, and the code of the link the first publish will use', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w);
    const res = await inject(ctx, 'GET', `/tenant/itinerary/publish/config/${quote.uuid}`, as.admin!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Decision 0064: the original client builds its weblink from the code before publishing too.
    expect(body.code).toMatch(/^[\w-]{32,}$/);
    expect((await publicJson(body.code)).statusCode).toBe(404);
    expect(body.config.id).toBeNull();
    expect(body.config.contents.map((c: { id_content: number }) => c.id_content)).toEqual([
      1, 3, 4, 6, 7, 8, 9, 10, 11, 13,
    ]);
    expect(body.config.colors.map((c: { type: string }) => c.type)).toEqual([
      'navBgColor',
      'mainBgColor',
      'mainTextColor',
    ]);
    expect(body.images.map((i: { type: string }) => i.type)).toContain('cover_page');
  });

  it('refuses an unknown option and a bad colour with 400', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w);
    const url = `/tenant/itinerary/publish/config/${quote.uuid}`;
    const unknown = await inject(ctx, 'POST', url, as.admin!, configBody([1, 15]));
    expect(unknown.statusCode).toBe(400);
    errorOf(unknown);
    const colour = await inject(ctx, 'POST', url, as.admin!, {
      ...configBody([1]),
      config: { id_template: 1, contents: [], colors: [{ value: 'red; x', type: 'navBgColor' }] },
    });
    expect(colour.statusCode).toBe(400);
    const type = await inject(ctx, 'POST', url, as.admin!, {
      config: { id_template: 1, contents: [], colors: [{ value: '#fff', type: 'shadow' }] },
    });
    expect(type.statusCode).toBe(400);
  });

  it('the payment gateway (12) brings hotels, prices and optionals; removed contents (status -1) go', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w);
    const res = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/publish/config/${quote.uuid}?cur_step=1&last_step=1`,
      as.admin!,
      {
        config: {
          id_template: 2,
          contents: [
            { id: null, id_content: 12 },
            { id: 4, id_content: 4 },
            { id: 9, id_content: 9, status: -1 },
          ],
          colors: [{ id: null, value: '#ABC', type: 'navBgColor', label: 'x' }],
        },
        images: [{ type: 'logo', id: null, images: '{}' }],
      },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.config.contents.map((c: { id_content: number }) => c.id_content)).toEqual([3, 4, 10, 12, 13]);
    expect(body.config.id_template).toBe(2);
    expect(body.config.colors.find((c: { type: string }) => c.type === 'navBgColor').value).toBe('#aabbcc');
  });

  it('refuses the service list with prices (5) to anyone but an administrator, with the reason', async () => {
    const quote = await pricedQuote(ctx, as.operator!, w);
    const res = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/publish/config/${quote.uuid}`,
      as.operator!,
      configBody([4, 5]),
    );
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toMatch(/administrator/);
  });

  it('takes an uploaded picture into an image slot, with its two thumbnails served at /media/', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w);
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const boundary = 'x-publish-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\ncover_page\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/publish/images/${quote.uuid}`,
      headers: { ...as.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode).toBe(201);
    const image = up.json();
    expect(image.thumbnail_1200X725).toMatch(/^\/media\/proposal-demo-[\w-]+-1200x725\.webp$/);
    const saved = await inject(ctx, 'POST', `/tenant/itinerary/publish/config/${quote.uuid}`, as.admin!, {
      ...configBody([4, 10]),
      images: [{ type: 'cover_page', id: null, images: `{${image.id}}` }],
    });
    expect(saved.statusCode).toBe(200);
    const cover = saved.json().images.find((i: { type: string }) => i.type === 'cover_page');
    expect(cover.images_full).toEqual([image]);
    const unknown = await inject(ctx, 'POST', `/tenant/itinerary/publish/config/${quote.uuid}`, as.admin!, {
      ...configBody([4]),
      images: [{ type: 'logo', images: '{999999}' }],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('lists the web templates with covers; a travel agent is not offered ela and saas', async () => {
    const all = (await inject(ctx, 'GET', '/tenant/itineraries/web-templates', as.admin!)).json();
    expect(all.map((t: { path: string }) => t.path)).toEqual(['whitelabel', 'ela', 'saas', 'experience']);
    const agent = (await inject(ctx, 'GET', '/tenant/itineraries/web-templates', as.agent!)).json();
    expect(agent.map((t: { id: number }) => t.id)).toEqual([1, 4]);
    const cover = await ctx.app.inject({ method: 'GET', url: all[1].cover });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(cover.body).toContain('<svg');
  });
});

describe('publishing', () => {
  it('pins the published version: an edit after publishing is not what the client sees', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w, 'Pinned trip');
    const done = await publish(ctx, as.admin!, quote.uuid);
    expect(done.code).toMatch(/^[\w-]{43}$/);
    expect(done.url).toMatch(new RegExp(`/whitelabel/${done.code}$`));
    // In Preparation → Sent (decision 0029).
    expect(done.itinerary.status.id).toBe(4);
    const first = (await publicJson(done.code)).json();
    expect(first.quote.title).toBe('Pinned trip');

    // Back to In Preparation (Sent locks the prices), then an edit.
    expect((await setStatus(ctx, as.admin!, quote.uuid, 1)).statusCode).toBe(200);
    const edit = await putQuote(ctx, as.admin!, quote.uuid, {
      version: done.itinerary.version,
      title: 'Changed after publishing',
    });
    expect(edit.statusCode).toBe(200);
    const after = (await publicJson(done.code)).json();
    expect(after.quote.title).toBe('Pinned trip');
    expect(after.version).toBe(first.version);

    const state = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${quote.uuid}/state`, as.admin!)).json();
    expect(state.currentVersion).toBeGreaterThan(first.version);
    expect(state.publications).toHaveLength(1);
    // Publishing again: the same address now shows the new version.
    const again = await publish(ctx, as.admin!, quote.uuid);
    expect(again.code).toBe(done.code);
    expect((await publicJson(done.code)).json().quote.title).toBe('Changed after publishing');
  });

  it('shows what changed since the published version: services and prices per level', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w);
    await publish(ctx, as.admin!, quote.uuid);
    expect((await setStatus(ctx, as.admin!, quote.uuid, 1)).statusCode).toBe(200);
    const add = await inject(ctx, 'POST', `/tenant/itinerary/services/${quote.uuid}`, as.admin!, {
      services: [{ service_id: w.cat.tour, day: '3' }],
    });
    expect(add.statusCode).toBe(200);
    const diff = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${quote.uuid}/diff`, as.admin!)).json();
    expect(diff.current.version).toBeGreaterThan(diff.published.version);
    expect(diff.services.some((s: { change: string }) => s.change !== 'removed')).toBe(true);
    expect(diff.levels.length).toBeGreaterThan(0);
  });

  it('refuses to publish a quote without services (422 with errors.services)', async () => {
    const { quote } = await quoteWith(ctx, as.admin!, { title: 'Empty', client_id: w.ids.andean }, []);
    const res = await inject(ctx, 'POST', `/tenant/itinerary/publish/${quote.uuid}`, as.admin!, {
      id: quote.uuid,
      lang: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.services).toEqual({});
  });

  it('makes the PDF and serves it to staff and on the public address', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w, 'PDF trip');
    const { code } = await publish(ctx, as.admin!, quote.uuid);
    const staff = await inject(ctx, 'GET', `/tenant/itinerary/publish/${quote.uuid}/pdf`, as.admin!);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('application/pdf');
    expect(staff.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pub = await ctx.app.inject({ method: 'GET', url: `/tenant/public/proposals/${code}/pdf` });
    expect(pub.statusCode).toBe(200);
    const state = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${quote.uuid}/state`, as.admin!)).json();
    expect(state.publications[0].pdf.status).toBe('ready');
  });

  it('previews the unsaved configuration as the page', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w, 'Preview trip');
    const res = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/publish/${quote.uuid}/preview`,
      as.admin!,
      configBody([4, 10]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Preview trip');
  });
});

describe('the public proposal', () => {
  it('carries no cost, margin, supplier or passenger key anywhere, even with every option on', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w);
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
    const saved = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/publish/config/${quote.uuid}`,
      as.admin!,
      configBody(all),
    );
    // Option 5 may be refused for this quote (a fee or an upsale): then the rest is published.
    if (saved.statusCode !== 200)
      await inject(
        ctx,
        'POST',
        `/tenant/itinerary/publish/config/${quote.uuid}`,
        as.admin!,
        configBody(all.filter((o) => o !== 5)),
      );
    const { code } = await publish(ctx, as.admin!, quote.uuid);
    const res = await publicJson(code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.levels.length).toBeGreaterThan(0);
    expect(body.levels[0].total).toBeGreaterThan(0);
    expect(forbiddenKeys(body)).toEqual([]);
    expect(JSON.stringify(body)).not.toMatch(/supplier|passenger/i);
  });

  it("is not found once revoked, once expired, with an unknown code, or on another tenant's host", async () => {
    const a = await pricedQuote(ctx, as.admin!, w);
    const { code } = await publish(ctx, as.admin!, a.uuid);
    expect((await publicJson(code, 'other.localhost')).statusCode).toBe(404);
    expect((await publicJson('x'.repeat(43))).statusCode).toBe(404);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/whitelabel/${code}`,
      headers: { host: 'other.localhost' },
    });
    expect(page.statusCode).toBe(404);

    const expired = await inject(ctx, 'POST', `/tenant/itinerary/publish/${a.uuid}/expiry`, as.admin!, {
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(expired.statusCode).toBe(200);
    expect((await publicJson(code)).statusCode).toBe(404);
    await inject(ctx, 'POST', `/tenant/itinerary/publish/${a.uuid}/expiry`, as.admin!, { expiresAt: null });
    expect((await publicJson(code)).statusCode).toBe(200);

    const revoked = await inject(ctx, 'POST', `/tenant/itinerary/publish/${a.uuid}/revoke`, as.admin!);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().link.revokedAt).not.toBeNull();
    expect((await publicJson(code)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/whitelabel/${code}` })).statusCode).toBe(404);
    // Publishing again gives a new address; the revoked one stays dead.
    const again = await publish(ctx, as.admin!, a.uuid);
    expect(again.code).not.toBe(code);
    expect((await publicJson(code)).statusCode).toBe(404);
    // Another tenant's staff cannot see the quote's publishing at all.
    expect((await inject(ctx, 'GET', `/tenant/itinerary/publish/${a.uuid}/state`, as.other!)).statusCode).toBe(404);
  });

  it("takes the page's beacons as text/plain, one or a batch, and shows them to staff", async () => {
    const quote = await pricedQuote(ctx, as.admin!, w);
    const { code } = await publish(ctx, as.admin!, quote.uuid);
    const beacon = (payload: unknown, type = 'text/plain;charset=UTF-8') =>
      ctx.app.inject({
        method: 'POST',
        url: `/tenant/public/proposals/${code}/events`,
        headers: { 'content-type': type },
        payload: JSON.stringify(payload),
      });
    expect((await beacon({ kind: 'open' })).statusCode).toBe(204);
    expect(
      (
        await beacon([
          { kind: 'read', section: 'day-2', seconds: 14 },
          { kind: 'level', level: 3 },
        ])
      ).statusCode,
    ).toBe(204);
    expect((await beacon({ kind: 'level', level: 2 }, 'application/json')).statusCode).toBe(204);
    expect((await beacon({ kind: 'hack' })).statusCode).toBe(400);
    expect((await beacon(Array.from({ length: 51 }, () => ({ kind: 'open' })))).statusCode).toBe(400);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/public/proposals/${code}/events`,
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(bad.statusCode).toBe(400);
    const state = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${quote.uuid}/state`, as.admin!)).json();
    expect(state.events.map((e: { kind: string }) => e.kind).sort()).toEqual(['level', 'level', 'open', 'read']);
    expect(state.events.find((e: { kind: string }) => e.kind === 'read')).toMatchObject({
      section: 'day-2',
      seconds: 14,
    });
    expect(state.lastSeen.version).toBe(state.publications[0].version);
  });

  it('is accepted once: the Sent quote becomes Confirmed, a second accept is 409', async () => {
    const quote = await pricedQuote(ctx, as.admin!, w);
    const { code } = await publish(ctx, as.admin!, quote.uuid);
    const levels = (await publicJson(code)).json().levels.map((l: { level: number }) => l.level);
    const level = levels.at(-1);
    const url = `/tenant/public/proposals/${code}/accept`;
    const first = await ctx.app.inject({ method: 'POST', url, payload: { level, message: 'Lovely', name: 'Ana' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().accepted.level).toBe(level);
    const second = await ctx.app.inject({ method: 'POST', url, payload: { level } });
    expect(second.statusCode).toBe(409);
    errorOf(second);
    const detail = (await inject(ctx, 'GET', `/tenant/itinerary/${quote.uuid}`, as.admin!)).json();
    expect(detail.data.status.id).toBe(2);
    const state = (await inject(ctx, 'GET', `/tenant/itinerary/publish/${quote.uuid}/state`, as.admin!)).json();
    expect(state.accepted).toMatchObject({ level, message: 'Lovely', name: 'Ana' });
    expect((await publicJson(code)).json().accepted.level).toBe(level);
    const bad = await ctx.app.inject({ method: 'POST', url, payload: { level: 7 } });
    expect(bad.statusCode).toBe(400);
  });
});
