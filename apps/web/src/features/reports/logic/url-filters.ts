import { FUNNEL_CUTS, presetRange, type FunnelCut } from '@itinera/domain';
import type { ReportFilters } from '../api/report-filters';

// The Reports page keeps its filters in the address, so a view can be bookmarked, shared and
// reloaded: ?client=3,7&user=12&from=2026-01-01&to=2026-11-29&by=consultant.

const ids = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const day = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);

export const today = () => new Date().toISOString().slice(0, 10);

/** The filters an address names; without dates, the last 12 months. */
export function filtersFrom(params: URLSearchParams, now = today()): ReportFilters {
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const fallback = presetRange('last-12-months', now);
  return {
    clients: ids(params.get('client')),
    users: ids(params.get('user')),
    from: from ?? (to ? null : fallback.from),
    to: to ?? (from ? null : fallback.to),
  };
}

export const cutFrom = (params: URLSearchParams): FunnelCut | null => {
  const by = params.get('by');
  return (FUNNEL_CUTS as readonly string[]).includes(by ?? '') ? (by as FunnelCut) : null;
};

/** The address's search for the filters (and the other keys kept as they are). */
export function withFilters(params: URLSearchParams, f: ReportFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  put('client', f.clients.join(','));
  put('user', f.users.join(','));
  put('from', f.from ?? '');
  put('to', f.to ?? '');
  return next;
}
