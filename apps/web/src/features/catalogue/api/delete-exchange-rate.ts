import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { EXCHANGE_RATES_KEY } from './get-exchange-rates';

/** DELETE /tenant/exchange_rates/:id. */
export const deleteExchangeRate = (id: number) => http<unknown>(`/tenant/exchange_rates/${id}`, { method: 'DELETE' });

export function useDeleteExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExchangeRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EXCHANGE_RATES_KEY] }),
  });
}
