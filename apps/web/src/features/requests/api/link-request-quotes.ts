import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { REQUESTS_KEY, type RequestRow } from './list-requests';

/**
 * POST /tenant/files/:uuid/quotes (the bare request): `entities` is the FULL list of linked quote uuids; each call
 * replaces the last (docs/domain/spec-sections.md#spec-01-section-7).
 */
export const linkRequestQuotes = ({ requestId, quoteIds }: { requestId: string; quoteIds: string[] }) =>
  http<RequestRow>(`/tenant/files/${requestId}/quotes`, { method: 'POST', body: { entities: quoteIds } });

export function useLinkRequestQuotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkRequestQuotes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REQUESTS_KEY] }),
  });
}
