import type { QuoteTabRestriction } from '@itinera/domain';
import {
  IconBriefcase,
  IconCalendarEvent,
  IconFileExport,
  IconInfoCircle,
  IconListDetails,
  IconTicket,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';

// The one list of a quote's tabs (CONTRIBUTING.md#how-to-add-a-quote-tab): the routes, the left
// navigation, the number keys, the shortcuts list and the workspace's title and icon all read it.
// Each tab's screen is a lazy chunk named in app/routes/quote-tab-screens.tsx, which the compiler
// holds to this list: its loaders stay out of the first download (decision 0106).

export interface QuoteNavEntry {
  /** The tab's path segment (/quote/<id>) and its entry's data-action-type (quote-nav-<id>). */
  id: string;
  /** Its number key (1–9), also its place among the routes; absent for a link into another tab. */
  key?: number;
  /** Its label: a common:nav key. */
  label: string;
  /** Its name in common:shortcuts and workspace:tabs (what it will hold); absent for a link into another tab. */
  name?: string;
  icon: TablerIcon;
  /** The user type's restrictions.tabs key that may hide it (domain userTypeOpensTab). */
  restriction: QuoteTabRestriction;
  /** Only on the live quote: history view (a past version, read-only) leaves it out. */
  liveOnly?: true;
  /** A link to another tab at an anchor instead of a tab of its own. */
  opens?: { tab: string; hash: string };
}

/** The quote's left-navigation "Configuration": the Export tab, at its publishing configuration (decision 0031). */
export const CONFIGURATION_HASH = '#configuration';

// docs/domain/screens.md#quote-navigation: the navigation's order. Book last: suppliers are booked
// after the client confirmed; history view has neither Book nor Configuration.
export const QUOTE_NAV = [
  {
    id: 'basic-info',
    key: 1,
    label: 'basicInformation',
    name: 'basicInfo',
    icon: IconInfoCircle,
    restriction: 'information',
  },
  {
    id: 'services',
    key: 2,
    label: 'services',
    name: 'services',
    icon: IconListDetails,
    restriction: 'services',
  },
  {
    id: 'itinerary',
    key: 3,
    label: 'itinerary',
    name: 'itinerary',
    icon: IconCalendarEvent,
    restriction: 'itinerary',
  },
  {
    id: 'pax-info',
    key: 6,
    label: 'paxInformation',
    name: 'paxInfo',
    icon: IconUsers,
    restriction: 'pax',
  },
  { id: 'export', key: 5, label: 'export', name: 'export', icon: IconFileExport, restriction: 'export' },
  {
    id: 'configuration',
    label: 'configuration',
    icon: IconBriefcase,
    restriction: 'export',
    liveOnly: true,
    opens: { tab: 'export', hash: CONFIGURATION_HASH },
  },
  { id: 'book', key: 4, label: 'book', name: 'book', icon: IconTicket, restriction: 'book', liveOnly: true },
] as const satisfies readonly QuoteNavEntry[];

export type QuoteTab = Extract<(typeof QUOTE_NAV)[number], { key: number }>['id'];
export type QuoteTabEntry = QuoteNavEntry & { id: QuoteTab; key: number; name: string };

const isTab = (entry: QuoteNavEntry): entry is QuoteTabEntry => entry.key !== undefined;

/** The tabs in the order of their number keys (docs/domain/screens.md#keyboard-shortcuts). */
export const TAB_ENTRIES = (QUOTE_NAV as readonly QuoteNavEntry[]).filter(isTab).sort((a, b) => a.key - b.key);

export const QUOTE_TABS: readonly QuoteTab[] = TAB_ENTRIES.map((e) => e.id);

export const HISTORY_TABS: readonly QuoteTab[] = TAB_ENTRIES.filter((e) => !e.liveOnly).map((e) => e.id);

/** A tab's entry; an unknown id reads as Basic Information, the workspace's first tab. */
export const quoteTab = (id: string): QuoteTabEntry => TAB_ENTRIES.find((e) => e.id === id) ?? TAB_ENTRIES[0]!;
