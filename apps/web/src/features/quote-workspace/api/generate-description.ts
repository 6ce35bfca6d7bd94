import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDetail, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { quoteKey, type QuoteResponse } from './get-quote';

/** POST /tenant/itinerary/:id/generate-description: writes the description as a new version and answers the quote. */
export const generateDescription = (id: QuoteId) =>
  http<{ data: QuoteDetail }>(`/tenant/itinerary/${id}/generate-description`, { method: 'POST' });

export function useGenerateDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDescription,
    onSuccess: ({ data }, id) => {
      queryClient.setQueryData<QuoteResponse>(quoteKey(id), (old) => (old ? { ...old, data } : old));
      void queryClient.invalidateQueries({ queryKey: ['quotes', 'history', id] });
    },
  });
}
