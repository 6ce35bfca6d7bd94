import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RepriceBody, repriceJobSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { RATE_CHANGES_KEY } from './get-rate-changes';

/** POST /tenant/rate-changes/reprice (202) and GET …/reprice/{id}: the re-pricing job and its progress. */
export type RepriceJob = ReturnType<(typeof repriceJobSchema)['parse']>;

export const repriceQuotes = (body: RepriceBody) =>
  http<RepriceJob>('/tenant/rate-changes/reprice', { method: 'POST', body, okStatuses: [202] });

export const getRepriceJob = (id: string) => http<RepriceJob>(`/tenant/rate-changes/reprice/${id}`);

export const useRepriceQuotes = () => useMutation({ mutationFn: repriceQuotes });

/** Polls the job every second while it runs; the impact is read again once it is done. */
export function useRepriceJob(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...queryOptions({
      queryKey: [RATE_CHANGES_KEY, 'job', id],
      queryFn: async () => {
        const job = await getRepriceJob(id!);
        if (job.status === 'done') void queryClient.invalidateQueries({ queryKey: [RATE_CHANGES_KEY, 'impact'] });
        return job;
      },
    }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'done' ? false : 1000),
  });
}
