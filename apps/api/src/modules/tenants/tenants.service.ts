import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PublicAddress } from '../../lib/public-address';
import { tenantsRepository, type TenantRow } from '../../identity/tenants.repository';

/**
 * The tenants offered at sign-in: the one this host serves, and those PUBLIC_TENANTS names, never
 * the whole deployment (no one lists a host's customers). `name` is the short name the original
 * client matches on ('demo'), `baseURL` the absolute API root, without /tenant (docs/domain/api-shapes.md).
 */
export async function listTenants(
  config: Config,
  database: Database,
  address: PublicAddress,
  hostTenant: TenantRow | null,
) {
  const slugs = [...new Set([...(hostTenant ? [hostTenant.slug] : []), ...config.PUBLIC_TENANTS])];
  const rows = await tenantsRepository.findBySlugs(database.db, slugs);
  const ordered = slugs.map((slug) => rows.find((t) => t.slug === slug)).filter((t): t is TenantRow => t !== undefined);
  return ordered.map((t) => ({ name: t.slug, domain: t.slug, baseURL: address.tenantOrigin(t.slug) }));
}
