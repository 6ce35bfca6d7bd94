import type { ReactNode } from 'react';
import { Anchor, Button, Card, Grid, Group, Kbd, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCompass, IconKeyboard, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NewQuoteButton } from '../../components/new-quote-panel/new-quote-button';
import { PromoBanner } from '../../components/promo-banner';
import { QuoteSearch } from '../../components/quote-search/quote-search';
import { DestinationTiles } from '../../features/itineraries/components/destination-tiles';
import { useAuth } from '../../lib/use-auth';
import { useShellActions } from '../shell/shell-context';
import { RecentQuotes } from './home-recent-quotes';

export function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** /home: find a quote, start a new one, or start from a featured destination's itineraries. */
export function HomePage() {
  const auth = useAuth();
  const { openGuide, openShortcuts } = useShellActions();
  const firstName = auth?.user.name.split(/\s+/)[0] ?? '';
  const today = new Date().toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <>
      <Stack gap="md" mb="xl">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text c="dimmed" size="sm" tt="capitalize">
              {today}
            </Text>
            <Title order={1} fz={30}>
              {greeting(new Date().getHours())}
              {firstName ? `, ${firstName}` : ''}
            </Title>
            <Text c="dimmed" mt={4}>
              Here is where your next trip proposal starts.
            </Text>
          </div>
          <NewQuoteButton size="md" />
        </Group>
        <QuoteSearch />
      </Stack>

      <PromoBanner
        id="levels-2026"
        title="Every comfort level, side by side"
        text="Price Comfort, Superior and Luxury in the same quote, per person and per room type, and let your client choose."
        action={
          <Button
            component={Link}
            to="/quotes"
            variant="white"
            color="teal"
            size="xs"
            data-action-type="promo-open-quotes"
          >
            See how it works
          </Button>
        }
      />

      {/* The banner keeps its own bottom margin; dismissed, it leaves no gap. */}
      <section aria-labelledby="home-destinations" style={{ marginBottom: 'var(--mantine-spacing-xl)' }}>
        <Group justify="space-between" align="flex-end" mb="sm">
          <div>
            <Title order={2} fz="lg" id="home-destinations">
              Featured destinations
            </Title>
            <Text size="sm" c="dimmed">
              Start from an example itinerary of the country.
            </Text>
          </div>
          <Anchor component={Link} to="/itineraries" size="sm" data-action-type="home-all-itineraries">
            <Group gap={4} wrap="nowrap">
              All itineraries <IconArrowRight size={14} />
            </Group>
          </Anchor>
        </Group>
        <DestinationTiles />
      </section>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <RecentQuotes />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card withBorder radius="lg" padding="lg" h="100%">
            <Text fw={700} mb={2}>
              Getting started
            </Text>
            <Text size="sm" c="dimmed" mb="md">
              Small things that make the first days easier.
            </Text>
            <Stack gap="md">
              <Step icon={<IconCompass size={18} />} title="Take the tour" text="One minute on where everything is.">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={openGuide}
                  data-action-type="home-start-guide"
                >
                  Start
                </Anchor>
              </Step>
              <Step
                icon={<IconKeyboard size={18} />}
                title="Learn the shortcuts"
                text={
                  <>
                    Press <Kbd size="xs">1</Kbd>–<Kbd size="xs">6</Kbd> in a quote to switch tabs.
                  </>
                }
              >
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={openShortcuts}
                  data-action-type="home-shortcuts"
                >
                  Show shortcuts
                </Anchor>
              </Step>
              <Step
                icon={<IconUserCircle size={18} />}
                title="Complete your profile"
                text="Add a photo so your team knows whose quote it is."
              >
                <Anchor component={Link} to="/profile" size="sm" fw={600} data-action-type="home-profile">
                  Open profile
                </Anchor>
              </Step>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}

function Step({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <ThemeIcon size={34} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={2} align="flex-start">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}
