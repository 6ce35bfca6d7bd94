import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { quoteStatusResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY } from './list-quotes';

export type QuoteStatusChange = ReturnType<(typeof quoteStatusResponseSchema)['parse']>;

/** POST /tenant/itinerary/status/:id/:status: the answer carries the next allowed statuses and, when prices lock or unlock, a message. */
export const changeQuoteStatus = ({ id, status }: { id: number; status: number }) =>
  http<QuoteStatusChange>(`/tenant/itinerary/status/${id}/${status}`, { method: 'POST' });

export function useChangeQuoteStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQuoteStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
