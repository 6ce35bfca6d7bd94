import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isSignedIn } from '../../lib/auth-storage';
import { legacyQuotePath } from './legacy-paths';

/** Every route but the public ones: an anonymous visit goes to / with ?redirect=<target>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!isSignedIn()) {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return children;
}

/** /services?itinerary=4 → /quote/services?itinerary=4 (old bookmarks keep working). */
export function LegacyQuoteRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={legacyQuotePath(pathname, search) ?? '/404'} replace />;
}

/** /quote and /history/quote alone open the first tab of the same quote. */
export function QuoteIndexRedirect({ history = false }: { history?: boolean }) {
  const { search } = useLocation();
  return <Navigate to={`${history ? '/history' : ''}/quote/basic-info${search}`} replace />;
}
