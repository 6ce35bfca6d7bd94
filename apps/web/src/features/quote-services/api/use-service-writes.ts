import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcessResponse, QuoteId } from '@itinera/domain/contracts';
import type { Highlighter } from '../logic/highlighter';
import { quoteKey } from '../../../lib/quote-keys';
import { paxPricesKey } from './pricing/pax-prices-key';
import { quoteServicesKey, type QuoteWorkspace, workspaceOf } from './quote-services-key';
import { wholeAnswer } from './whole-answer';

export interface WriteOptions {
  /** Batched operations add their affected ids together and settle at the end (docs/domain/spec-sections.md#spec-02-section-4). */
  accumulate?: boolean;
  /** Settings of the whole quote (margins, seller type) re-price everything and mark no service. */
  quiet?: boolean;
}

/**
 * Runs one write of the services tab: its answer (made whole, ./whole-answer.ts) replaces the services, prices and days on screen
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
  const mutation = useMutation({
    mutationFn: async ({ op }: { op: () => Promise<ProcessResponse>; options?: WriteOptions }) =>
      wholeAnswer(queryClient, quoteId, await op()),
    onSuccess: ({ answer, known }, { options }) => {
      apply(answer, options);
      if (known) return;
      // The services could not be read after the write: no delta merges into them until they are.
      queryClient.setQueryData<QuoteWorkspace>(
        quoteServicesKey(quoteId),
        (old) => old && { ...old, version: undefined },
      );
      void queryClient.invalidateQueries({ queryKey: quoteServicesKey(quoteId), exact: true });
    },
  });
  const { mutateAsync } = mutation;
  // The global handler already toasted a failure; callers only learn whether it worked (null: no).
  const run = useCallback(
    (op: () => Promise<ProcessResponse>, options?: WriteOptions): Promise<ProcessResponse | null> =>
      mutateAsync({ op, options }).then(
        ({ answer }) => answer,
        () => null,
      ),
    [mutateAsync],
  );
  return { run, pending: mutation.isPending };
}
