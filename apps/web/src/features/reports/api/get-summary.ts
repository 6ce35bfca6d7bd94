import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { REPORTS_KEY } from './report-filters';

/** GET /tenant/reports/summary: the signed-in user's quotes and confirmed ones (no query). */
export const getSummary = (signal?: AbortSignal) =>
  http<{ quotes: number; confirmed: number }>('/tenant/reports/summary', { signal });

export const summaryQueryOptions = () =>
  queryOptions({ queryKey: [REPORTS_KEY, 'summary'], queryFn: ({ signal }) => getSummary(signal), staleTime: 60_000 });

export const useSummary = () => useQuery(summaryQueryOptions());
