import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { publishStateKey } from './get-publish-state';
import type { PublishState } from './types';

/** POST /tenant/itinerary/publish/{uuid}/expiry: the link stops working after that day (null: never). */
export const setLinkExpiry = (quoteId: QuoteId, expiresAt: string | null) =>
  http<PublishState>(`/tenant/itinerary/publish/${quoteId}/expiry`, { method: 'POST', body: { expiresAt } });

export function useSetLinkExpiry(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (expiresAt: string | null) => setLinkExpiry(quoteId, expiresAt),
    onSuccess: (state) => queryClient.setQueryData(publishStateKey(quoteId), state),
  });
}
