import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingOverview, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';
import { bookingKey } from './booking-keys';

/** How often the tab asks again while a supplier has a request open (decisions 0058, 0059 and 0060). */
export const BOOKING_POLL_MS = 15_000;

/** GET /tenant/itinerary/{uuid}/booking: the level sold's services by supplier, with their status. */
export const getBooking = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<BookingOverview>(`/tenant/itinerary/${quoteId}/booking`, { signal });

/** Whether a supplier still owes an answer: then the tracker follows it without a reload. */
const awaitingSupplier = (b: BookingOverview | undefined) =>
  !!b?.suppliers.some((s) => s.services.some((x) => x.booking_state === 'requested'));

export const bookingQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: bookingKey(quoteId),
    queryFn: ({ signal }) => getBooking(quoteId, signal),
    staleTime: 0,
    // A supplier answers on its own page: ask again every 15 s while one is awaited. TanStack
    // Query pauses this while the browser tab is hidden (refetchIntervalInBackground is off), so an
    // idle tab costs the server nothing; the API has no push channel to the web (no SSE).
    refetchInterval: (query) => (awaitingSupplier(query.state.data) ? BOOKING_POLL_MS : false),
  });

/** The booking; when a read (the poll) brings another progress, the quote's header and list rows read theirs again. */
export function useBooking(quoteId: QuoteId) {
  const query = useQuery(bookingQueryOptions(quoteId));
  const queryClient = useQueryClient();
  const seen = useRef<string | null>(null);
  const p = query.data?.progress;
  const progress = p ? `${p.confirmed}/${p.total}` : null;
  useEffect(() => {
    if (progress === null) return;
    if (seen.current !== null && seen.current !== progress)
      void queryClient.invalidateQueries({ queryKey: [QUOTES_KEY], predicate: (q) => q.queryKey[1] !== 'booking' });
    seen.current = progress;
  }, [progress, queryClient]);
  return query;
}
