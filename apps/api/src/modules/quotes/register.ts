import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../module-deps';
import { quoteActionsRoutes } from './quote-actions.routes';
import { createQuoteDeleter } from './quote-delete.job';
import { quotesRoutes } from './quotes.routes';

export async function register(app: FastifyInstance, { config, database, queue, ports }: ModuleDeps): Promise<void> {
  const quoteDeleter = createQuoteDeleter(database, queue);
  app.decorate('quoteDeleter', quoteDeleter);
  await app.register(
    quotesRoutes(database, ports.quoteServices, quoteDeleter, {
      pageCache: config.QUOTE_PAGE_CACHE,
      publishing: ports.publishing,
    }),
  );
  await app.register(quoteActionsRoutes(config, database, ports.quoteServices));
}
