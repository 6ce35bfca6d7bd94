import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaxPricesBody, QuoteId } from '@itinera/domain/contracts';
import { getQuotePrices } from './get-quote-workspace';
import { getPaxPrices } from './pricing/get-pax-prices';
import { paxPricesKey } from './pricing/pax-prices-key';
import { savePaxPrices } from './pricing/save-pax-prices';
import { quoteServicesKey, type QuoteWorkspace } from './quote-services-key';
import { quoteKey } from '../../../lib/quote-keys';

/** The Upsales and fee table's figures, read while the table is open. */
export const usePaxPrices = (quoteId: QuoteId, enabled: boolean) =>
  useQuery({
    queryKey: paxPricesKey(quoteId),
    queryFn: ({ signal }) => getPaxPrices(quoteId, signal),
    enabled,
    staleTime: 0,
  });

/**
 * Saves cells, rows, columns or all. The answer replaces the table; the level figures are read
 * again (the answer carries only the pax prices). A refusal (422: a figure would be negative) is
 * shown by the editor itself, with the server's sentence, so no toast is added.
 */
export function useSavePaxPrices(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (body: PaxPricesBody) => savePaxPrices(quoteId, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(paxPricesKey(quoteId), answer);
      // The save wrote a new version of the quote: the frame's copy follows, or its next save is stale (409).
      void queryClient.invalidateQueries({ queryKey: quoteKey(quoteId) });
      try {
        const prices = await getQuotePrices(quoteId);
        queryClient.setQueryData<QuoteWorkspace>(quoteServicesKey(quoteId), (old) =>
          old ? { ...old, prices: Array.isArray(prices) ? prices : old.prices } : old,
        );
      } catch {
        void queryClient.invalidateQueries({ queryKey: quoteServicesKey(quoteId), exact: true });
      }
    },
  });
}
