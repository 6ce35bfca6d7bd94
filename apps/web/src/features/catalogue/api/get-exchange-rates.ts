import { queryOptions, useQuery } from '@tanstack/react-query';
import type { catalogueExchangeRateSchema, exchangeRateListResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

/** A row of GET /tenant/exchange_rates: one currency pair, valid from a date until the next rate. */
export type ExchangeRate = ReturnType<(typeof catalogueExchangeRateSchema)['parse']>;
type ExchangeRateList = ReturnType<(typeof exchangeRateListResponseSchema)['parse']>;

export const EXCHANGE_RATES_KEY = 'exchange-rates';

export const getExchangeRates = () => http<ExchangeRateList>('/tenant/exchange_rates', { query: { limit: 500 } });

export const exchangeRatesQueryOptions = () =>
  queryOptions({ queryKey: [EXCHANGE_RATES_KEY], queryFn: getExchangeRates });

export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions());
