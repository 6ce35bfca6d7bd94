import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { publishStateKey } from './get-publish-state';
import type { PublishState } from './types';

/** POST /tenant/itinerary/publish/{uuid}/revoke: the public address answers 404 from now on. */
export const revokeLink = (quoteId: QuoteId) =>
  http<PublishState>(`/tenant/itinerary/publish/${quoteId}/revoke`, { method: 'POST', body: {} });

export function useRevokeLink(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: () => revokeLink(quoteId),
    onSuccess: (state) => queryClient.setQueryData(publishStateKey(quoteId), state),
  });
}
