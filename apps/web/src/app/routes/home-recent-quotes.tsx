import { Anchor, Button, Card, Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  listItineraries,
  quotePath,
  QUOTES_KEY,
  type ItineraryQuery,
} from '../../components/new-quote-panel/quote-api';
import { QuoteStatusBadge } from '../../components/quote-status-badge';
import { useFormats } from '../../lib/formats';
import classes from './home-page.module.css';

/** The five newest quotes (type 1), newest first. */
export const RECENT_QUERY: ItineraryQuery = { type: 1, limit: 5, sort: 'created_date.desc' };

/** Home's "pick up where you left off": the newest quotes, one click from their basic information. */
export function RecentQuotes() {
  const { t } = useTranslation('home');
  const { clientDate } = useFormats();
  const navigate = useNavigate();
  const recent = useQuery({
    queryKey: [QUOTES_KEY, 'recent'],
    queryFn: ({ signal }) => listItineraries(RECENT_QUERY, signal),
    meta: { handlesError: true },
  });
  const rows = recent.data?.data ?? [];

  return (
    <Card withBorder radius="lg" padding={0} h="100%">
      <Group justify="space-between" px="lg" pt="lg" pb="sm">
        <Group gap="xs">
          <IconClockHour4 size={18} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text fw={700}>{t('recent.title')}</Text>
        </Group>
        <Anchor component={Link} to="/quotes" size="sm" data-action-type="home-all-quotes">
          {t('recent.all')}
        </Anchor>
      </Group>
      {recent.isError && !recent.data ? (
        <Stack align="flex-start" gap="xs" px="lg" pb="lg">
          <Text size="sm" c="red.7">
            {t('recent.failed')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void recent.refetch()}>
            {t('recent.retry')}
          </Button>
        </Stack>
      ) : !recent.data ? (
        <Stack gap={6} px="lg" pb="lg">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={44} radius="sm" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" px="lg" pb="lg">
          {t('recent.none')}
        </Text>
      ) : (
        <Stack gap={0} pb={6} role="list" aria-label={t('recent.title')}>
          {rows.map((q) => (
            <UnstyledButton
              key={q.id}
              role="listitem"
              className={classes.recentRow}
              onClick={() => void navigate(quotePath(q.id))}
              data-action-type="home-recent-quote"
            >
              <Group wrap="nowrap" gap="md">
                <Text size="sm" ff="monospace" fw={600} w={112} style={{ flexShrink: 0 }}>
                  {q.code}
                </Text>
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text size="sm" fw={600} lineClamp={1}>
                    {q.title || t('recent.untitled')}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {q.client?.name ?? t('recent.noClient')} ·{' '}
                    {t('recent.created', { date: clientDate(q.created_date, q.client) })}
                  </Text>
                </Stack>
                <QuoteStatusBadge id={q.status.id} name={q.status.name} style={{ flexShrink: 0 }} />
                <IconChevronRight size={16} color="var(--mantine-color-gray-5)" aria-hidden style={{ flexShrink: 0 }} />
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Card>
  );
}
