import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http, stepQuery } from '../../../lib/http';
import { publishingKey } from './publishing-keys';
import type { PublishConfig, PublishConfigBody } from './types';

/** POST /tenant/itinerary/publish/config/{uuid} (I19): answers the stored configuration (I18 shape). */
export const savePublishConfig = (quoteId: QuoteId, body: PublishConfigBody) =>
  http<PublishConfig>(`/tenant/itinerary/publish/config/${quoteId}`, { method: 'POST', query: stepQuery(), body });

export function useSavePublishConfig(quoteId: QuoteId) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: (body: PublishConfigBody) => savePublishConfig(quoteId, body),
    // The answer is the stored configuration: the form restarts from it (the original client re-runs I18).
    onSuccess: (answer) => queryClient.setQueryData([...publishingKey(quoteId), 'config'], answer),
  });
}
