import { describe, expect, it } from 'vitest';
import { tenantSlugFromHost } from './tenant-context';

const config = { DEFAULT_TENANT: 'demo', PUBLIC_URL: undefined };

describe('tenant resolution from the Host header', () => {
  it.each([
    ['localhost:3000', 'demo'],
    ['127.0.0.1:3000', 'demo'],
    ['acme.localhost:3000', 'acme'],
    ['acme.itinera.app', 'acme'],
    ['www.itinera.app', 'demo'],
    ['itinera.app', 'demo'],
    [undefined, 'demo'],
    ['[::1]:3000', 'demo'],
  ])('%s → %s', (host, slug) => {
    expect(tenantSlugFromHost(host, config)).toBe(slug);
  });

  it('uses the PUBLIC_URL host as the bare host', () => {
    const withBase = { DEFAULT_TENANT: 'demo', PUBLIC_URL: 'https://app.itinera.example' };
    expect(tenantSlugFromHost('app.itinera.example', withBase)).toBe('demo');
    expect(tenantSlugFromHost('cusco.app.itinera.example', withBase)).toBe('cusco');
  });
});
