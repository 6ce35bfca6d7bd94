import type { ReactNode } from 'react';
import {
  IconCalendarEvent,
  IconFileExport,
  IconInfoCircle,
  IconListDetails,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';

export interface TabInfo {
  title: string;
  icon: ReactNode;
  /** What the tab will hold, for tabs not built yet. */
  empty: string;
}

const TABS: Record<string, TabInfo> = {
  'basic-info': {
    title: 'Basic Information',
    icon: <IconInfoCircle size={24} />,
    empty: 'The quote details will be shown here.',
  },
  services: {
    title: 'Services',
    icon: <IconListDetails size={24} />,
    empty: 'The services of this quote will be listed here, day by day.',
  },
  itinerary: {
    title: 'Itinerary',
    icon: <IconCalendarEvent size={24} />,
    empty: 'The day-by-day programme the traveller reads will be shown here.',
  },
  book: {
    title: 'Book',
    icon: <IconTicket size={24} />,
    empty: 'Bookings will be listed here once the quote is confirmed.',
  },
  export: {
    title: 'Export',
    icon: <IconFileExport size={24} />,
    empty: 'The proposal as a document, a web page or an export to another system will be offered here.',
  },
  'pax-info': {
    title: 'Pax Information',
    icon: <IconUsers size={24} />,
    empty: 'The passengers of this quote and their prices will be listed here.',
  },
};

export const tabInfo = (tab: string): TabInfo => TABS[tab] ?? TABS['basic-info']!;
