import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { useFormats } from '../../lib/formats';
import { Anchor, Button, Card, Grid, Group, Kbd, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCompass, IconKeyboard, IconUserCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewQuoteButton } from '../../components/new-quote-panel/new-quote-button';
import { PromoBanner } from '../../components/promo-banner';
import { QuoteSearch } from '../../components/quote-search/quote-search';
import { DestinationTiles } from '../../features/itineraries/components/destination-tiles';
import { useAuth } from '../../lib/use-auth';
import { useShellActions } from '../shell/shell-context';
import { RecentQuotes } from './home-recent-quotes';

/** The greeting's key in the `home` catalogue for the hour of the day. */
export function greeting(hour: number): 'greeting.morning' | 'greeting.afternoon' | 'greeting.evening' {
  if (hour < 12) return 'greeting.morning';
  if (hour < 18) return 'greeting.afternoon';
  return 'greeting.evening';
}

/** /home: find a quote, start a new one, or start from a featured destination's itineraries. */
export function HomePage() {
  const { t } = useTranslation('home');
  const { longDay } = useFormats();
  const auth = useAuth();
  const { openGuide, openShortcuts } = useShellActions();
  const firstName = auth?.user.name.split(/\s+/)[0] ?? '';
  // Today in the reader's language ('Saturday 16 May', 'Sábado, 16 de mayo'), on this device's calendar.
  const today = longDay(dayjs().format('YYYY-MM-DD'));
  const hello = t(greeting(new Date().getHours()));

  return (
    <>
      <Stack gap="md" mb="xl">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text c="dimmed" size="sm">
              {today}
            </Text>
            <Title order={1} fz={30}>
              {firstName ? t('greeting.named', { greeting: hello, name: firstName }) : hello}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('intro')}
            </Text>
          </div>
          <NewQuoteButton size="md" />
        </Group>
        <QuoteSearch />
      </Stack>

      <PromoBanner
        id="levels-2026"
        title={t('promo.title')}
        text={t('promo.text')}
        action={
          <Button
            component={Link}
            to="/quotes"
            variant="white"
            color="teal"
            size="xs"
            data-action-type="promo-open-quotes"
          >
            {t('promo.action')}
          </Button>
        }
      />

      {/* The banner keeps its own bottom margin; dismissed, it leaves no gap. */}
      <section aria-labelledby="home-destinations" style={{ marginBottom: 'var(--mantine-spacing-xl)' }}>
        <Group justify="space-between" align="flex-end" mb="sm">
          <div>
            <Title order={2} fz="lg" id="home-destinations">
              {t('destinations.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('destinations.text')}
            </Text>
          </div>
          <Anchor component={Link} to="/itineraries" size="sm" data-action-type="home-all-itineraries">
            <Group gap={4} wrap="nowrap">
              {t('destinations.all')} <IconArrowRight size={14} />
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
              {t('start.title')}
            </Text>
            <Text size="sm" c="dimmed" mb="md">
              {t('start.text')}
            </Text>
            <Stack gap="md">
              <Step icon={<IconCompass size={18} />} title={t('start.tourTitle')} text={t('start.tourText')}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={openGuide}
                  data-action-type="home-start-guide"
                >
                  {t('start.tourAction')}
                </Anchor>
              </Step>
              <Step
                icon={<IconKeyboard size={18} />}
                title={t('start.shortcutsTitle')}
                text={<Trans t={t} i18nKey="start.shortcutsText" components={{ kbd: <Kbd size="xs" /> }} />}
              >
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  fw={600}
                  onClick={openShortcuts}
                  data-action-type="home-shortcuts"
                >
                  {t('start.shortcutsAction')}
                </Anchor>
              </Step>
              <Step icon={<IconUserCircle size={18} />} title={t('start.profileTitle')} text={t('start.profileText')}>
                <Anchor component={Link} to="/profile" size="sm" fw={600} data-action-type="home-profile">
                  {t('start.profileAction')}
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
