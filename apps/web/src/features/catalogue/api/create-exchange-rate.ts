import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { EXCHANGE_RATES_KEY, type ExchangeRate } from './get-exchange-rates';

export interface ExchangeRateBody {
  from_currency_id: number;
  to_currency_id: number;
  rate: string;
  valid_from: string;
}

/** POST /tenant/exchange_rates: rates are dated, so a change is a new row from a later date. */
export const createExchangeRate = (body: ExchangeRateBody) =>
  http<{ data: ExchangeRate }>('/tenant/exchange_rates', { method: 'POST', body });

export function useCreateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExchangeRate,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EXCHANGE_RATES_KEY] }),
  });
}
