import type { QueryClient } from '@tanstack/react-query';
import type { ProcessResponse, QuoteId } from '@itinera/domain/contracts';
import { followsHeld, mergeChanged } from '../logic/merge-changed';
import { listAllQuoteServices } from './get-quote-workspace';
import { quoteServicesKey, type QuoteWorkspace } from './quote-services-key';
import { isChangedOnly } from './services/changed-only';

/** A write's answer with every service of the quote; `known: false` when they could not be read. */
export interface WholeAnswer {
  answer: ProcessResponse;
  known: boolean;
}

/**
 * A write answered with the changed services only (decision 0036) becomes a whole answer: they are
 * merged into the list the tab holds when the answer is the very next version; otherwise someone
 * wrote in between and the whole list is read again. The write itself is done either way: when that
 * read fails, the held list stays on screen, marked as not known at any version.
 */
export async function wholeAnswer(
  queryClient: QueryClient,
  quoteId: QuoteId,
  answer: ProcessResponse,
): Promise<WholeAnswer> {
  if (!isChangedOnly(answer)) return { answer, known: true };
  const { changedOnly: _, ...rest } = answer;
  const held = queryClient.getQueryData<QuoteWorkspace>(quoteServicesKey(quoteId));
  if (held && followsHeld(held.version, answer.itinerary?.version))
    return { answer: { ...rest, services: mergeChanged(held.services, answer.services) }, known: true };
  try {
    return { answer: { ...rest, services: await listAllQuoteServices(quoteId) }, known: true };
  } catch {
    return { answer: { ...rest, services: held?.services ?? answer.services }, known: false };
  }
}
