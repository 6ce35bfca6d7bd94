import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteRequest } from '../api/delete-request';
import type { RequestRow } from '../api/list-requests';

/** Asks before a request goes; its quotes stay, only unlinked. */
export function DeleteRequestModal({ request, onClose }: { request: RequestRow | null; onClose: () => void }) {
  const remove = useDeleteRequest();
  const confirm = () => {
    if (!request) return;
    remove.mutate(request.id, {
      onSuccess: () => {
        notifySuccess(`${request.code} was deleted.`);
        onClose();
      },
    });
  };
  const linked = request?.quotes_number ?? 0;
  return (
    <Modal opened={request !== null} onClose={onClose} title="Delete request" centered>
      {request && (
        <Stack gap="md">
          <Text size="sm">
            Delete{' '}
            <Text span ff="monospace" fw={600}>
              {request.code}
            </Text>{' '}
            ·{' '}
            <Text span fw={600}>
              {request.title}
            </Text>
            ?
          </Text>
          <Text size="sm" c="dimmed">
            {linked ? `Its ${linked} linked ${linked === 1 ? 'quote is' : 'quotes are'} kept, only unlinked. ` : ''}This
            cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending} data-action-type="request-delete">
              Delete request
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
