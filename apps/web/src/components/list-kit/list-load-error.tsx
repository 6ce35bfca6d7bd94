import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A list's first read failed: nothing to show but the way to try again. */
export function ListLoadError({ plural, onRetry }: { plural: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('list.loadFailed', { noun: plural })}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('list.checkConnection')}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('list.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}
