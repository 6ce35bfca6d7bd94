import type { ReactNode } from 'react';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconChartBar,
  IconFileExport,
  IconFileInvoice,
  IconHome,
  IconInbox,
  IconInfoCircle,
  IconListDetails,
  IconMap2,
  IconSettings,
  IconSparkles,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import type { QuoteTab } from './quote-location';

export interface MainEntry {
  label: string;
  to: string;
  icon: ReactNode;
  /** Other paths under which this entry shows as the current one. */
  matches: string[];
}

export const MAIN_ENTRIES: MainEntry[] = [
  { label: 'Home', to: '/home', icon: <IconHome size={20} />, matches: ['/home'] },
  {
    label: 'Quotes',
    to: '/quotes',
    icon: <IconFileInvoice size={20} />,
    matches: ['/quotes', '/quote', '/history/quote'],
  },
  { label: 'Experiences', to: '/experiences', icon: <IconSparkles size={20} />, matches: ['/experiences'] },
  {
    label: 'Itineraries',
    to: '/itineraries',
    icon: <IconMap2 size={20} />,
    matches: ['/itineraries', '/ex-itineraries'],
  },
  { label: 'Requests', to: '/requests', icon: <IconInbox size={20} />, matches: ['/requests', '/request-creation'] },
  { label: 'Reports', to: '/reports', icon: <IconChartBar size={20} />, matches: ['/reports'] },
  { label: 'Configuration', to: '/configuration', icon: <IconSettings size={20} />, matches: ['/configuration'] },
];

export const isEntryActive = (entry: MainEntry, pathname: string) =>
  entry.matches.some((base) => pathname === base || pathname.startsWith(`${base}/`));

export interface QuoteEntry {
  label: string;
  /** A quote tab, or 'configuration' (the publishing settings: the Export tab at #configuration). */
  tab: QuoteTab | 'configuration';
  /** The user type's restrictions.tabs key that may hide this entry. */
  restriction?: string;
  icon: ReactNode;
}

// Spec (docs/domain/screens.md#quote-navigation): the left navigation of a quote, in this order.
export const QUOTE_ENTRIES: QuoteEntry[] = [
  { label: 'Basic Information', tab: 'basic-info', restriction: 'information', icon: <IconInfoCircle size={20} /> },
  { label: 'Services', tab: 'services', restriction: 'services', icon: <IconListDetails size={20} /> },
  { label: 'Itinerary', tab: 'itinerary', restriction: 'itinerary', icon: <IconCalendarEvent size={20} /> },
  { label: 'Pax Information', tab: 'pax-info', restriction: 'pax', icon: <IconUsers size={20} /> },
  { label: 'Export', tab: 'export', restriction: 'export', icon: <IconFileExport size={20} /> },
  { label: 'Configuration', tab: 'configuration', restriction: 'export', icon: <IconBriefcase size={20} /> },
  // Last: booking the suppliers is the step after the proposal went out and the client confirmed.
  { label: 'Book', tab: 'book', restriction: 'book', icon: <IconTicket size={20} /> },
];
