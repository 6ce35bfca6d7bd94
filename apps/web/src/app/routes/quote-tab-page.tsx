import { Suspense, useCallback } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { IconFileInvoice, IconInfoCircle } from '@tabler/icons-react';
import type { QuoteDetail, QuoteId } from '@itinera/domain/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { lazyScreen } from '../../lib/lazy-screen';
import { PageHeader } from '../../components/page-header';
import type { QuoteTabContext } from '../../features/quote-workspace/components/quote-workspace';
import { readQuoteLocation, readQuoteParam, withQuoteId } from '../shell/quote-location';

// The workspace (frame + Basic Information) and the Services tab are chunks of their own: the
// services tab is the heaviest screen and is fetched only when opened.
// An old numeric bookmark is resolved from the same chunk, so the workspace is there once it is.
const workspaceChunk = () => import('../../features/quote-workspace/components/quote-workspace');
const QuoteWorkspace = lazyScreen(() => workspaceChunk().then((m) => ({ default: m.QuoteWorkspace })));
const LegacyQuote = lazyScreen(() => workspaceChunk().then((m) => ({ default: m.LegacyQuote })));
const ServicesTab = lazyScreen(() =>
  import('../../features/quote-services/components/services-tab').then((m) => ({ default: m.ServicesTab })),
);
// The Itinerary tab brings drag and drop (and, when a day is edited, the rich-text editor): its own chunk too.
const ItineraryTab = lazyScreen(() =>
  import('../../features/quote-days/components/itinerary-tab').then((m) => ({ default: m.ItineraryTab })),
);
const PaxInfoTab = lazyScreen(() =>
  import('../../features/pax-info/components/pax-info-tab').then((m) => ({ default: m.PaxInfoTab })),
);
// Publishing (configuration form, preview, timeline) is fetched when the Export tab opens.
const ExportTab = lazyScreen(() =>
  import('../../features/publishing/components/export-tab').then((m) => ({ default: m.ExportTab })),
);

// The export to other systems, below publishing on the same tab (decision 0035).
const ExternalExportSection = lazyScreen(() =>
  import('../../features/export/components/external-export-section').then((m) => ({
    default: m.ExternalExportSection,
  })),
);

// "Changed since the client accepted" (issue 48, docs/decisions/issues.md): fetched only for a sold quote at another version.
const SaleChangesBanner = lazyScreen(() =>
  import('../../features/publishing/components/sale-changes-banner').then((m) => ({ default: m.SaleChangesBanner })),
);

const BookTab = lazyScreen(() =>
  import('../../features/booking/components/book-tab').then((m) => ({ default: m.BookTab })),
);

const loading = (
  <Center h={240}>
    <Loader />
  </Center>
);

/** Tabs built by other features, given the open quote. */
function renderTab(tab: string, { quote, readOnly, lockReason, snapshot }: QuoteTabContext) {
  if (tab === 'services')
    return (
      <Suspense fallback={loading}>
        <ServicesTab quote={quote} readOnly={readOnly} snapshot={snapshot} />
      </Suspense>
    );
  if (tab === 'itinerary')
    return (
      <Suspense fallback={loading}>
        <ItineraryTab quote={quote} readOnly={readOnly} lockReason={lockReason} snapshot={snapshot} />
      </Suspense>
    );
  // The history view has no Book tab (spec 01 §2).
  if (tab === 'book' && !snapshot)
    return (
      <Suspense fallback={loading}>
        <BookTab quote={quote} />
      </Suspense>
    );
  if (tab === 'pax-info')
    return (
      <Suspense fallback={loading}>
        <PaxInfoTab quote={quote} readOnly={readOnly} lockReason={lockReason} snapshot={snapshot} />
      </Suspense>
    );
  if (tab === 'export')
    return (
      <Suspense fallback={loading}>
        <ExportTab
          quote={quote}
          history={snapshot !== undefined}
          // Exporting is not editing: a Confirmed quote, locked for edits, is the one usually exported.
          externalExport={
            <ExternalExportSection quoteId={quote.id} code={quote.code} readOnly={snapshot !== undefined} />
          }
        />
      </Suspense>
    );
  return null;
}

/** Above every tab of the live quote: the sale's changes once it differs from the version accepted. */
function renderBanner(quote: QuoteDetail) {
  if (!quote.accepted_version || quote.accepted_version.version === quote.version) return null;
  return (
    <Suspense fallback={null}>
      <SaleChangesBanner quote={quote} />
    </Suspense>
  );
}

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
        tab={tab ?? 'basic-info'}
        history={history}
        version={Number.isInteger(version) && version > 0 ? version : null}
        renderTab={renderTab}
        renderBanner={renderBanner}
      />
    </Suspense>
  );
}
