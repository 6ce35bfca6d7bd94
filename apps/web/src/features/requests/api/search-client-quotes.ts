import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteId, quoteListRowSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';

export type ClientQuote = ReturnType<(typeof quoteListRowSchema)['parse']>;
type QuoteList = ListEnvelope<ClientQuote> & { queue: { deleting: QuoteId[] } };

/** The most the quote list answers in one page; a client with more finds the rest by searching. */
export const CLIENT_QUOTES_LIMIT = 100;

/**
 * GET /tenant/itinerary?client=…&filter=…: the quotes (type 1, not templates) a request of this
 * client may link, newest first. Quotes the server is deleting are left out.
 */
export async function searchClientQuotes(
  clientId: number,
  filter: string,
  signal?: AbortSignal,
): Promise<{ rows: ClientQuote[]; total: number }> {
  const answer = await http<QuoteList>('/tenant/itinerary', {
    query: { client: clientId, filter: filter.trim(), type: 1, page: 1, limit: CLIENT_QUOTES_LIMIT },
    signal,
  });
  const deleting = new Set(answer.queue.deleting);
  return { rows: answer.data.filter((q) => !q.isDeleting && !deleting.has(q.id)), total: answer.meta.total };
}

export const clientQuotesQueryOptions = (clientId: number, filter: string) =>
  queryOptions({
    // Under the quotes key: a quote written elsewhere refreshes this list too.
    queryKey: ['quotes', 'client', clientId, filter.trim()],
    queryFn: ({ signal }) => searchClientQuotes(clientId, filter, signal),
    // The previous search stays on screen while the next loads, but never another client's quotes.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === clientId ? previous : undefined),
  });

export const useClientQuotes = (clientId: number | null, filter: string) =>
  useQuery({ ...clientQuotesQueryOptions(clientId ?? 0, filter), enabled: clientId !== null });
