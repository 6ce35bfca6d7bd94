import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportTimeToQuote } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { REPORTS_KEY, reportQuery, type ReportFilters } from './report-filters';

/** GET /tenant/reports/time-to-quote: days from a request's arrival to its first quote out. */
export const getTimeToQuote = (f: ReportFilters, signal?: AbortSignal) =>
  http<ReportTimeToQuote>('/tenant/reports/time-to-quote', { query: reportQuery(f), signal });

export const timeToQuoteQueryOptions = (f: ReportFilters) =>
  queryOptions({
    queryKey: [REPORTS_KEY, 'time-to-quote', f],
    queryFn: ({ signal }) => getTimeToQuote(f, signal),
    staleTime: 60_000,
  });

export const useTimeToQuote = (f: ReportFilters) => useQuery(timeToQuoteQueryOptions(f));
