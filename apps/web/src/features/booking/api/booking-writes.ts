import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { bookingRequestAnswerSchema, bookingWriteAnswerSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';
import { bookingKey } from './booking-keys';

type RequestAnswer = ReturnType<(typeof bookingRequestAnswerSchema)['parse']>;
type WriteAnswer = ReturnType<(typeof bookingWriteAnswerSchema)['parse']>;

/** POST …/booking/requests: e-mail these suppliers (or all) a booking request with its link. */
export const requestBookings = (quoteId: QuoteId, supplierIds: number[] | 'all') =>
  http<RequestAnswer>(`/tenant/itinerary/${quoteId}/booking/requests`, { method: 'POST', body: { supplierIds } });

export interface MarkInput {
  services: number[];
  /** 2 confirmed (reference), 'declined' by the supplier (reason), 3 dropped from the trip (reason; moves the price). */
  status: 1 | 2 | 3 | 'declined';
  reference?: string;
  reason?: string;
}

/** POST …/booking/services: mark services by hand (a reference for Confirmed, a reason for Canceled). */
export const markServices = (quoteId: QuoteId, input: MarkInput) =>
  http<WriteAnswer>(`/tenant/itinerary/${quoteId}/booking/services`, { method: 'POST', body: input });

/** POST …/booking/cancel: every booking released (the trip and its price stay); suppliers told when asked. */
export const cancelBooking = (quoteId: QuoteId, notifySuppliers: boolean) =>
  http<WriteAnswer>(`/tenant/itinerary/${quoteId}/booking/cancel`, { method: 'POST', body: { notifySuppliers } });

/** The three writes of the tab; each answer carries the booking as it now is. */
export function useBookingWrites(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  const settle = {
    onSuccess: (answer: { booking: WriteAnswer['booking'] }) =>
      queryClient.setQueryData(bookingKey(quoteId), answer.booking),
    // The header and the list rows show the progress too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  };
  return {
    request: useMutation({ mutationFn: (ids: number[] | 'all') => requestBookings(quoteId, ids), ...settle }),
    mark: useMutation({ mutationFn: (input: MarkInput) => markServices(quoteId, input), ...settle }),
    cancel: useMutation({ mutationFn: (notify: boolean) => cancelBooking(quoteId, notify), ...settle }),
  };
}
