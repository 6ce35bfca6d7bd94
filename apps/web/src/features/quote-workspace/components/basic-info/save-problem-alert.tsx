import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveProblem } from './use-save-basic-info';

export interface SaveProblemAlertProps {
  problem: SaveProblem;
  onReload: () => void;
  reloading: boolean;
  onClose: () => void;
}

/** Why the last save failed, above the form: a newer version to reload, or the server's reasons. */
export function SaveProblemAlert({ problem, onReload, reloading, onClose }: SaveProblemAlertProps) {
  const { t } = useTranslation('workspace', { keyPrefix: 'basicInfo' });
  const conflict = problem.kind === 'conflict';
  return (
    <Alert
      color={conflict ? 'orange' : 'red'}
      variant="light"
      radius="lg"
      mb="lg"
      icon={<IconAlertCircle size={20} />}
      title={conflict ? t('conflictTitle') : t('refusedTitle')}
      withCloseButton
      onClose={onClose}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">{problem.message}</Text>
        {problem.errors.length > 0 && (
          <List size="sm" spacing={2}>
            {problem.errors.map((e) => (
              <List.Item key={e}>{e}</List.Item>
            ))}
          </List>
        )}
        {!conflict && (
          <Text size="xs" c="dimmed">
            {t('paxReset')}
          </Text>
        )}
        {conflict && (
          <Group gap="sm">
            <Button
              size="xs"
              color="orange"
              leftSection={<IconRefresh size={14} />}
              onClick={onReload}
              loading={reloading}
              data-action-type="quote-basic-info-reload"
            >
              {t('reloadQuote')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('reloadDrops')}
            </Text>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
