import { Alert, Badge, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconWorld } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { usePublishState } from '../api/get-publish-state';
import type { PublishState } from '../api/types';
import { lastSeenSentence, levelName, timeAgo } from '../logic/engagement';
import { EngagementTimeline } from './engagement-timeline';
import { LinkBox } from './link-box';
import { LinkExpiry } from './link-expiry';
import { PublishActions } from './publish-actions';
import { PublishErrorAlert } from './publish-errors-alert';

function statusOf(state: PublishState, t: TFunction<'publishing'>): { label: string; color: string } {
  if (!state.link) return { label: t('publish.status.notPublished'), color: 'gray' };
  if (state.link.revokedAt) return { label: t('publish.status.revoked'), color: 'red' };
  if (state.link.expiresAt && new Date(state.link.expiresAt) < new Date())
    return { label: t('publish.status.expired'), color: 'orange' };
  return { label: t('publish.status.published', { version: state.publications[0]?.version ?? '?' }), color: 'teal' };
}

/** The Export tab's first section: is it published, the link, what the client saw and did, and the actions. */
export function PublishSection({ quote, readOnly }: { quote: QuoteDetail; readOnly: boolean }) {
  const { t } = useTranslation('publishing');
  const query = usePublishState(quote.id);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="publish-heading">
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <IconWorld size={22} />
          <Title order={3} id="publish-heading">
            {t('publish.heading')}
          </Title>
        </Group>
        {query.data && (
          <Badge color={statusOf(query.data, t).color} variant="light" size="lg" data-testid="publish-status">
            {statusOf(query.data, t).label}
          </Badge>
        )}
      </Group>
      {query.isPending ? (
        <Stack gap="sm" data-testid="publish-loading">
          <Skeleton h={36} radius="md" />
          <Skeleton h={16} w="40%" />
          <Skeleton h={36} w="60%" radius="md" />
        </Stack>
      ) : query.isError ? (
        <PublishErrorAlert error={query.error} quoteId={quote.id} title={t('publish.stateError')} />
      ) : (
        <PublishBody quote={quote} state={query.data} readOnly={readOnly} />
      )}
    </Paper>
  );
}

function PublishBody({ quote, state, readOnly }: { quote: QuoteDetail; state: PublishState; readOnly: boolean }) {
  const { t } = useTranslation('publishing');
  const live = state.link !== null && state.link.revokedAt === null;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          {!state.link ? (
            <Text c="dimmed" data-testid="publish-empty">
              {t('publish.empty')}
            </Text>
          ) : live ? (
            <LinkBox url={state.link.url} />
          ) : (
            <Text c="dimmed">{t('publish.revokedAgo', { ago: timeAgo(state.link.revokedAt!) })}</Text>
          )}
          {state.link && (
            <Text size="sm" data-testid="publish-last-seen">
              {lastSeenSentence(state)}
              {quote.version > (state.publications[0]?.version ?? quote.version) && (
                <Text span c="orange.8" size="sm">
                  {' '}
                  {t('publish.quoteNow', { version: quote.version })}
                </Text>
              )}
            </Text>
          )}
          {state.accepted && (
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} />}
              title={t('publish.acceptedTitle', { level: levelName(state.accepted.level) })}
            >
              <Text size="sm">
                {t(state.accepted.message ? 'publish.acceptedWhenSaid' : 'publish.acceptedWhen', {
                  version: state.accepted.version,
                  ago: timeAgo(state.accepted.at),
                  message: state.accepted.message,
                })}
              </Text>
            </Alert>
          )}
          <PublishActions quote={quote} state={state} readOnly={readOnly} />
          {live && state.link && <LinkExpiry quoteId={quote.id} expiresAt={state.link.expiresAt} disabled={readOnly} />}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Text size="sm" fw={600} mb="xs">
          {t('publish.clientDid')}
        </Text>
        <EngagementTimeline state={state} />
      </Grid.Col>
    </Grid>
  );
}
