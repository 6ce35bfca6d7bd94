import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../lib/app-error';
import { rememberBounded } from '../lib/bounded-map';
import { tenantsRepository, type TenantRow } from '../identity/tenants.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant named by the Host sub-domain (or DEFAULT_TENANT on a bare host); null when unknown. */
    tenant: TenantRow | null;
  }
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * `acme.itinera.app` → `acme`; `acme.localhost` → `acme`; a bare host (localhost, an IP, the
 * PUBLIC_URL host itself) → the default tenant.
 */
export function tenantSlugFromHost(
  hostHeader: string | undefined,
  config: Pick<Config, 'DEFAULT_TENANT' | 'PUBLIC_URL'>,
): string {
  const host = (hostHeader ?? '')
    .toLowerCase()
    .replace(/^\[.*\]/, '')
    .replace(/:\d+$/, '');
  if (!host || IPV4.test(host) || host === 'localhost') return config.DEFAULT_TENANT;
  const base = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname.toLowerCase() : undefined;
  if (base && host === base) return config.DEFAULT_TENANT;
  if (base && host.endsWith(`.${base}`))
    return host
      .slice(0, -(base.length + 1))
      .split('.')
      .pop()!;
  const labels = host.split('.');
  if (labels.length >= 2 && labels.at(-1) === 'localhost') return labels[0]!;
  if (labels.length >= 3 && labels[0] !== 'www') return labels[0]!;
  return config.DEFAULT_TENANT;
}

// A short cache: tenant rows change almost never and every API call needs one.
const CACHE_MS = 30_000;
// Hosts and slugs seen: any client can send any Host, so both maps are bounded.
const MAX_HOSTS = 1_000;

export function registerTenantContext(app: FastifyInstance, config: Config, database: Database): void {
  const cache = new Map<string, { at: number; row: TenantRow | null }>();
  const slugs = new Map<string, string>();
  const slugOf = (host: string | undefined) => {
    const known = slugs.get(host ?? '');
    return known ?? rememberBounded(slugs, host ?? '', tenantSlugFromHost(host, config), MAX_HOSTS);
  };
  app.decorateRequest('tenant', null);
  // A callback hook, answered at once from the cache: an async hook costs a promise on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/tenant/')) return done();
    const slug = slugOf(request.headers.host);
    const hit = cache.get(slug);
    if (hit && Date.now() - hit.at < CACHE_MS) {
      request.tenant = hit.row;
      return done();
    }
    tenantsRepository.findBySlug(database.db, slug).then((found) => {
      const row = found ?? null;
      rememberBounded(cache, slug, { at: Date.now(), row }, MAX_HOSTS);
      request.tenant = row;
      done();
    }, done);
  });
}

/** The request's tenant, or a 404 naming the host: used by every tenant-scoped route. */
export function requireTenant(request: FastifyRequest): TenantRow {
  if (!request.tenant) throw new AppError('NOT_FOUND', 'No Itinera workspace is served at this address.');
  return request.tenant;
}
