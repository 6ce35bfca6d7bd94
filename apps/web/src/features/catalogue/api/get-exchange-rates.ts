import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ListEnvelope } from '../../../lib/list-envelope';

/** A row of GET /tenant/exchange_rates: one currency pair, valid from a date until the next rate. */
export interface ExchangeRate {
  id: number;
  from_currency: string;
  to_currency: string;
  from_currency_id: number;
  to_currency_id: number;
  rate: string;
  valid_from: string;
}

export const EXCHANGE_RATES_KEY = 'exchange-rates';

export const getExchangeRates = () =>
  http<ListEnvelope<ExchangeRate>>('/tenant/exchange_rates', { query: { limit: 500 } });

export const exchangeRatesQueryOptions = () =>
  queryOptions({ queryKey: [EXCHANGE_RATES_KEY], queryFn: getExchangeRates });

export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions());
