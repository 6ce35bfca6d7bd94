import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteDetail, QuoteId } from '@itinera/domain/contracts';
import { http, stepQuery } from '../../../lib/http';
import { quoteKey } from '../../../lib/quote-keys';
import { publishingKey } from './publishing-keys';

export interface PublishAnswer {
  message: string;
  code: string;
  url: string;
  itinerary: QuoteDetail;
}

/** POST /tenant/itinerary/publish/{uuid}?lang= (I17): freezes the current version as the published one. */
export const publishQuote = (quote: Pick<QuoteDetail, 'id' | 'language'>) =>
  http<PublishAnswer>(`/tenant/itinerary/publish/${quote.id}`, {
    method: 'POST',
    query: { ...stepQuery(), lang: quote.language.id },
    body: { id: quote.id, lang: quote.language.id },
  });

export function usePublishQuote(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: publishQuote,
    onSuccess: (answer) => {
      // Publishing may move the status (Sent, Published): the workspace frame reads the new quote.
      queryClient.setQueryData<{ data: QuoteDetail }>(quoteKey(quoteId), (old) =>
        old ? { ...old, data: answer.itinerary } : old,
      );
      void queryClient.invalidateQueries({ queryKey: publishingKey(quoteId) });
    },
  });
}
