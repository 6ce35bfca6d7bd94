import type { QuoteId } from '@itinera/domain/contracts';

/** Every publishing query of one quote lives under this key, so a publish refreshes them all. */
export const publishingKey = (quoteId: QuoteId) => ['publishing', quoteId] as const;
