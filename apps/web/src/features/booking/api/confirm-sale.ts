import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';
import type { SellerType } from './get-sale-levels';

/**
 * Confirms the sale as the original client does (contract I10): the status call carries the seller
 * types with `selected_level` (the level bought on the chosen one, 0 on the others). Unlike that
 * client, no services_status call follows: the services keep what their bookings say, so a quote
 * confirmed again after a re-opening keeps its suppliers' confirmations (decisions 0058, 0059 and 0060).
 */
export async function confirmSale(quoteId: QuoteId, sellerTypes: SellerType[], seller: number, level: number) {
  const prices_list = sellerTypes.map((s) => ({ ...s, selected_level: s.id === seller ? level : 0 }));
  await http(`/tenant/itinerary/status/${quoteId}/2`, {
    method: 'POST',
    body: { id: quoteId, status: 2, prices_list },
  });
}

export function useConfirmSale(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerTypes, seller, level }: { sellerTypes: SellerType[]; seller: number; level: number }) =>
      confirmSale(quoteId, sellerTypes, seller, level),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
