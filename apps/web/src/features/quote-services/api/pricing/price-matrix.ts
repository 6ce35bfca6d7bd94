import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenerateMatrixBody, MatrixEntryAnswer, QuoteId, StoredMatrix } from '@itinera/domain/contracts';
import { downloadFile } from '../../../../lib/download-file';
import { http } from '../../../../lib/http';
import { quoteServicesKey } from '../../../../lib/quote-keys';

// The quote's price matrix (docs/domain/pricing.md#price-matrix): GET …/matrix, POST …/generate-matrix
// and the .xlsx download. A matrix of more than ten sizes is a job: the read polls while it runs.

export const priceMatrixKey = (quoteId: QuoteId) => [...quoteServicesKey(quoteId), 'matrix'] as const;

/** GET /tenant/itinerary/{id}/matrix: the stored matrix, or null when none was generated. */
export const getPriceMatrix = (quoteId: QuoteId, signal?: AbortSignal) =>
  http<StoredMatrix[]>(`/tenant/itinerary/${quoteId}/matrix`, { signal }).then((r) => r[0] ?? null);

export const priceMatrixQueryOptions = (quoteId: QuoteId) =>
  queryOptions({
    queryKey: priceMatrixKey(quoteId),
    queryFn: ({ signal }) => getPriceMatrix(quoteId, signal),
    // A running job stores its sizes as it goes: read again each second until it is done.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1000 : false),
  });

export const usePriceMatrix = (quoteId: QuoteId) => useQuery(priceMatrixQueryOptions(quoteId));

/** POST /tenant/itinerary/{id}/generate-matrix: the entries (or [] while a job computes them). */
export const generatePriceMatrix = (quoteId: QuoteId, body: GenerateMatrixBody) =>
  http<MatrixEntryAnswer[]>(`/tenant/itinerary/${quoteId}/generate-matrix`, { method: 'POST', body });

export function useGeneratePriceMatrix(quoteId: QuoteId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateMatrixBody) => generatePriceMatrix(quoteId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: priceMatrixKey(quoteId) }),
  });
}

/** The stored matrix as a workbook, handed to the browser. */
export const downloadPriceMatrix = (quoteId: QuoteId) =>
  downloadFile(`/tenant/itinerary/${quoteId}/matrix/xlsx`, undefined, 'price-matrix.xlsx');
