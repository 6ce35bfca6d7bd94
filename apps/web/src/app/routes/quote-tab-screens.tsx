import { Suspense, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { lazyScreen } from '../../lib/lazy-screen';
import type { QuoteTabContext } from '../../features/quote-workspace/components/quote-workspace';
import type { QuoteTab } from '../shell/quote-tabs';

// The screen of each tab of app/shell/quote-tabs.ts, each a chunk of its own fetched when the tab
// opens. They sit here, in the quote page's chunk, not in the list: the list is in the first
// download, which has almost no room left (decision 0106). Basic Information is the workspace's own.

const ServicesTab = lazyScreen(() =>
  import('../../features/quote-services/components/services-tab').then((m) => ({ default: m.ServicesTab })),
);
// The Itinerary tab brings drag and drop (and, when a day is edited, the rich-text editor).
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
const BookTab = lazyScreen(() =>
  import('../../features/booking/components/book-tab').then((m) => ({ default: m.BookTab })),
);
// "Changed since the client accepted" (decision 0075): fetched only for a sold quote at another version.
const SaleChangesBanner = lazyScreen(() =>
  import('../../features/publishing/components/sale-changes-banner').then((m) => ({ default: m.SaleChangesBanner })),
);

export const loading = (
  <Center h={240}>
    <Loader />
  </Center>
);

// The compiler asks for a screen for every tab of the list but Basic Information.
const SCREENS = {
  services: ({ quote, readOnly, snapshot }) => <ServicesTab quote={quote} readOnly={readOnly} snapshot={snapshot} />,
  itinerary: ({ quote, readOnly, lockReason, snapshot }) => (
    <ItineraryTab quote={quote} readOnly={readOnly} lockReason={lockReason} snapshot={snapshot} />
  ),
  // The history view has no Book tab (spec 01 §2).
  book: ({ quote, snapshot }) => (snapshot ? null : <BookTab quote={quote} />),
  'pax-info': ({ quote, readOnly, lockReason, snapshot }) => (
    <PaxInfoTab quote={quote} readOnly={readOnly} lockReason={lockReason} snapshot={snapshot} />
  ),
  export: ({ quote, snapshot }) => (
    <ExportTab
      quote={quote}
      history={snapshot !== undefined}
      // Exporting is not editing: a Confirmed quote, locked for edits, is the one usually exported.
      externalExport={<ExternalExportSection quoteId={quote.id} code={quote.code} readOnly={snapshot !== undefined} />}
    />
  ),
} satisfies Record<Exclude<QuoteTab, 'basic-info'>, (context: QuoteTabContext) => ReactNode>;

/** Tabs built by other features, given the open quote. */
export function renderTab(tab: string, context: QuoteTabContext) {
  const screen = (SCREENS as Partial<Record<string, (context: QuoteTabContext) => ReactNode>>)[tab]?.(context);
  return screen ? <Suspense fallback={loading}>{screen}</Suspense> : null;
}

/** Above every tab of the live quote: the sale's changes once it differs from the version accepted. */
export function renderBanner(quote: QuoteDetail) {
  if (!quote.accepted_version || quote.accepted_version.version === quote.version) return null;
  return (
    <Suspense fallback={null}>
      <SaleChangesBanner quote={quote} />
    </Suspense>
  );
}
