import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { exportResponseSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

export type ExportAnswer = ReturnType<(typeof exportResponseSchema)['parse']>;

/** POST /tenant/itinerary/{id}/export?source= (I16): the quote's uuid in the path, the target's source. */
export const exportQuote = (quoteId: QuoteId, source: string) =>
  http<ExportAnswer>(`/tenant/itinerary/${quoteId}/export`, { method: 'POST', query: { source } });

/** POST …/exports/{exportId}/retry: a failed export again. */
export const retryExport = (quoteId: QuoteId, exportId: number) =>
  http<ExportAnswer>(`/tenant/itinerary/${quoteId}/exports/${exportId}/retry`, { method: 'POST' });

/** Either call; the history (and the quote's exporting state) is read again after it. */
export function useExportQuote(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { source: string } | { retry: number }) =>
      'source' in action ? exportQuote(quoteId, action.source) : retryExport(quoteId, action.retry),
    // The section shows the refusal itself (the checks' alert), not as a toast.
    meta: { handlesError: true },
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes(quoteId) }),
  });
}
