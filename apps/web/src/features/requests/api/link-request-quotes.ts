import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { LinkedQuoteId } from './search-client-quotes';
import { REQUESTS_KEY, type RequestRow } from './list-requests';

/** POST /tenant/files/:requestId/quotes: `entities` is the FULL linked list; each call replaces the last (docs/domain/spec-sections.md#spec-01-section-7). */
export const linkRequestQuotes = ({ requestId, quoteIds }: { requestId: number; quoteIds: LinkedQuoteId[] }) =>
  http<{ data: RequestRow }>(`/tenant/files/${requestId}/quotes`, { method: 'POST', body: { entities: quoteIds } });

export function useLinkRequestQuotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkRequestQuotes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
  });
}
