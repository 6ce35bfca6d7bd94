import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingOverview, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { bookingKey } from './booking-keys';

/** GET /tenant/itinerary/{uuid}/booking: the level sold's services by supplier, with their status. */
export const getBooking = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<BookingOverview>(`/tenant/itinerary/${quoteId}/booking`, { signal });

export const bookingQueryOptions = (quoteId: QuoteId) =>
  queryOptions({ queryKey: bookingKey(quoteId), queryFn: ({ signal }) => getBooking(quoteId, signal), staleTime: 0 });

export const useBooking = (quoteId: QuoteId) => useQuery(bookingQueryOptions(quoteId));
