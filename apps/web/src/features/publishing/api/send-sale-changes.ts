import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDetail, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { quoteKey } from '../../../lib/quote-keys';
import type { PublishAnswer } from './publish-quote';
import { publishingKey } from './publishing-keys';

/** POST /tenant/itinerary/publish/{uuid}/changes (issue 48, docs/decisions/issues.md): sends the sold trip's changes to the client. */
export const sendSaleChanges = (quoteId: QuoteId) =>
  http<PublishAnswer>(`/tenant/itinerary/publish/${quoteId}/changes`, { method: 'POST' });

export function useSendSaleChanges(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: () => sendSaleChanges(quoteId),
    onSuccess: (answer) => {
      // The quote is Sent again and awaits the client: the frame and the banner read the new detail.
      queryClient.setQueryData<{ data: QuoteDetail }>(quoteKey(quoteId), (old) =>
        old ? { ...old, data: answer.itinerary } : old,
      );
      void queryClient.invalidateQueries({ queryKey: publishingKey(quoteId) });
    },
  });
}
