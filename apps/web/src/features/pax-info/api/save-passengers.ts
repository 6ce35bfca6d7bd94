import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PassengersSaveResponse, QuoteId } from '@itinera/domain/contracts';
import { http, stepQuery } from '../../../lib/http';
import { quoteKey } from '../../../lib/quote-keys';
import { paxInfoKey, type PaxInfo } from './get-passengers';

/** One passenger of a save: an id updates (absent keys keep their value), none adds, status -1 deletes. */
export type PassengerChange = Record<string, unknown> & { id?: number | null; status: 1 | -1 };

/** PUT /tenant/passengers/{id} (P2) with the contract body; `version` makes a stale save a 409. */
export const savePassengers = (quoteId: QuoteId, data: PassengerChange[], version?: number) =>
  http<PassengersSaveResponse>(`/tenant/passengers/${quoteId}`, {
    method: 'PUT',
    query: { ...stepQuery(), version },
    body: { id_itinerary: quoteId, data },
  });

/**
 * The answer replaces the tab's list; the quote (num_pax, version, price) and every other read of
 * it (services, prices, pax prices) follow, since the party changed. Refusals are shown by the
 * caller: on the form's fields, or as the tab's error.
 */
export function afterPassengerSave(queryClient: ReturnType<typeof useQueryClient>, quoteId: QuoteId) {
  return (answer: PassengersSaveResponse) => {
    queryClient.setQueryData<PaxInfo>([...paxInfoKey(quoteId), 'passengers'], {
      data: answer.passengers,
      rooming: answer.rooming,
      warnings: answer.warnings,
    });
    queryClient.setQueryData([...paxInfoKey(quoteId), 'prices'], answer.prices);
    // The quote's new version at once: the next save is based on it, not refused as stale (409).
    queryClient.setQueryData<{ data: PassengersSaveResponse['itinerary'] }>(quoteKey(quoteId), (old) =>
      old ? { ...old, data: answer.itinerary } : old,
    );
    // Every other read of this quote (its detail, the services tab, pax prices) is stale now.
    void queryClient.invalidateQueries({
      predicate: (q) => q.queryKey.includes(quoteId) && q.queryKey[0] !== 'pax-info',
      refetchType: 'active',
    });
  };
}

export function useSavePassengers(quoteId: QuoteId, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (data: PassengerChange[]) => savePassengers(quoteId, data, version),
    onSuccess: afterPassengerSave(queryClient, quoteId),
  });
}
