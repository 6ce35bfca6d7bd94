import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { tenantsRepository } from '../../identity/tenants.repository';
import { proposalPageRoutes } from '../proposal-render';
import { composeRoutes } from './compose.routes';
import { composableChoices } from './compose.service';
import { createProposalPdfs } from './pdf.job';
import { acceptProposal, askQuestion, loadPublishedProposal, loadSupersededPage } from './public.service';
import { publicProposalRoutes } from './public.routes';
import { publishingRoutes } from './publishing.routes';

/** Publishing's staff and public calls, and the client's proposal page it loads (proposal-render draws it). */
export async function register(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const { config, database, queue, mailer, address, assetsDir, fileStore } = deps;
  const pdfs = createProposalPdfs(database, queue, assetsDir, fileStore);
  app.decorate('proposalPdfs', pdfs);
  await app.register(publishingRoutes({ database, pdfs, address, assetsDir, mailer }));
  await app.register(publicProposalRoutes({ database, mailer, address }));
  await app.register(composeRoutes({ database }));
  // The client's page at <tenant address>/<template path>/<code> (PAGE's routes, our data).
  // HTML pages, not API calls: left out of the OpenAPI document (and so of the junk-input walk).
  await app.register(async (pages) => {
    pages.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await pages.register(
      proposalPageRoutes({
        loadProposal: (tenantId, code) => loadPublishedProposal(database, tenantId, code),
        loadSuperseded: (tenantId, code) => loadSupersededPage(database, tenantId, code),
        loadChoices: (tenantId, code) => composableChoices(database, tenantId, code),
        acceptProposal: async (tenantId, code, input) => {
          const tenant = await tenantsRepository.findById(database.db, tenantId);
          return tenant
            ? acceptProposal(database, mailer, tenant, code, input, address.tenantOrigin(tenant.slug))
            : null;
        },
        askQuestion: async (tenantId, code, input) => {
          const tenant = await tenantsRepository.findById(database.db, tenantId);
          return tenant ? askQuestion(database, mailer, tenant, code, input) : null;
        },
        config,
        database,
      }),
    );
  });
}
