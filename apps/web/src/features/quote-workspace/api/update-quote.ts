import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteId, QuoteUpdateBody, quoteUpdateResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { quoteKey, type QuoteResponse } from './get-quote';
import { messageErrors } from './message-errors';

export type QuoteUpdateResponse = ReturnType<(typeof quoteUpdateResponseSchema)['parse']>;

/** The server accepted the call but its first message carries errors: the save is rejected (docs/domain/spec-sections.md#spec-01-section-5). */
export class SaveRejectedError extends Error {
  constructor(readonly errors: string[]) {
    super(errors.join(' '));
    this.name = 'SaveRejectedError';
  }
}

/** PUT /tenant/itinerary/:id with the version the edit was based on (409 when someone saved in between). */
export async function updateQuote({ id, body }: { id: QuoteId; body: QuoteUpdateBody }): Promise<QuoteUpdateResponse> {
  const answer = await http<QuoteUpdateResponse>(`/tenant/itinerary/${id}`, { method: 'PUT', body });
  const errors = messageErrors(answer.messages);
  if (errors.length > 0) throw new SaveRejectedError(errors);
  return answer;
}

export function useUpdateQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuote,
    meta: { handlesError: true },
    onSuccess: (answer, { id }) => {
      queryClient.setQueryData<QuoteResponse>(quoteKey(id), (old) =>
        old ? { ...old, data: answer.itinerary, statuses: answer.statuses } : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['quotes'] });
    },
  });
}
