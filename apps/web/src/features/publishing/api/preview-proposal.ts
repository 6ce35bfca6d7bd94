import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { buildUrl, commonHeaders, errorText, HttpError } from '../../../lib/http';
import { publishingKey } from './publishing-keys';
import type { PublishConfigBody } from './types';

/**
 * POST /tenant/itinerary/publish/{uuid}/preview with the unsaved configuration: the page as the
 * client would see it, as a whole HTML document (text/html, so not through http(), which reads JSON).
 */
export async function previewProposal(
  quoteId: QuoteId,
  body: PublishConfigBody,
  signal?: AbortSignal,
): Promise<string> {
  const response = await fetch(buildUrl(`/tenant/itinerary/publish/${quoteId}/preview`), {
    method: 'POST',
    headers: { ...commonHeaders('POST'), 'content-type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (response.status !== 200) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: the generic sentence */
    }
    throw new HttpError(response.status, errorText(parsed), parsed);
  }
  return text;
}

export const previewQueryOptions = (quoteId: QuoteId, body: PublishConfigBody | null, version: number) =>
  queryOptions({
    queryKey: [...publishingKey(quoteId), 'preview', version, body],
    queryFn: ({ signal }) => previewProposal(quoteId, body!, signal),
    enabled: body !== null,
    meta: { handlesError: true },
    retry: false,
    // The last page stays in the frame while the next one is drawn.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useProposalPreview = (quoteId: QuoteId, body: PublishConfigBody | null, version: number) =>
  useQuery(previewQueryOptions(quoteId, body, version));
