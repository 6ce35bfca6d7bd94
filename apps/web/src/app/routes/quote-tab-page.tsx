import type { ReactNode } from 'react';
import { Badge, Button } from '@mantine/core';
import {
  IconCalendarEvent,
  IconFileExport,
  IconFileInvoice,
  IconHistory,
  IconInfoCircle,
  IconListDetails,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { readQuoteLocation, type QuoteTab } from '../shell/quote-location';

const TABS: Record<QuoteTab, { title: string; description: string; icon: ReactNode; empty: string }> = {
  'basic-info': { title: 'Basic Information', description: 'Client, dates, travellers, language, currency and rooms of the quote.', icon: <IconInfoCircle size={24} />, empty: 'The quote details will be shown here.' },
  services: { title: 'Services', description: 'Hotels, transfers and excursions, priced per comfort level and room type.', icon: <IconListDetails size={24} />, empty: 'The services of this quote will be listed here, day by day.' },
  itinerary: { title: 'Itinerary', description: 'The day-by-day programme the traveller reads.', icon: <IconCalendarEvent size={24} />, empty: 'The days of this quote will be shown here.' },
  book: { title: 'Book', description: 'Bookings of the confirmed services.', icon: <IconTicket size={24} />, empty: 'Bookings will be listed here once the quote is confirmed.' },
  export: { title: 'Export', description: 'The proposal as a document, a web page or an export to another system.', icon: <IconFileExport size={24} />, empty: 'Export options will be shown here.' },
  'pax-info': { title: 'Pax Information', description: 'The travellers and their prices.', icon: <IconUsers size={24} />, empty: 'The passengers of this quote will be listed here.' },
};

/** One tab of the quote workspace (or of a past version, in history view). */
export function QuoteTabPage() {
  const { pathname, search } = useLocation();
  const { history, tab } = readQuoteLocation(pathname);
  const info = TABS[tab ?? 'basic-info'];
  const params = new URLSearchParams(search);
  const itinerary = params.get('itinerary');
  const version = params.get('version');
  return (
    <>
      <PageHeader
        // In history view the page icon becomes a history icon (spec §2).
        icon={history ? <IconHistory size={24} /> : info.icon}
        color={history ? 'grape' : 'teal'}
        title={info.title}
        description={history ? `A past version of the quote, read-only. ${info.description}` : info.description}
        aside={
          <>
            {itinerary && <Badge variant="light" size="lg">Quote #{itinerary}</Badge>}
            {history && <Badge variant="light" color="grape" size="lg">{version ? `Version ${version}` : 'History'}</Badge>}
          </>
        }
      />
      {itinerary ? (
        <EmptyState icon={history ? <IconHistory size={30} /> : info.icon} title="Nothing to show yet" text={info.empty} />
      ) : (
        <EmptyState
          icon={<IconFileInvoice size={30} />}
          title="No quote is open"
          text="Open a quote from the list to work on it; its tabs keep the same quote as you move between them."
          action={<Button component={Link} to="/quotes" variant="light" mt="xs">Go to quotes</Button>}
        />
      )}
    </>
  );
}
