import type { QuoteId } from '@itinera/domain/contracts';
import { QUOTES_KEY } from '../../../lib/quote-keys';

// The Book tab's reads live under the quotes key: a booking change refreshes the quote's header
// and the list rows' "n of m confirmed" with the same invalidation.
export const bookingKey = (quoteId: QuoteId) => [QUOTES_KEY, 'booking', quoteId] as const;
