import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { passengersImportResponseSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { afterPassengerSave } from './save-passengers';

export type ImportAnswer = ReturnType<(typeof passengersImportResponseSchema)['parse']>;
export type ImportMode = 'replace' | 'append';

/** POST /tenant/itinerary/passengers/{id}/import: an .xlsx or .csv in the field "file". */
export function importPassengers(quoteId: QuoteId, file: File, mode: ImportMode, version?: number) {
  const form = new FormData();
  form.append('file', file, file.name);
  return http<ImportAnswer>(`/tenant/itinerary/passengers/${quoteId}/import`, {
    method: 'POST',
    query: { mode, version },
    body: form,
  });
}

export function useImportPassengers(quoteId: QuoteId, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handlesError: true },
    mutationFn: ({ file, mode }: { file: File; mode: ImportMode }) => importPassengers(quoteId, file, mode, version),
    onSuccess: afterPassengerSave(queryClient, quoteId),
  });
}
