import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconRestore } from '@tabler/icons-react';
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
  const restore = useRestoreVersion();
  const navigate = useNavigate();
  const confirm = () =>
    restore.mutate(
      { id: quoteId, version },
      {
        onSuccess: (answer) => {
          notifySuccess(
            `${code} now holds the content of version ${version}, saved as version ${answer.version}.`,
            'Version restored',
          );
          onClose();
          navigate(`/quote/basic-info?itinerary=${quoteId}`);
        },
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Restore version ${version}?`}
      centered
      radius="lg"
      size="md"
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text size="sm">
          The basic information, services, days, passengers and prices of <b>{code}</b> go back to how they were in
          version {version}.
        </Text>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="sm">
          <Text size="sm">
            This saves a new version ({currentVersion + 1}). Version {currentVersion} and every older one stay in the
            history, so you can come back to them.
          </Text>
        </Alert>
        {restore.isError && (
          <Alert variant="light" color="red" p="sm">
            <Text size="sm">{errorMessage(restore.error)}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-action-type="quote-version-restore-cancel">
            Cancel
          </Button>
          <Button
            color="grape"
            leftSection={<IconRestore size={16} />}
            loading={restore.isPending}
            onClick={confirm}
            data-action-type="quote-version-restore-confirm"
          >
            Restore version {version}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
