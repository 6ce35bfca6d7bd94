import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FunnelCut } from '@itinera/domain';
import type { ReportFunnel } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { REPORTS_KEY, reportQuery, type ReportFilters } from './report-filters';

/** GET /tenant/reports/funnel: quotes stopped at each step, optionally cut. */
export const getFunnel = (f: ReportFilters, by: FunnelCut | null, signal?: AbortSignal) =>
  http<ReportFunnel>('/tenant/reports/funnel', { query: reportQuery(f, { by: by ?? undefined }), signal });

export const funnelQueryOptions = (f: ReportFilters, by: FunnelCut | null) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'funnel', f, by],
    queryFn: ({ signal }) => getFunnel(f, by, signal),
    staleTime: 60_000,
  });

export const useFunnel = (f: ReportFilters, by: FunnelCut | null) => useQuery(funnelQueryOptions(f, by));
