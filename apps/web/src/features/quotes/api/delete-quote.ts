import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';

/** `queued`: the server accepted the delete and finishes it in the background. */
export type DeleteOutcome = 'deleted' | 'queued';

/**
 * DELETE /tenant/itinerary/:id. A large quote is deleted by a background job: the answer (200, as
 * the original client needs) says `deleting`, and the list names the id in `queue.deleting` until
 * it is gone.
 */
export async function deleteQuote(id: QuoteId): Promise<DeleteOutcome> {
  const answer = await http<{ data: { deleting?: true; deleted?: true } }>(`/tenant/itinerary/${id}`, {
    method: 'DELETE',
  });
  return answer.data.deleting ? 'queued' : 'deleted';
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
