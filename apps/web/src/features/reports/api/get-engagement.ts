import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportEngagement } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { REPORTS_KEY, reportQuery, type ReportFilters } from './report-filters';

/** GET /tenant/reports/engagement: what clients look at on the proposal page. */
export const getEngagement = (f: ReportFilters, days: number, signal?: AbortSignal) =>
  http<ReportEngagement>('/tenant/reports/engagement', { query: reportQuery(f, { days }), signal });

export const engagementQueryOptions = (f: ReportFilters, days: number) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'engagement', f, days],
    queryFn: ({ signal }) => getEngagement(f, days, signal),
    staleTime: 60_000,
  });

export const useEngagement = (f: ReportFilters, days: number) => useQuery(engagementQueryOptions(f, days));
