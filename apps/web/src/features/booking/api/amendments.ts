import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { bookingAmendmentAnswerSchema, bookingAmendmentsSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';
import { bookingKey } from './booking-keys';

type Amendments = ReturnType<(typeof bookingAmendmentsSchema)['parse']>;
type AmendmentAnswer = ReturnType<(typeof bookingAmendmentAnswerSchema)['parse']>;

// The amendments a sold trip's changes ask of its suppliers (decision 0076).

/** GET …/booking/amendments: the affected suppliers and what changed for each (nothing is sent). */
export const getAmendments = (quoteId: QuoteId) => http<Amendments>(`/tenant/itinerary/${quoteId}/booking/amendments`);

export const amendmentsQuery = (quoteId: QuoteId) =>
  queryOptions({ queryKey: [...bookingKey(quoteId), 'amendments'], queryFn: () => getAmendments(quoteId) });

export const useAmendments = (quoteId: QuoteId, enabled: boolean) => useQuery({ ...amendmentsQuery(quoteId), enabled });

/** POST …/booking/amendments: one amendment per affected supplier, a cancellation for services gone. */
export const sendAmendments = (quoteId: QuoteId) =>
  http<AmendmentAnswer>(`/tenant/itinerary/${quoteId}/booking/amendments`, {
    method: 'POST',
    body: { supplierIds: 'all' },
  });

export function useSendAmendments(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendAmendments(quoteId),
    onSuccess: (answer) => queryClient.setQueryData(bookingKey(quoteId), answer.booking),
    // The plan, the preview, the header and the list rows follow. Not awaited: a returned promise
    // kept the button loading until every quote query had come back.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] });
    },
  });
}
