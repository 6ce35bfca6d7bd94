import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { tenantsRepository } from './tenants.repository';

/** `baseURL` is the API root of each tenant: its sub-domain of PUBLIC_URL when one is set. */
export async function listTenants(config: Config, database: Database) {
  const rows = await tenantsRepository.list(database.db);
  return rows.map((t) => ({ name: t.name, domain: t.slug, baseURL: tenantBaseUrl(config, t.slug) }));
}

function tenantBaseUrl(config: Config, slug: string): string {
  if (!config.PUBLIC_URL) return '/tenant';
  const url = new URL(config.PUBLIC_URL);
  if (slug !== config.DEFAULT_TENANT) url.hostname = `${slug}.${url.hostname}`;
  return `${url.origin}/tenant`;
}
