import type { Day, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { WriteQuery } from './days-keys';

/**
 * D6 PUT /tenant/days/by-itinerary with `autocomplete`: writes a row for every day of the quote
 * and fills the empty titles and descriptions with drafts from the days' places and services.
 * The tab's "Create days" uses it rather than D5 (rows only): a day written blank is one more
 * thing for the operator to fill by hand.
 */
export const completeDays = (quoteId: QuoteId, query: WriteQuery) =>
  http<Day[]>('/tenant/days/by-itinerary', {
    method: 'PUT',
    body: { itinerary_uuid: quoteId, autocomplete: true },
    query: { ...query },
  });
