import type { ReactNode } from 'react';
import {
  IconChartBar,
  IconFileInvoice,
  IconHome,
  IconInbox,
  IconMap2,
  IconSettings,
  IconSparkles,
} from '@tabler/icons-react';

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

// A quote's own entries are its tabs: app/shell/quote-tabs.ts.
