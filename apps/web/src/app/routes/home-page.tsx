import type { ReactNode } from 'react';
import { Button, Card, Group, Kbd, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconChartBar, IconFileInvoice, IconInbox, IconKeyboard, IconMap2, IconRoute, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PromoBanner } from '../../components/promo-banner';
import { useAuth } from '../../lib/use-auth';
import { useShellActions } from '../shell/shell-context';
import classes from './home-page.module.css';

const PLACES: { to: string; title: string; text: string; icon: ReactNode; color: string }[] = [
  { to: '/quotes', title: 'Quotes', text: 'Build, price and send trip proposals.', icon: <IconFileInvoice size={22} />, color: 'teal' },
  { to: '/requests', title: 'Requests', text: 'Client enquiries and their quotes.', icon: <IconInbox size={22} />, color: 'blue' },
  { to: '/itineraries', title: 'Example itineraries', text: 'Start from a proven day-by-day trip.', icon: <IconMap2 size={22} />, color: 'orange' },
  { to: '/reports', title: 'Reports', text: 'Quotes sent and confirmed, per client.', icon: <IconChartBar size={22} />, color: 'grape' },
];

export function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function HomePage() {
  const auth = useAuth();
  const { openGuide, openShortcuts } = useShellActions();
  const firstName = auth?.user.name.split(/\s+/)[0] ?? '';
  const today = new Date().toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Text c="dimmed" size="sm" tt="capitalize">{today}</Text>
          <Title order={1} fz={30}>{greeting(new Date().getHours())}{firstName ? `, ${firstName}` : ''}</Title>
          <Text c="dimmed" mt={4}>Here is where your next trip proposal starts.</Text>
        </div>
        <Button component={Link} to="/quotes" size="md" rightSection={<IconArrowRight size={18} />} data-action-type="home-open-quotes">
          Go to quotes
        </Button>
      </Group>

      <PromoBanner
        id="levels-2026"
        title="Every comfort level, side by side"
        text="Price Comfort, Superior and Luxury in the same quote, per person and per room type, and let your client choose."
        action={<Button component={Link} to="/quotes" variant="white" color="teal" size="xs" data-action-type="promo-open-quotes">See how it works</Button>}
      />

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" mb="xl">
        {PLACES.map((place) => (
          <UnstyledButton key={place.to} component={Link} to={place.to} data-action-type={`home-tile-${place.to.slice(1)}`}>
            <Card withBorder radius="lg" padding="lg" h="100%" className={classes.tile}>
              <ThemeIcon size={44} radius="md" variant="light" color={place.color} mb="md" aria-hidden>{place.icon}</ThemeIcon>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700}>{place.title}</Text>
                <IconArrowRight size={16} color="var(--mantine-color-gray-5)" />
              </Group>
              <Text size="sm" c="dimmed" mt={4}>{place.text}</Text>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>

      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz="lg" mb={4}>Getting started</Title>
        <Text size="sm" c="dimmed" mb="lg">Three small things that make the first days easier.</Text>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <Step icon={<IconRoute size={20} />} title="Take the tour" text="One minute on where everything is." action={<Button variant="light" size="xs" onClick={openGuide} data-action-type="home-start-guide">Start the tour</Button>} />
          <Step icon={<IconKeyboard size={20} />} title="Learn the shortcuts" text={<>Press <Kbd size="xs">1</Kbd>–<Kbd size="xs">6</Kbd> in a quote to switch tabs.</>} action={<Button variant="light" size="xs" onClick={openShortcuts} data-action-type="home-shortcuts">Show shortcuts</Button>} />
          <Step icon={<IconUserCircle size={20} />} title="Complete your profile" text="Add a photo so your team knows whose quote it is." action={<Button variant="light" size="xs" component={Link} to="/profile" data-action-type="home-profile">Open profile</Button>} />
        </SimpleGrid>
      </Card>
    </>
  );
}

function Step({ icon, title, text, action }: { icon: ReactNode; title: string; text: ReactNode; action: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>{icon}</ThemeIcon>
      <Stack gap={6} align="flex-start">
        <div>
          <Text fw={600} size="sm">{title}</Text>
          <Text size="sm" c="dimmed">{text}</Text>
        </div>
        {action}
      </Stack>
    </Group>
  );
}
