import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { http, HttpError } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';

/** `queued`: the server accepted the delete (202) and finishes it in the background. */
export type DeleteOutcome = 'deleted' | 'queued';

/**
 * DELETE /tenant/itinerary/:id. A large quote is deleted by a background job: the server answers 202
 * and lists the id in `queue.deleting` until it is gone. The shared client treats only 200/201 as
 * success, so a 202 arrives here as an HttpError and is turned back into an outcome.
 */
export async function deleteQuote(id: QuoteId): Promise<DeleteOutcome> {
  try {
    await http<unknown>(`/tenant/itinerary/${id}`, { method: 'DELETE' });
    return 'deleted';
  } catch (error) {
    if (error instanceof HttpError && (error.status === 202 || error.status === 204))
      return error.status === 202 ? 'queued' : 'deleted';
    throw error;
  }
}

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
