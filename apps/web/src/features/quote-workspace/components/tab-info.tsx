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
  /** The tab's name, a `common` catalogue key (the side bar's). */
  titleKey: string;
  icon: ReactNode;
  /** What the tab will hold, for tabs not built yet: a `workspace` catalogue key. */
  emptyKey: string;
}

const TABS: Record<string, TabInfo> = {
  'basic-info': {
    titleKey: 'nav.basicInformation',
    icon: <IconInfoCircle size={24} />,
    emptyKey: 'tabs.basicInfo',
  },
  services: {
    titleKey: 'nav.services',
    icon: <IconListDetails size={24} />,
    emptyKey: 'tabs.services',
  },
  itinerary: {
    titleKey: 'nav.itinerary',
    icon: <IconCalendarEvent size={24} />,
    emptyKey: 'tabs.itinerary',
  },
  book: {
    titleKey: 'nav.book',
    icon: <IconTicket size={24} />,
    emptyKey: 'tabs.book',
  },
  export: {
    titleKey: 'nav.export',
    icon: <IconFileExport size={24} />,
    emptyKey: 'tabs.export',
  },
  'pax-info': {
    titleKey: 'nav.paxInformation',
    icon: <IconUsers size={24} />,
    emptyKey: 'tabs.paxInfo',
  },
};

export const tabInfo = (tab: string): TabInfo => TABS[tab] ?? TABS['basic-info']!;
