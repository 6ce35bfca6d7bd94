import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { quoteStatusResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { quoteKey, type QuoteResponse } from './get-quote';

export type QuoteStatusChange = ReturnType<(typeof quoteStatusResponseSchema)['parse']>;

/** POST /tenant/itinerary/status/:id/:status: the answer holds the quote, its next statuses and a price lock message. */
export const changeStatus = ({ id, status }: { id: number; status: number }) =>
  http<QuoteStatusChange>(`/tenant/itinerary/status/${id}/${status}`, { method: 'POST' });

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: (answer, { id }) =>
      queryClient.setQueryData<QuoteResponse>(quoteKey(id), (old) =>
        old ? { ...old, data: answer.itinerary, statuses: answer.statuses } : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
