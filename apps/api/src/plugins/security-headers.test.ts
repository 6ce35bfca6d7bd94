import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

// The headers computed once must be exactly those @fastify/helmet sets on every request.
const options = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: null },
  },
  crossOriginEmbedderPolicy: false,
};
const headersOf = (res: { headers: Record<string, unknown> }) => {
  const { date: _d, 'content-length': _l, 'content-type': _t, connection: _c, ...rest } = res.headers;
  return rest;
};

describe('security headers', () => {
  it('sets the same headers as @fastify/helmet, on answers and on 404s', async () => {
    const ours = Fastify();
    registerSecurityHeaders(ours, options);
    const theirs = Fastify();
    await theirs.register(fastifyHelmet, options);
    for (const app of [ours, theirs]) app.get('/x', async () => ({ ok: true }));
    for (const url of ['/x', '/missing']) {
      const [a, b] = await Promise.all([ours.inject({ url }), theirs.inject({ url })]);
      expect(headersOf(a), url).toEqual(headersOf(b));
      expect(a.headers['content-security-policy']).toContain("default-src 'self'");
      expect(a.headers['x-content-type-options']).toBe('nosniff');
    }
    await Promise.all([ours.close(), theirs.close()]);
  });
});
