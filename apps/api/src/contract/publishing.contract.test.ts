import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/helper';
import { originalClientHeaders } from '../../test/original-client';
import { inject, type Headers } from '../../test/quote-services.fixtures';
import { pricedQuote, publishingWorld } from '../../test/publishing.fixtures';

// Decisions 0029, 0030 and 0031: I17, I18, I19 and C13 exactly as the original client sends them (original-client.md §5.1, §5.6,
// §4) — its headers, the steps query (and `&lang=` on I17), I19's body with stored contents
// keeping their id, new ones with id null, removed ones re-sent with status -1, colours as
// {id, value, type, label}, images as "{1,2}" strings — and the fields it reads back: `code`,
// `config.id` (published), `config.id_template`, `contents[].id_content`, `colors[]`,
// `images[].images_full[]`, and I17's `message`; a refused publish's `message` and
// `errors.services` (§1.5); the notification sent with no Authorization header (§1.2, §13).

let ctx: TestContext;
let headers: Headers;
let uuid: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signIn(ctx.app, 'admin@itinera.demo');
  headers = originalClientHeaders(admin.headers);
  const world = await publishingWorld(ctx, headers);
  uuid = (await pricedQuote(ctx, headers, world, 'Contract publish')).uuid;
}, 180_000);
afterAll(() => ctx.close());

describe('the original client publishing a quote', () => {
  it('C13: reads the web templates as a bare array of {id, name, image_cover}', async () => {
    const res = await inject(ctx, 'GET', '/tenant/itineraries/web-templates', headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(
      body.map((t: { id: number; name: string; image_cover: string }) => [t.id, typeof t.name, typeof t.image_cover]),
    ).toEqual([
      [1, 'string', 'string'],
      [2, 'string', 'string'],
      [3, 'string', 'string'],
      [4, 'string', 'string'],
    ]);
  });

  it('I18 → I19 → I18 → I17: configure, save, re-read, publish, and the config now has an id and a code', async () => {
    const i18 = await inject(ctx, 'GET', `/tenant/itinerary/publish/config/${uuid}`, headers);
    expect(i18.statusCode).toBe(200);
    const first = i18.json();
    // The code is there from the first read (decisions 0064 and 0067): the link answers 404 until published.
    expect(first).toMatchObject({ code: expect.stringMatching(/^[\w-]{32,}$/), config: { id: null } });

    // The client sends the stored config back, a new option with id null, a removed one with status -1.
    const stored = first.config.contents as { id: number; id_content: number }[];
    const removed = stored.find((c) => c.id_content === 9)!;
    const i19Body = {
      images: [
        { type: 'logo', id: null, images: '{}' },
        { type: 'background', id: null, images: '{}' },
        { type: 'cover_page', id: 3, images: '{}' },
      ],
      config: {
        ...first.config,
        id: first.config.id ?? null,
        id_template: 1,
        contents: [...stored.filter((c) => c !== removed), { id: null, id_content: 2 }, { ...removed, status: -1 }],
        colors: [
          { id: null, value: '#f9f6f0', type: 'navBgColor', label: 'Navbar background color' },
          { id: null, value: '#1f4e5f', type: 'mainBgColor', label: 'Main background color' },
          { id: null, value: '#810644', type: 'mainTextColor', label: 'Main text color' },
        ],
      },
    };
    const i19 = await inject(
      ctx,
      'POST',
      `/tenant/itinerary/publish/config/${uuid}?cur_step=1&last_step=1`,
      headers,
      i19Body,
    );
    expect(i19.statusCode).toBe(200);
    const saved = i19.json();
    // Stored as the published config: the I18 shape.
    expect(Object.keys(saved).sort()).toEqual(['code', 'config', 'images']);
    const ids = saved.config.contents.map((c: { id_content: number }) => c.id_content);
    expect(ids).toContain(2);
    expect(ids).not.toContain(9);
    expect(saved.config.colors.find((c: { type: string }) => c.type === 'mainBgColor').value).toBe('#1f4e5f');
    for (const group of saved.images) expect(Array.isArray(group.images_full)).toBe(true);

    const reread = (await inject(ctx, 'GET', `/tenant/itinerary/publish/config/${uuid}`, headers)).json();
    expect(reread.config.contents).toEqual(saved.config.contents);

    const i17 = await inject(ctx, 'POST', `/tenant/itinerary/publish/${uuid}?cur_step=1&last_step=1&lang=1`, headers, {
      id: uuid,
      lang: 1,
    });
    expect(i17.statusCode).toBe(200);
    expect(typeof i17.json().message).toBe('string');

    // "config.id present means published"; the web link is <WEB_LINK_URL>/<template.path>/<code>.
    const after = (await inject(ctx, 'GET', `/tenant/itinerary/publish/config/${uuid}`, headers)).json();
    expect(after.config.id).toEqual(expect.any(Number));
    expect(after.code).toMatch(/^[\w-]{32,}$/);
    const page = await ctx.app.inject({ method: 'GET', url: `/whitelabel/${after.code}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Contract publish');
  });

  it('I19: a save the client cannot make is answered with a `message` it shows', async () => {
    const res = await inject(ctx, 'POST', `/tenant/itinerary/publish/config/${uuid}?cur_step=1&last_step=1`, headers, {
      images: [],
      config: { id: null, id_template: 1, contents: [{ id: null, id_content: 99 }], colors: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('I17: a quote that cannot be published answers `message` and `errors.services` (§1.5)', async () => {
    const created = await inject(ctx, 'POST', '/tenant/itinerary?cur_step=1&last_step=1', headers, [
      {
        id: null,
        title: { id: null, value: 'Nothing yet' },
        currency_id: 1,
        language_id: 1,
        status: 1,
        itinerary_type_id: 1,
      },
    ]);
    const empty = created.json().messages[0].itinerary as string;
    const res = await inject(ctx, 'POST', `/tenant/itinerary/publish/${empty}?cur_step=1&last_step=1&lang=1`, headers, {
      id: empty,
      lang: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().message).toBe('string');
    expect(typeof res.json().errors.services).toBe('object');
  });

  it('§13: the notification is sent with no Authorization header and answers `message`', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/tenant/itinerary/publish/notification/${uuid}`,
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      payload: { id: uuid },
    });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().message).toBe('string');
    expect(res.body).not.toContain('@');
  });

  it('describes every publishing route in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/tenant/itineraries/web-templates',
        '/tenant/itinerary/publish/config/{id}',
        '/tenant/itinerary/publish/{id}',
        '/tenant/itinerary/publish/{id}/state',
        '/tenant/itinerary/publish/{id}/diff',
        '/tenant/itinerary/publish/notification/{id}',
        '/tenant/public/proposals/{code}',
        '/tenant/public/proposals/{code}/events',
        '/tenant/public/proposals/{code}/accept',
      ]),
    );
  });
});
