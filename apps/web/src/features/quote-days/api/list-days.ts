import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Day, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { quoteDaysKey } from './days-keys';

// D1 reads 10 days by default (the original client's page); a quote here has at most a few dozen
// days, so the tab asks for all of them at once.
const ALL_DAYS = 1000;

/** D1 GET /tenant/itinerary/days/{uuid}: a bare array of days. */
export const listDays = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<Day[]>(`/tenant/itinerary/days/${quoteId}`, { query: { limit: ALL_DAYS }, signal });

export const daysQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: quoteDaysKey(quoteId),
    queryFn: async ({ signal }) => {
      const days = await listDays(quoteId, signal);
      // The original client requires a truthy array (original-client.md §7.1); anything else is "NotFound".
      if (!Array.isArray(days)) throw new Error('NotFound');
      return days;
    },
    // The tab shows its own "NotFound" state with a retry instead of a toast (spec 02 §8).
    meta: { handlesError: true },
    retry: false,
    staleTime: 0,
  });

export const useDays = (quoteId: QuoteId, enabled = true) => useQuery({ ...daysQueryOptions(quoteId), enabled });
