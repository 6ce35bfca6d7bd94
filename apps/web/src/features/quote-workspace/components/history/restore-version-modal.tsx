import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconRestore } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteId } from '@itinera/domain/contracts';
import { errorMessage, notifySuccess } from '../../../../lib/notify';
import { useRestoreVersion } from '../../api/quote-version';

export interface RestoreVersionModalProps {
  opened: boolean;
  onClose: () => void;
  quoteId: QuoteId;
  code: string;
  version: number;
  currentVersion: number;
}

/** The spec's "restore version" modal: version N's content becomes a new current version; nothing is deleted. */
export function RestoreVersionModal({
  opened,
  onClose,
  quoteId,
  code,
  version,
  currentVersion,
}: RestoreVersionModalProps) {
  const { t } = useTranslation('workspace', { keyPrefix: 'history' });
  const restore = useRestoreVersion();
  const navigate = useNavigate();
  const confirm = () =>
    restore.mutate(
      { id: quoteId, version },
      {
        onSuccess: (answer) => {
          notifySuccess(t('restored', { code, version, saved: answer.version }), t('restoredTitle'));
          onClose();
          navigate(`/quote/basic-info?itinerary=${quoteId}`);
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('restoreTitle', { version })}
      centered
      radius="lg"
      size="md"
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans t={t} i18nKey="restoreWhat" values={{ code, version }} components={{ b: <b /> }} />
        </Text>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="sm">
          <Text size="sm">{t('restoreKeeps', { next: currentVersion + 1, current: currentVersion })}</Text>
        </Alert>
        {restore.isError && (
          <Alert variant="light" color="red" p="sm">
            <Text size="sm">{errorMessage(restore.error)}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-action-type="quote-version-restore-cancel">
            {t('cancel')}
          </Button>
          <Button
            color="grape"
            leftSection={<IconRestore size={16} />}
            loading={restore.isPending}
            onClick={confirm}
            data-action-type="quote-version-restore-confirm"
          >
            {t('restoreVersion', { version })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
