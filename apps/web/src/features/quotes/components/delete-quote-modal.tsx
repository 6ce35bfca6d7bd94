import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteQuote } from '../api/delete-quote';
import type { QuoteListRow } from '../api/list-quotes';

/** Asks before a quote goes: deleting removes its versions and history too, and cannot be undone. */
export function DeleteQuoteModal({ quote, onClose }: { quote: QuoteListRow | null; onClose: () => void }) {
  const remove = useDeleteQuote();
  const confirm = () => {
    if (!quote) return;
    remove.mutate(quote.id, {
      onSuccess: (outcome) => {
        notifySuccess(
          outcome === 'queued'
            ? `${quote.code} is being deleted; it leaves the list when done.`
            : `${quote.code} was deleted.`,
        );
        onClose();
      },
    });
  };
  return (
    <Modal opened={quote !== null} onClose={onClose} title="Delete quote" centered>
      {quote && (
        <Stack gap="md">
          <Text size="sm">
            Delete{' '}
            <Text span ff="monospace" fw={600}>
              {quote.code}
            </Text>{' '}
            ·{' '}
            <Text span fw={600}>
              {quote.title || 'Untitled quote'}
            </Text>
            ?
          </Text>
          <Text size="sm" c="dimmed">
            Its services, prices, versions and history are deleted with it. This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending} data-action-type="quote-delete">
              Delete quote
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
