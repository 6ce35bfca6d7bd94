import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';

/** POST /tenant/itinerary/:quoteId/assign/:userId: the assignee must be an active user of the company. */
export const assignQuote = ({ quoteId, userId }: { quoteId: QuoteId; userId: number }) =>
  http<unknown>(`/tenant/itinerary/${quoteId}/assign/${userId}`, { method: 'POST' });

export function useAssignQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
