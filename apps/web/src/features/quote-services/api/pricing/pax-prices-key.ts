import type { QuoteId } from '@itinera/domain/contracts';
import { quoteServicesKey } from '../quote-services-key';

// The calls of the level prices panel, one file each: Upsales and fee per passenger and level, the
// quote's margins and seller type (docs/domain/api-shapes.md#passenger-and-price-calls, docs/domain/api-shapes.md).

/** Under the tab's key, so every services write can mark it stale with one prefix. */
export const paxPricesKey = (quoteId: QuoteId) => [...quoteServicesKey(quoteId), 'pax-prices'] as const;
