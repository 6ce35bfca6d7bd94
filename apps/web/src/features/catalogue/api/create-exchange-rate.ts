import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRateBody, exchangeRateResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { EXCHANGE_RATES_KEY } from './get-exchange-rates';

type ExchangeRateResponse = ReturnType<(typeof exchangeRateResponseSchema)['parse']>;

/** POST /tenant/exchange_rates: rates are dated, so a change is a new row from a later date. */
export const createExchangeRate = (body: ExchangeRateBody) =>
  http<ExchangeRateResponse>('/tenant/exchange_rates', { method: 'POST', body });

export function useCreateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExchangeRate,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EXCHANGE_RATES_KEY] }),
  });
}
