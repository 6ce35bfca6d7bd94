import { useMutation, useQueryClient } from '@tanstack/react-query';
import { progressSteps } from '@itinera/domain';
import type { QuoteDetail, QuoteId } from '@itinera/domain/contracts';
import { http, setActionType, settleActionType, stepQuery } from '../../../lib/http';
import { QUOTES_KEY } from '../../../lib/quote-keys';

export interface DuplicateInput {
  id: QuoteId;
  /** The copy's first day, 'YYYY-MM-DD'; null keeps the original's dates. */
  startDate: string | null;
  /** Empty keeps the original's title. */
  title: string;
}

export interface DuplicateProgress {
  done: number;
  total: number;
}

/**
 * The steps of a duplicate (docs/domain/services.md#batches-steps-and-highlights): 1 for a plain duplicate. The server copies the
 * services and moves them to the new start date in the same call, so the browser has no service
 * batches of its own to send; were it to move them, each batch would be one more step.
 */
export const duplicateSteps = (serviceBatches = 0) =>
  progressSteps({ batches: serviceBatches, duplicate: true, update: serviceBatches > 0 });

/** The body of POST /tenant/itinerary/duplicate: only what the user asked to change. */
export function duplicateBody({ id, startDate, title }: DuplicateInput) {
  return { id, ...(startDate ? { start_date: startDate } : {}), ...(title.trim() ? { title: title.trim() } : {}) };
}

/**
 * POST /tenant/itinerary/duplicate (201): the new quote, reporting progress as steps complete. The
 * steps travel as cur_step/last_step and the session action type is dropped at the last one.
 */
export async function duplicateQuote(
  input: DuplicateInput,
  onProgress: (p: DuplicateProgress) => void = () => undefined,
): Promise<QuoteDetail> {
  const total = duplicateSteps();
  onProgress({ done: 0, total });
  setActionType('itinerary-duplicate');
  try {
    const answer = await http<{ data: QuoteDetail }>('/tenant/itinerary/duplicate', {
      method: 'POST',
      query: stepQuery(1, total),
      body: duplicateBody(input),
    });
    onProgress({ done: total, total });
    return answer.data;
  } finally {
    // A failed copy ends the operation too: later calls must not carry its action type.
    settleActionType(total, total);
  }
}

/** The copy joins the list: every quote query is refreshed. */
export function useDuplicateQuote(onProgress: (p: DuplicateProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DuplicateInput) => duplicateQuote(input, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QUOTES_KEY] }),
  });
}
