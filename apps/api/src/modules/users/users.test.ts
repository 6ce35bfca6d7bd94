import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, errorOf, signIn, type TestContext } from '../../../test/helper';

let ctx: TestContext;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: `.tmp/users-test-${process.pid}` } });
  for (const who of ['admin', 'operator', 'agent', 'clientadmin'])
    as[who] = (await signIn(ctx.app, `${who}@itinera.demo`)).headers;
});
afterAll(() => ctx.close());

const newUser = (patch: object = {}) => ({
  name: 'Rosa Mamani',
  email: `rosa.${Math.random().toString(36).slice(2)}@agency.pe`,
  password: 'sacred-valley-9',
  role: 7,
  ...patch,
});

describe('GET /tenant/users', () => {
  it('lists every user of the tenant to staff, paged with the list envelope', async () => {
    for (const who of ['admin', 'operator']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/tenant/users?page=1&limit=2', headers: as[who] });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toHaveLength(2);
      expect(body.meta).toMatchObject({ total: 4, per_page: 2, current_page: 1, last_page: 2 });
      expect(body.links.next).toContain('page=2');
      expect(JSON.stringify(body)).not.toMatch(/password/i);
    }
  });

  it('filters by role and by name', async () => {
    const byRole = await ctx.app.inject({ method: 'GET', url: '/tenant/users?role=7', headers: as.admin });
    expect(byRole.json().data.map((u: { email: string }) => u.email)).toEqual(['agent@itinera.demo']);
    const byName = await ctx.app.inject({ method: 'GET', url: '/tenant/users?name=oscar', headers: as.admin });
    expect(byName.json().data.map((u: { email: string }) => u.email)).toEqual(['operator@itinera.demo']);
  });

  it("shows a client admin only its own client's users", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/tenant/users', headers: as.clientadmin });
    expect(res.statusCode).toBe(200);
    expect(
      res.json().data.every((u: { client: { name: string } | null }) => u.client?.name === 'Andean Trails Travel'),
    ).toBe(true);
  });

  it('refuses a travel agent (403) and an anonymous call (401)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/users', headers: as.agent })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/users' })).statusCode).toBe(401);
  });

  it('refuses bad query values with 400', async () => {
    for (const qs of ['page=0', 'page=abc', 'limit=100000', 'role=99']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/tenant/users?${qs}`, headers: as.admin });
      expect(res.statusCode, qs).toBe(400);
      errorOf(res);
    }
  });
});

describe('POST /tenant/users', () => {
  it('lets an admin create a user who can then sign in', async () => {
    const body = newUser({ role: 4, permissions: ['view_sale_price'] });
    const res = await ctx.app.inject({ method: 'POST', url: '/tenant/users', headers: as.admin, payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Rosa Mamani',
      role: { id: 4, name: 'operator' },
      permissions: ['view_sale_price'],
    });
    await signIn(ctx.app, body.email, { password: body.password });
  });

  it('lets a client admin create a travel agent inside its own client only', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/users',
      headers: as.clientadmin,
      payload: newUser({ client_id: 999 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.client.name).toBe('Andean Trails Travel');
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/users',
      headers: as.clientadmin,
      payload: newUser({ role: 1 }),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('refuses operators and travel agents', async () => {
    for (const who of ['operator', 'agent']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/tenant/users', headers: as[who], payload: newUser() });
      expect(res.statusCode).toBe(403);
      errorOf(res);
    }
  });

  it('answers 409 for an e-mail already in use and 400 for bad fields', async () => {
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/users',
      headers: as.admin,
      payload: newUser({ email: 'AGENT@itinera.demo' }),
    });
    expect(dup.statusCode).toBe(409);
    for (const patch of [{ role: 5 }, { email: 'x' }, { password: 'short' }, { permissions: ['fly'] }, { role: 3 }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/tenant/users',
        headers: as.admin,
        payload: newUser(patch),
      });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      errorOf(res);
    }
  });
});

describe('profile', () => {
  const multipart = (name: string, filename: string, type: string, content: Buffer) => {
    const boundary = '----itinera-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { ...as.operator, 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('stores an uploaded photo as a 256×256 WebP served from its URL', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b7285' } })
      .png()
      .toBuffer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/photo',
      ...multipart('photo', 'me.png', 'image/png', png),
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.photo;
    expect(url).toMatch(/^\/media\/photos\/demo\/[0-9a-f]{24}\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuses a file that is not an image, the wrong field and a huge file with clear messages', async () => {
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/photo',
      ...multipart('photo', 'me.png', 'image/png', Buffer.from('not an image at all')),
    });
    expect(text.statusCode).toBe(422);
    expect(errorOf(text).errors.data).toMatch(/not an image/);
    const field = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/photo',
      ...multipart('avatar', 'me.png', 'image/png', Buffer.from('x')),
    });
    expect(field.statusCode).toBe(400);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/photo',
      ...multipart('photo', 'big.png', 'image/png', Buffer.alloc(6 * 1024 * 1024, 1)),
    });
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).errors.data).toMatch(/larger than 5 MB/);
  });

  it('renames the user and changes the password with the current one', async () => {
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/profile',
      headers: as.operator,
      payload: { name: 'Oscar Huamán' },
    });
    expect(renamed.json().data.name).toBe('Oscar Huamán');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/password',
      headers: as.operator,
      payload: { current_password: 'nope', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/tenant/user/password',
      headers: as.operator,
      payload: {
        current_password: 'itinera-demo',
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(ok.statusCode).toBe(200);
    await signIn(ctx.app, 'operator@itinera.demo', { password: 'brand-new-pass' });
  });
});
