import type { QuoteServicesPort } from '../quote-core/services-port';
import { copyServices, restoreServices } from './copy';
import { quoteServicesRepository } from './quote-services.repository';
import { repriceQuote } from './reprice';
import { quoteDays } from './service-presenter';

/** What the quotes module's writes need of a quote's services (quote-core/services-port.ts); app.ts wires it. */
export const quoteServicesPort: QuoteServicesPort = {
  async reprice(tx, user, row) {
    const outcome = await repriceQuote(tx, user, row);
    return {
      listPrice: outcome.listPrice,
      messages: outcome.messages,
      days: (start, numDay) => quoteDays(start, numDay, outcome.services),
    };
  },
  copy: copyServices,
  restore: restoreServices,
  list: (tx, tenantId, quoteId) => quoteServicesRepository.list(tx, tenantId, quoteId),
};
