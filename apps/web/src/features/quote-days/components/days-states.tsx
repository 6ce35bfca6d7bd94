import { Alert, Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** While the days load: the shape of three day cards. */
export function DaysSkeleton() {
  const { t } = useTranslation('days');
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((i) => (
        <Group key={i} align="flex-start" wrap="nowrap" gap="sm">
          <Skeleton circle h={40} w={40} visibleFrom="sm" />
          <Paper withBorder radius="lg" p="md" style={{ flex: 1 }}>
            <Group align="flex-start" gap="lg" wrap="wrap">
              <Stack gap={8} style={{ flex: '1 1 240px' }}>
                <Skeleton h={10} w="30%" />
                <Skeleton h={16} w="70%" />
                <Skeleton h={10} w="50%" />
                <Skeleton h={40} />
              </Stack>
              <Stack gap={6} style={{ flex: '1 1 320px' }}>
                <Skeleton h={48} radius="md" />
                <Skeleton h={48} radius="md" />
              </Stack>
            </Group>
          </Paper>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Listing the days failed: the original client sets the total to "NotFound" (spec 02 §8); here the
 * tab says so and offers to try again.
 */
export function DaysNotFound({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('days');
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} />}
      title={t('notFound')}
      role="alert"
    >
      {t('notListed')}
      <Group mt="sm">
        <Button
          size="xs"
          color="red"
          variant="white"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          loading={retrying}
          data-action-type="quote-itinerary-retry"
        >
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** Someone else saved the quote since it was read (409): nothing more is written until it is reloaded. */
export function DaysConflict({ message, onReload }: { message: string; onReload: () => void }) {
  const { t } = useTranslation('days');
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      mb="md"
      icon={<IconAlertTriangle size={20} />}
      title={t('conflict')}
      role="alert"
    >
      {message}
      <Group mt="sm" gap="sm">
        <Button
          size="xs"
          color="orange"
          leftSection={<IconRefresh size={14} />}
          onClick={onReload}
          data-action-type="quote-itinerary-reload"
        >
          {t('reloadQuote')}
        </Button>
      </Group>
    </Alert>
  );
}
