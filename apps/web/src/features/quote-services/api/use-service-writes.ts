import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcessResponse, QuoteId } from '@itinera/domain/contracts';
import type { Highlighter } from '../logic/highlighter';
import { quoteKey } from '../../../lib/quote-keys';
import { followsHeld, mergeChanged } from '../logic/merge-changed';
import { listAllQuoteServices } from './get-quote-workspace';
import { paxPricesKey } from './pricing/pax-prices-key';
import { quoteServicesKey, type QuoteWorkspace, workspaceOf } from './quote-services-key';
import { isChangedOnly } from './services/changed-only';

export interface WriteOptions {
  /** Batched operations add their affected ids together and settle at the end (docs/domain/spec-sections.md#spec-02-section-4). */
  accumulate?: boolean;
  /** Settings of the whole quote (margins, seller type) re-price everything and mark no service. */
  quiet?: boolean;
}

/**
 * Runs one write of the services tab: its answer replaces the services, prices and days on screen
 * and the services it touched are highlighted. A failure shows the server's sentence (global toast).
 */
export function useServiceWrites(quoteId: QuoteId, highlighter: Highlighter) {
  const queryClient = useQueryClient();
  const apply = useCallback(
    (answer: ProcessResponse, options: WriteOptions = {}) => {
      queryClient.setQueryData(quoteServicesKey(quoteId), workspaceOf(answer));
      // The quote as the workspace frame caches it: a services write answers the quote with its new
      // version, and putting it there keeps the next basic-info save from being refused as stale (409).
      if (answer.itinerary) {
        queryClient.setQueryData(quoteKey(quoteId), (old: unknown) =>
          old && typeof old === 'object' && 'data' in old ? { ...old, data: answer.itinerary } : old,
        );
      }
      // Every write re-prices: the Upsales and fee table re-reads its figures when it is open.
      void queryClient.invalidateQueries({ queryKey: paxPricesKey(quoteId) });
      if (options.quiet) return;
      if (options.accumulate) highlighter.accumulate(answer.affected ?? []);
      else highlighter.highlight(answer.affected ?? []);
    },
    [queryClient, quoteId, highlighter],
  );
  // An answer of the changed services only becomes a whole one: merged into the held list when it
  // is the next version, else (someone wrote in between) with the whole list read again.
  const whole = useCallback(
    async (answer: ProcessResponse): Promise<ProcessResponse> => {
      if (!isChangedOnly(answer)) return answer;
      const { changedOnly: _, ...rest } = answer;
      const held = queryClient.getQueryData<QuoteWorkspace>(quoteServicesKey(quoteId));
      if (held && followsHeld(held.version, answer.itinerary?.version))
        return { ...rest, services: mergeChanged(held.services, answer.services) };
      return { ...rest, services: await listAllQuoteServices(quoteId) };
    },
    [queryClient, quoteId],
  );
  const mutation = useMutation({
    mutationFn: async ({ op }: { op: () => Promise<ProcessResponse>; options?: WriteOptions }) => whole(await op()),
    onSuccess: (answer, { options }) => apply(answer, options),
  });
  const { mutateAsync } = mutation;
  // The global handler already toasted a failure; callers only learn whether it worked (null: no).
  const run = useCallback(
    (op: () => Promise<ProcessResponse>, options?: WriteOptions): Promise<ProcessResponse | null> =>
      mutateAsync({ op, options }).catch(() => null),
    [mutateAsync],
  );
  return { run, pending: mutation.isPending };
}
