import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { PublicProposal } from '@itinera/domain';
import { openTestDatabase } from '../../../test/helper';
import type { Database } from '../../db/client';
import { tenantsRepository } from '../../identity/tenants.repository';
import { registerSecurityHeaders } from '../../plugins/security-headers';
import { peruProposal } from './proposal.fixtures';
import { proposalPageRoutes, type AcceptInput } from './routes';

const CODE = peruProposal().code;

describe('the public proposal page route', () => {
  let app: FastifyInstance;
  let database: Database;
  let drop: () => Promise<void>;
  let demoId: number;
  const loads: Array<[number, string]> = [];
  const accepts: Array<[number, string, AcceptInput]> = [];

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    demoId =
      (await tenantsRepository.findBySlug(database.db, 'demo'))?.id ??
      (await tenantsRepository.create(database.db, { slug: 'demo', name: 'Demo' })).id;
    await tenantsRepository.create(database.db, { slug: 'acme', name: 'Acme' });
    app = Fastify();
    registerSecurityHeaders(app, {});
    // The form's accept counts on the app's limits (in memory here; the app's are in the database).
    await app.register(rateLimit, { global: false });
    // The loader knows one code, of the demo tenant only (as the publishing repository does).
    const loadProposal = async (tenantId: number, code: string): Promise<PublicProposal | null> => {
      loads.push([tenantId, code]);
      return tenantId === demoId && code === CODE ? peruProposal() : null;
    };
    const acceptProposal = async (tenantId: number, code: string, input: AcceptInput) => {
      accepts.push([tenantId, code, input]);
    };
    await app.register(
      proposalPageRoutes({
        loadProposal,
        acceptProposal,
        database,
        config: { DEFAULT_TENANT: 'demo', PUBLIC_URL: undefined, WEB_DIST: '/nonexistent/web/dist' },
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
  });

  it('serves the page of a known code under every template path, complete without a script', async () => {
    for (const path of ['whitelabel', 'ela', 'saas', 'experience']) {
      const res = await app.inject({ url: `/${path}/${CODE}`, headers: { host: 'localhost:3000' } });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Peru: Lima, Cusco and Machu Picchu');
      // The web is not built here: the page renders without its script.
      expect(res.body).not.toContain('<script');
    }
    expect(loads.at(-1)).toEqual([demoId, CODE]);
  });

  it('answers a friendly 404 page for an unknown code, in the reader language', async () => {
    const res = await app.inject({ url: '/ela/unknownCode1234', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('This proposal is no longer available');
    const es = await app.inject({ url: '/ela/unknownCode1234', headers: { 'accept-language': 'es-PE,es;q=0.9' } });
    expect(es.body).toContain('Esta propuesta ya no está disponible');
    expect(es.body).toContain('<html lang="es">');
    // A malformed code never reaches the loader.
    const before = loads.length;
    expect((await app.inject({ url: '/saas/%3Cscript%3E' })).statusCode).toBe(404);
    expect(loads.length).toBe(before);
  });

  it("never shows a tenant's proposal on another tenant's host", async () => {
    const res = await app.inject({ url: `/whitelabel/${CODE}`, headers: { host: 'acme.localhost:3000' } });
    expect(res.statusCode).toBe(404);
    expect(loads.at(-1)![0]).not.toBe(demoId);
    const unknownHost = await app.inject({ url: `/whitelabel/${CODE}`, headers: { host: 'nobody.localhost' } });
    expect(unknownHost.statusCode).toBe(404);
  });

  it('sends its own security policy: the inline style by hash, scripts from this origin, no cookie', async () => {
    const res = await app.inject({ url: `/saas/${CODE}` });
    const csp = String(res.headers['content-security-policy']);
    const css = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is gzipped for a reader that takes it', async () => {
    const res = await app.inject({ url: `/saas/${CODE}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(html).toContain('Peru: Lima, Cusco and Machu Picchu');
    expect(res.rawPayload.length).toBeLessThan(html.length / 2);
  });

  it('takes the accept of the plain HTML form and shows the page again', async () => {
    // What a browser without JS sends.
    const postForm = (url: string, payload: string) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    const page = await app.inject({ url: `/experience/${CODE}` });
    expect(/<form[^>]*>/.exec(page.body)![0]).toContain(`action="/experience/${CODE}"`);
    const res = await postForm(`/experience/${CODE}`, 'level=3&name=Emma+Carter&message=See+you+in+Cusco%21');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/experience/${CODE}#accept`);
    expect(accepts).toEqual([[demoId, CODE, { level: 3, name: 'Emma Carter', message: 'See you in Cusco!' }]]);
    // A level out of range is not passed on; the page shows again.
    const bad = await postForm(`/experience/${CODE}`, 'level=7');
    expect(bad.statusCode).toBe(303);
    expect(accepts).toHaveLength(1);
    const unknown = await postForm('/experience/unknownCode1234', 'level=1');
    expect(unknown.statusCode).toBe(404);
  });
});
