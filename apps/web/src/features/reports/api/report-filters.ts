/** The filters every report call takes, as the screen holds them (docs/domain/reports.md#filters). */
export interface ReportFilters {
  /** Client agencies; empty: all. */
  clients: number[];
  /** Consultants; empty: all the caller may see. */
  users: number[];
  from: string | null;
  to: string | null;
}

/** The query every report call sends: ids joined by commas, unset keys left out. */
export const reportQuery = (f: ReportFilters, extra: Record<string, string | number | undefined> = {}) => ({
  client: f.clients,
  user: f.users,
  from: f.from,
  to: f.to,
  ...extra,
});

export const REPORTS_KEY = 'reports';
