import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { seedDemo } from '../seed/seed';
import { createServerTestDatabase, errorOf, openTestDatabase, signIn } from '../../test/helper';
import { clientAddress } from './limits';

// Decision 0023: limits keyed on X-Forwarded-For were escaped by sending a new one each time, and each
// API process counted on its own. Two databases are opened on a server (two pools, as two
// processes have); PGlite has one connection, which both apps share.
const apps: FastifyInstance[] = [];
let database: Database;
let second: Database;
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  if (process.env.TEST_DB_KIND === 'pg') {
    const server = await createServerTestDatabase();
    drop = server.drop;
    database = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 4 });
    second = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 4 });
  } else {
    ({ database, drop } = await openTestDatabase());
    second = database;
  }
  await seedDemo(database, 'demo');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  if (second !== database) await second.close();
  await drop();
});

async function appOn(db: Database, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEFAULT_TENANT: 'demo',
    DATA_DIR: '.tmp/unused',
    CHECK_RESPONSES: '1',
    ...env,
  });
  const app = await buildApp(config, { database: db });
  apps.push(app);
  await app.ready();
  return app;
}

const login = (app: FastifyInstance, email: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/tenant/login',
    headers,
    remoteAddress,
    payload: { email, password: 'not-the-password' },
  });
const contact = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/tenant/contactus',
    headers,
    payload: { name: 'Jorge', email: 'jorge@example.pe', message: 'We want to try Itinera.' },
  });
const limited = (res: { statusCode: number; json(): unknown }) =>
  res.statusCode === 429 && errorOf(res).code === 'RATE_LIMITED';
const forwarded = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });

describe('with TRUST_PROXY unset, X-Forwarded-For chooses no counter', () => {
  it('rotating it does not escape the sign-in limit', async () => {
    const app = await appOn(database, { RATE_LIMIT_LOGIN: '3' });
    for (let i = 1; i <= 3; i++) expect((await login(app, 'operator@itinera.demo', forwarded(i))).statusCode).toBe(401);
    const res = await login(app, 'operator@itinera.demo', forwarded(4));
    expect(limited(res)).toBe(true);
    expect(errorOf(res).message).toMatch(/Too many attempts/);
  });

  it('rotating it does not escape the contact limit, nor the feedback limit', async () => {
    const app = await appOn(database, { RATE_LIMIT_CONTACT: '2', RATE_LIMIT_FEEDBACK: '2' });
    expect((await contact(app, forwarded(1))).statusCode).toBe(200);
    expect((await contact(app, forwarded(2))).statusCode).toBe(200);
    expect(limited(await contact(app, forwarded(3)))).toBe(true);

    const agent = (await signIn(app, 'agent@itinera.demo')).headers;
    const feedback = (headers: Record<string, string>, i: number) =>
      app.inject({
        method: 'POST',
        url: '/tenant/user/feedback',
        headers: { ...headers, ...forwarded(i) },
        payload: { subject: 'Rooms', message: `Feedback number ${i}.` },
      });
    expect((await feedback(agent, 1)).statusCode).toBe(201);
    expect((await feedback(agent, 2)).statusCode).toBe(201);
    expect(limited(await feedback(agent, 3))).toBe(true);
    // Counted per user: another user of the tenant still may.
    const operator = (await signIn(app, 'operator@itinera.demo')).headers;
    expect((await feedback(operator, 4)).statusCode).toBe(201);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('counts the client X-Forwarded-For names when the proxy sends it, and the socket otherwise', async () => {
    const app = await appOn(database, { RATE_LIMIT_LOGIN: '2', TRUST_PROXY: '10.0.0.1' });
    const viaProxy = (client: string) =>
      login(app, 'clientadmin@itinera.demo', { 'x-forwarded-for': client }, '10.0.0.1');
    expect((await viaProxy('198.51.100.7')).statusCode).toBe(401);
    // A client that prepends its own entry is still the address the proxy saw.
    expect((await viaProxy('1.2.3.4, 198.51.100.7')).statusCode).toBe(401);
    expect(limited(await viaProxy('198.51.100.7'))).toBe(true);
    expect((await viaProxy('198.51.100.8')).statusCode).toBe(401);

    // Not through the proxy: the header is ignored and the socket's address is counted.
    const direct = (i: number) => login(app, 'clientadmin@itinera.demo', forwarded(i), '192.0.2.9');
    expect((await direct(1)).statusCode).toBe(401);
    expect((await direct(2)).statusCode).toBe(401);
    expect(limited(await direct(3))).toBe(true);
  });

  it('counts an IPv6 client by its /64', async () => {
    const app = await appOn(database, { RATE_LIMIT_LOGIN: '2', TRUST_PROXY: '10.0.0.0/8' });
    const viaProxy = (client: string) => login(app, 'agent@itinera.demo', { 'x-forwarded-for': client }, '10.9.8.7');
    expect((await viaProxy('2001:db8:5:6::1')).statusCode).toBe(401);
    expect((await viaProxy('2001:db8:5:6:aaaa::2')).statusCode).toBe(401);
    expect(limited(await viaProxy('2001:db8:5:6:ffff:1:2:3'))).toBe(true);
    expect((await viaProxy('2001:db8:5:7::1')).statusCode).toBe(401);
  });

  it('reads TRUST_PROXY as addresses, ranges and names, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16,loopback, fd00::/8 ' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      'fd00::/8',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    for (const bad of ['true', '1', '*', '10.0.0.1/33', 'proxy.example.com', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('keys an address as the counters see it', () => {
    const key = (ip: string) => clientAddress({ ip } as FastifyRequest);
    expect(key('203.0.113.5')).toBe('203.0.113.5');
    expect(key('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(key('2001:DB8:0:0:1::9')).toBe('2001:db8:0:0::/64');
    expect(key('::1')).toBe('0:0:0:0::/64');
    expect(key('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('counters in the database', () => {
  it('two app instances on one database share one limit', async () => {
    const [one, two] = [
      await appOn(database, { RATE_LIMIT_LOGIN: '4' }),
      await appOn(second, { RATE_LIMIT_LOGIN: '4' }),
    ];
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await login(i % 2 ? two : one, 'admin@itinera.demo')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 429, 429]);
    const res = await login(one, 'admin@itinera.demo');
    expect(res.json()).toEqual({
      errors: { data: expect.stringMatching(/^Too many attempts/) },
      message: expect.stringMatching(/^Too many attempts/),
      code: 'RATE_LIMITED',
    });
  });

  it('lets exactly the limit through when both instances are hit at once', async () => {
    const [one, two] = [
      await appOn(database, { RATE_LIMIT_CONTACT: '5' }),
      await appOn(second, { RATE_LIMIT_CONTACT: '5' }),
    ];
    await database.executeSql(`DELETE FROM rate_limits WHERE key LIKE 'contact:%'`);
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => contact(i % 2 ? two : one)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(answers.filter(limited)).toHaveLength(11);
  });

  it('deletes expired counters as it writes', async () => {
    await database.executeSql(`INSERT INTO rate_limits (key, points, expire) VALUES ('contact:old', 3, $1)`, [
      Date.now() - 1000,
    ]);
    const app = await appOn(second, { RATE_LIMIT_CONTACT: '50' });
    await contact(app, {});
    const left = rowsOf<{ key: string }>(
      await database.executeSql(`SELECT key FROM rate_limits WHERE expire < $1`, [Date.now()]),
    );
    expect(left).toEqual([]);
  });
});
