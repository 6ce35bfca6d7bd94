import { Suspense, useCallback } from 'react';
import { Button } from '@mantine/core';
import { IconFileInvoice, IconInfoCircle } from '@tabler/icons-react';
import type { QuoteId } from '@itinera/domain/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { lazyScreen } from '../../lib/lazy-screen';
import type { QuoteTabAbout } from '../../features/quote-workspace/components/quote-workspace';
import { PageHeader } from '../../components/page-header';
import { readQuoteLocation, readQuoteParam, withQuoteId } from '../shell/quote-location';
import { quoteTab } from '../shell/quote-tabs';
import { loading, renderBanner, renderTab } from './quote-tab-screens';

// The workspace (frame + Basic Information) is a chunk of its own; each other tab's screen too
// (quote-tab-screens.tsx). An old numeric bookmark is resolved from the workspace's chunk, so the
// workspace is there once it is.
const workspaceChunk = () => import('../../features/quote-workspace/components/quote-workspace');
const QuoteWorkspace = lazyScreen(() => workspaceChunk().then((m) => ({ default: m.QuoteWorkspace })));
const LegacyQuote = lazyScreen(() => workspaceChunk().then((m) => ({ default: m.LegacyQuote })));

/** One tab of the quote workspace (or of a past version, in history view). */
export function QuoteTabPage() {
  const { pathname, search, hash } = useLocation();
  const { t } = useTranslation(['quotes', 'common']);
  const navigate = useNavigate();
  const { history, tab } = readQuoteLocation(pathname);
  const quote = readQuoteParam(search);
  const version = Number(new URLSearchParams(search).get('version'));
  // An old numeric bookmark opens its quote, and the address then names it by its uuid.
  const replaceLegacyId = useCallback(
    (id: QuoteId) => void navigate({ pathname, search: withQuoteId(search, id), hash }, { replace: true }),
    [navigate, pathname, search, hash],
  );

  if (quote === null) {
    return (
      <>
        <PageHeader
          icon={<IconInfoCircle size={24} />}
          title={t('common:nav.quote')}
          description={t('tab.description')}
        />
        <EmptyState
          icon={<IconFileInvoice size={30} />}
          title={t('tab.noneOpen')}
          text={t('tab.noneOpenText')}
          action={
            <Button component={Link} to="/quotes" variant="light" mt="xs" data-action-type="quote-open-list">
              {t('tab.goToQuotes')}
            </Button>
          }
        />
      </>
    );
  }
  if ('legacyId' in quote) {
    return (
      <Suspense fallback={loading}>
        <LegacyQuote legacyId={quote.legacyId} onFound={replaceLegacyId} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={loading}>
      <QuoteWorkspace
        quoteId={quote.id}
        tab={tabAbout(tab ?? 'basic-info')}
        history={history}
        version={Number.isInteger(version) && version > 0 ? version : null}
        renderTab={renderTab}
        renderBanner={renderBanner}
      />
    </Suspense>
  );
}

/** What the workspace shows of a tab (its title, icon and empty text), from the list of tabs. */
function tabAbout(id: string): QuoteTabAbout {
  const entry = quoteTab(id);
  return { id: entry.id, titleKey: `nav.${entry.label}`, Icon: entry.icon, emptyKey: `tabs.${entry.name}` };
}
