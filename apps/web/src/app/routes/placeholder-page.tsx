import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconChartBar, IconFilePlus, IconInbox, IconMap2, IconSparkles } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';

interface Screen {
  title: string;
  description: string;
  icon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  action?: { label: string; to: string };
}

// The screens later issues build. Until then each one says what it will hold, inside the shell.
export const SCREENS = {
  experiences: {
    title: 'Experiences',
    description: 'Ready-made experiences to add to any quote.',
    icon: <IconSparkles size={24} />,
    emptyTitle: 'No experiences yet',
    emptyText: 'Experiences are short, reusable programmes: a day in the Sacred Valley, a cooking class, a wine route.',
  },
  itineraries: {
    title: 'Example itineraries',
    description: 'Reusable day-by-day trips to start a quote from.',
    icon: <IconMap2 size={24} />,
    emptyTitle: 'No example itineraries yet',
    emptyText: 'Save a quote as an example itinerary and it will be listed here, grouped by destination.',
  },
  requests: {
    title: 'Requests',
    description: 'Client requests (files) and the quotes linked to them.',
    icon: <IconInbox size={24} />,
    emptyTitle: 'No requests yet',
    emptyText: 'Open a file for each client enquiry to keep its quotes together and follow its stage.',
    action: { label: 'New request', to: '/request-creation' },
  },
  'request-creation': {
    title: 'New request',
    description: 'Open a file for a client enquiry and link quotes to it.',
    icon: <IconFilePlus size={24} />,
    emptyTitle: 'Nothing to fill in yet',
    emptyText: 'The request form will ask for the client, a title and the stage, and let you link existing quotes.',
  },
  reports: {
    title: 'Reports',
    description: 'Quotes over time, by client and by user.',
    icon: <IconChartBar size={24} />,
    emptyTitle: 'No figures yet',
    emptyText: 'Reports count the quotes created, sent and confirmed in a period, per client and per user.',
  },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof SCREENS;

const titleCase = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export function PlaceholderPage({ screen }: { screen: ScreenName }) {
  const { destination } = useParams();
  const s: Screen = SCREENS[screen];
  return (
    <>
      <PageHeader
        icon={s.icon}
        title={destination ? `${s.title} · ${titleCase(destination)}` : s.title}
        description={s.description}
      />
      <EmptyState
        icon={s.icon}
        title={s.emptyTitle}
        text={s.emptyText}
        action={
          s.action && (
            <Button component={Link} to={s.action.to} variant="light" mt="xs">
              {s.action.label}
            </Button>
          )
        }
      />
    </>
  );
}
