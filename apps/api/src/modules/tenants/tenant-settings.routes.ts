import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantLanguageBodySchema, tenantLanguageResponseSchema } from '@itinera/domain/contracts';
import type { Database } from '../../db/client';
import { routeDoc, standardErrors } from '../../lib/route-schema';
import { authenticate, currentUser } from '../../plugins/auth';
import { getTenantLanguage, saveTenantLanguage } from './tenant-settings.service';

/** The workspace's settings a signed-in user reads (its default language); an administrator writes them. */
export function tenantSettingsRoutes(database: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate(database));
    const r = app.withTypeProvider<ZodTypeProvider>();
    const doc = routeDoc(['tenants']);
    r.get(
      '/tenant/settings/language',
      doc("The workspace's default language: what the screens speak for a user who chose none", {
        response: { 200: tenantLanguageResponseSchema, ...standardErrors },
      }),
      async (request) => ({ data: await getTenantLanguage(database, currentUser(request)) }),
    );
    r.put(
      '/tenant/settings/language',
      doc("Change the workspace's default language (an administrator; null removes it)", {
        body: tenantLanguageBodySchema,
        response: { 200: tenantLanguageResponseSchema, ...standardErrors },
      }),
      async (request) => ({
        data: await saveTenantLanguage(database, currentUser(request), request.body.default_language),
      }),
    );
  };
}
