import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { buildPageTitle, useQuoteIdentity } from '../../lib/page-title';
import { readQuoteLocation } from './quote-location';

/** Keeps document.title on the spec's rule for whatever route is showing. */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  const identity = useQuoteIdentity();
  const { inQuote, history } = readQuoteLocation(pathname);
  const title = buildPageTitle({
    inQuote,
    history,
    code: inQuote ? identity?.code : null,
    title: inQuote ? identity?.title : null,
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
