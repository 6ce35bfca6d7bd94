import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { listItineraries, QUOTES_KEY, type ItineraryQuery } from '../../../components/new-quote-panel/quote-api';

/** GET /tenant/itinerary for templates; under the quotes key so any quote write refreshes it. */
export const listTemplatesQueryOptions = (query: ItineraryQuery) =>
  queryOptions({
    queryKey: [QUOTES_KEY, 'templates', query],
    queryFn: ({ signal }) => listItineraries(query, signal),
    // The current page stays on screen while the next loads: the grid does not flash empty.
    placeholderData: keepPreviousData,
    // The screen shows its own alert with a retry.
    meta: { handlesError: true },
  });

export const useTemplates = (query: ItineraryQuery) => useQuery(listTemplatesQueryOptions(query));

/** How long a destination's template count is reused: counts change rarely, and home is opened often. */
const COUNT_STALE_MS = 5 * 60_000;

/**
 * The number of example itineraries per country (one `limit=1` call each, read from meta.total).
 * A failed count is simply not shown.
 */
export function useTemplateCounts(countries: string[]): Record<string, number | undefined> {
  const results = useQueries({
    queries: countries.map((country) => ({
      queryKey: [QUOTES_KEY, 'templates', 'count', country],
      queryFn: ({ signal }: { signal: AbortSignal }) => listItineraries({ type: 2, country, limit: 1 }, signal),
      staleTime: COUNT_STALE_MS,
      meta: { handlesError: true },
    })),
  });
  return Object.fromEntries(countries.map((country, i) => [country, results[i]?.data?.meta.total]));
}
