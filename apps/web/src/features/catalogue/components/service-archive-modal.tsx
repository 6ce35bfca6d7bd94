import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { CatalogueService } from '@itinera/domain/contracts';
import { notifySuccess } from '../../../lib/notify';
import { useArchiveService } from '../api/archive-service';

/** Confirms an archive: the service leaves the search and new quotes; quotes holding it keep it. */
export function ServiceArchiveModal({ service, onClose }: { service: CatalogueService | null; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const archive = useArchiveService();
  const confirm = () => {
    if (!service) return;
    archive.mutate(service.id, {
      onSuccess: () => {
        notifySuccess(t('archive.done', { name: service.name.value }), t('archive.doneTitle'));
        onClose();
      },
    });
  };
  return (
    <Modal opened={service !== null} onClose={onClose} title={t('archive.title')} centered size="md">
      <Stack gap="md">
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="archive.text"
            values={{ name: service?.name.value ?? '', code: service?.code ?? '' }}
            components={{ name: <Text span fw={600} /> }}
          />
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" loading={archive.isPending} onClick={confirm} data-autofocus>
            {t('archive.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
