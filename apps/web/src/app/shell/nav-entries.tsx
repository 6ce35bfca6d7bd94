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

// Labels are catalogue keys (common:nav.*), read with t() where the entries are drawn.
export interface MainEntry {
  /** The common:nav key of its label, also its data-action-type (`nav-<key>`). */
  key: string;
  to: string;
  icon: ReactNode;
  /** Other paths under which this entry shows as the current one. */
  matches: string[];
}

export const MAIN_ENTRIES: MainEntry[] = [
  { key: 'home', to: '/home', icon: <IconHome size={20} />, matches: ['/home'] },
  {
    key: 'quotes',
    to: '/quotes',
    icon: <IconFileInvoice size={20} />,
    matches: ['/quotes', '/quote', '/history/quote'],
  },
  { key: 'experiences', to: '/experiences', icon: <IconSparkles size={20} />, matches: ['/experiences'] },
  {
    key: 'itineraries',
    to: '/itineraries',
    icon: <IconMap2 size={20} />,
    matches: ['/itineraries', '/ex-itineraries'],
  },
  { key: 'requests', to: '/requests', icon: <IconInbox size={20} />, matches: ['/requests', '/request-creation'] },
  { key: 'reports', to: '/reports', icon: <IconChartBar size={20} />, matches: ['/reports'] },
  { key: 'configuration', to: '/configuration', icon: <IconSettings size={20} />, matches: ['/configuration'] },
];

export const isEntryActive = (entry: MainEntry, pathname: string) =>
  entry.matches.some((base) => pathname === base || pathname.startsWith(`${base}/`));

export interface QuoteEntry {
  /** The common:nav key of its label. */
  labelKey: string;
  /** A quote tab, or 'configuration' (the publishing settings: the Export tab at #configuration). */
  tab: QuoteTab | 'configuration';
  /** The user type's restrictions.tabs key that may hide this entry. */
  restriction?: string;
  icon: ReactNode;
}

// Spec (docs/domain/screens.md#quote-navigation): the left navigation of a quote, in this order.
export const QUOTE_ENTRIES: QuoteEntry[] = [
  { labelKey: 'basicInformation', tab: 'basic-info', restriction: 'information', icon: <IconInfoCircle size={20} /> },
  { labelKey: 'services', tab: 'services', restriction: 'services', icon: <IconListDetails size={20} /> },
  { labelKey: 'itinerary', tab: 'itinerary', restriction: 'itinerary', icon: <IconCalendarEvent size={20} /> },
  { labelKey: 'paxInformation', tab: 'pax-info', restriction: 'pax', icon: <IconUsers size={20} /> },
  { labelKey: 'export', tab: 'export', restriction: 'export', icon: <IconFileExport size={20} /> },
  { labelKey: 'configuration', tab: 'configuration', restriction: 'export', icon: <IconBriefcase size={20} /> },
  // Last: booking the suppliers is the step after the proposal went out and the client confirmed.
  { labelKey: 'book', tab: 'book', restriction: 'book', icon: <IconTicket size={20} /> },
];
