import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId, quoteResponseSchema, quoteStatusResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../lib/http';
import { QUOTES_KEY, quoteKey } from '../../lib/quote-keys';

// Types from the shared zod contracts; `import type` keeps zod out of the quotes list's bundle.
export type QuoteStatusChange = ReturnType<(typeof quoteStatusResponseSchema)['parse']>;
type QuoteResponse = ReturnType<(typeof quoteResponseSchema)['parse']>;

/** POST /tenant/itinerary/status/:id/:status: the answer holds the quote, its next statuses and, when prices lock or unlock, a message. */
export const changeQuoteStatus = ({ id, status }: { id: QuoteId; status: number }) =>
  http<QuoteStatusChange>(`/tenant/itinerary/status/${id}/${status}`, { method: 'POST' });

/** The status change from any screen: an open quote takes the answer at once, every quote list refetches. */
export function useChangeQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuoteStatus,
    onSuccess: (answer, { id }) =>
      queryClient.setQueryData<QuoteResponse>(quoteKey(id), (old) =>
        old ? { ...old, data: answer.itinerary, statuses: answer.statuses } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
