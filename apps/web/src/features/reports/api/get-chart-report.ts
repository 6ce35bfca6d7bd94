import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportChart } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { REPORTS_KEY, reportQuery, type ReportFilters } from './report-filters';

/** The chart reports of GET /tenant/reports/{name}: `{labels, datasets}`. */
export type ChartReportName = 'periodic-quotes' | 'clients' | 'stages' | 'destinations' | 'conversions';
export type ChartExtra = Record<string, string | number | undefined>;

export const getChartReport = (name: ChartReportName, f: ReportFilters, extra: ChartExtra, signal?: AbortSignal) =>
  http<ReportChart>(`/tenant/reports/${name}`, { query: reportQuery(f, extra), signal });

export const chartReportQueryOptions = (name: ChartReportName, f: ReportFilters, extra: ChartExtra = {}) =>
  queryOptions({
    queryKey: [REPORTS_KEY, name, f, extra],
    queryFn: ({ signal }) => getChartReport(name, f, extra, signal),
    staleTime: 60_000,
  });

export const useChartReport = (name: ChartReportName, f: ReportFilters, extra: ChartExtra = {}, enabled = true) =>
  useQuery({ ...chartReportQueryOptions(name, f, extra), enabled });
