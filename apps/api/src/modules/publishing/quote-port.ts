import type { QuotePublishingPort } from '../quote-core/publishing-port';
import { configState } from './publish.service';

/** What the quotes module reads of publishing (quote-core/publishing-port.ts): I18's configuration, for I3. */
export const quotePublishingPort: QuotePublishingPort = {
  async configuration(tx, tenantId, quoteId) {
    const { config, images } = await configState(tx, tenantId, quoteId);
    return { config, images };
  },
};
