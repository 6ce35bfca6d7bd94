import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';
import { getBooking } from './get-booking';
import type { SellerType } from './get-sale-levels';

/**
 * Confirms the sale as the original client does (contract I10, I11): the status call carries the
 * seller types with `selected_level` (the level bought on the chosen one, 0 on the others); then
 * the services of that level are marked Pending — to be booked (decision 0033: in Itinera a
 * Confirmed service is one its supplier confirmed).
 */
export async function confirmSale(quoteId: QuoteId, sellerTypes: SellerType[], seller: number, level: number) {
  const prices_list = sellerTypes.map((s) => ({ ...s, selected_level: s.id === seller ? level : 0 }));
  await http(`/tenant/itinerary/status/${quoteId}/2`, {
    method: 'POST',
    body: { id: quoteId, status: 2, prices_list },
  });
  const booked = await getBooking(quoteId);
  const services = booked.suppliers.flatMap((s) => s.services.map((x) => x.id));
  if (services.length) {
    await http(`/tenant/itinerary/${quoteId}/services_status/1`, {
      method: 'POST',
      query: { cur_step: 2, last_step: 2 },
      body: { id: quoteId, status: 1, services, cur_step: 2, last_step: 2 },
    });
  }
}

export function useConfirmSale(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerTypes, seller, level }: { sellerTypes: SellerType[]; seller: number; level: number }) =>
      confirmSale(quoteId, sellerTypes, seller, level),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
