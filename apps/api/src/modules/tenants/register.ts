import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { tenantSettingsRoutes } from './tenant-settings.routes';
import { tenantsRoutes } from './tenants.routes';

export async function register(app: FastifyInstance, { config, database, address }: ModuleDeps): Promise<void> {
  await app.register(tenantsRoutes(config, database, address));
  await app.register(tenantSettingsRoutes(database));
}
