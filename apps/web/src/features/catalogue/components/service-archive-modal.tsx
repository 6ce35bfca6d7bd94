import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { CatalogueService } from '@itinera/domain/contracts';
import { notifySuccess } from '../../../lib/notify';
import { useArchiveService } from '../api/archive-service';

/** Confirms an archive: the service leaves the search and new quotes; quotes holding it keep it. */
export function ServiceArchiveModal({ service, onClose }: { service: CatalogueService | null; onClose: () => void }) {
  const archive = useArchiveService();
  const confirm = () => {
    if (!service) return;
    archive.mutate(service.id, {
      onSuccess: () => {
        notifySuccess(`${service.name.value} was archived.`, 'Service archived');
        onClose();
      },
    });
  };
  return (
    <Modal opened={service !== null} onClose={onClose} title="Archive this service?" centered size="md">
      <Stack gap="md">
        <Text size="sm">
          <Text span fw={600}>
            {service?.name.value}
          </Text>{' '}
          ({service?.code}) will no longer appear in the service search or in new quotes. Quotes that already include it
          keep their copy and their prices.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={archive.isPending} onClick={confirm} data-autofocus>
            Archive
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
