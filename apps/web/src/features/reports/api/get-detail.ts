import type { ReportDetailRow } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { reportQuery, type ReportFilters } from './report-filters';

/** GET /tenant/reports/detail: the spreadsheet's flat rows, fetched when the user downloads it. */
export const getDetail = (f: ReportFilters) =>
  http<ReportDetailRow[]>('/tenant/reports/detail', { query: reportQuery(f) });
