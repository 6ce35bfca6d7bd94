import type { TenantTx } from '../../db/client';

// A stored version (I3) carries the quote's publish configuration and cover pictures (contract
// §5.4, §5.6), which the publishing module owns. Publishing sits on the quotes module (a publish
// changes the status), so quotes may not import it: publishing implements this port and app.ts
// hands it to the quotes routes (as quote-services does with services-port.ts).

export interface QuotePublishingPort {
  /** The quote's configuration in I18's shape: `config` (its `id` once published) and `images` by slot. */
  configuration(
    tx: TenantTx,
    tenantId: number,
    quoteId: number,
  ): Promise<{ config: Record<string, unknown>; images: Record<string, unknown>[] }>;
}

/** Without publishing wired (some tests): no configuration, no cover. */
export const noPublishing: QuotePublishingPort = {
  configuration: async () => ({ config: {}, images: [] }),
};
