import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportTarget, ExportTargetCreate, ExportTargetUpdate } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

// The company's export targets (Configuration, administrators): list, add, change, delete.

export const exportTargetsKey = ['export-targets'] as const;

export const exportTargetsQueryOptions = () =>
  queryOptions({
    queryKey: exportTargetsKey,
    queryFn: ({ signal }) => http<{ data: ExportTarget[] }>('/tenant/export-targets', { signal }),
  });
export const useExportTargets = () => useQuery(exportTargetsQueryOptions());

export type TargetAction =
  | { create: ExportTargetCreate }
  | { id: number; update: ExportTargetUpdate }
  | { id: number; remove: true };

const send = (action: TargetAction) => {
  if ('create' in action) return http('/tenant/export-targets', { method: 'POST', body: action.create });
  if ('update' in action) return http(`/tenant/export-targets/${action.id}`, { method: 'PUT', body: action.update });
  return http(`/tenant/export-targets/${action.id}`, { method: 'DELETE' });
};

export function useSaveExportTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportTargetsKey }),
  });
}
