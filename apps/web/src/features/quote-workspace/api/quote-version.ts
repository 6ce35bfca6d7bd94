import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteId, QuoteVersion } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

/**
 * GET /tenant/itinerary/:id/versions/:version (I3): that version bare, in the detail's shape as it
 * was then, with its service_itinerary, prices, days, passengers, config and cover.
 */
export const getQuoteVersion = (id: QuoteId, version: number) =>
  http<QuoteVersion>(`/tenant/itinerary/${id}/versions/${version}`);

export const quoteVersionQueryOptions = (id: QuoteId, version: number) =>
  // A stored version never changes: read once. A missing one is shown on the page, not as a toast.
  queryOptions({
    queryKey: ['quote-version', id, version],
    queryFn: () => getQuoteVersion(id, version),
    staleTime: Infinity,
    retry: false,
    meta: { handlesError: true },
  });

export const useQuoteVersion = (id: QuoteId, version: number | null) =>
  useQuery({ ...quoteVersionQueryOptions(id, version ?? 0), enabled: version !== null });

/** POST /tenant/itinerary/:id/versions/:version/restore: a new version whose content equals that one. */
export const restoreVersion = ({ id, version }: { id: QuoteId; version: number }) =>
  http<{ version: number; restored_from: number }>(`/tenant/itinerary/${id}/versions/${version}/restore`, {
    method: 'POST',
  });

export function useRestoreVersion() {
  const queryClient = useQueryClient();
  // The restore modal shows a refusal inline.
  return useMutation({
    mutationFn: restoreVersion,
    meta: { handlesError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quotes'] }),
  });
}
