import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { notifySuccess } from '../../../lib/notify';
import { useLinkRequestQuotes } from '../api/link-request-quotes';
import type { RequestRow } from '../api/list-requests';
import type { LinkedQuoteId } from '../api/search-client-quotes';
import { ClientQuotePicker } from './client-quote-picker';
import { diffLinks, hasChanges, linkSummary } from './link-diff';

/** Choose the quotes of the request's client that belong to it; saving sends the full list. */
export function LinkQuotesModal({
  request,
  onClose,
  onEdit,
}: {
  request: RequestRow | null;
  onClose: () => void;
  onEdit: (request: RequestRow) => void;
}) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Link quotes to ${request.code}` : ''}
      size="lg"
      centered
      radius="lg"
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {request && <LinkForm key={request.id} request={request} onClose={onClose} onEdit={onEdit} />}
    </Modal>
  );
}

function LinkForm({
  request,
  onClose,
  onEdit,
}: {
  request: RequestRow;
  onClose: () => void;
  onEdit: (request: RequestRow) => void;
}) {
  const current = request.items.map((q) => q.id);
  const [selected, setSelected] = useState<LinkedQuoteId[]>(current);
  const link = useLinkRequestQuotes();
  const diff = diffLinks(current, selected);

  const save = () =>
    link.mutate(
      { requestId: request.id, quoteIds: selected },
      {
        onSuccess: ({ data }) => {
          notifySuccess(
            `${data.code} now has ${data.quotes_number} linked ${data.quotes_number === 1 ? 'quote' : 'quotes'}.`,
          );
          onClose();
        },
      },
    );

  if (!request.client) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title="This request has no client">
          Only quotes of the request&apos;s client can be linked. Choose its client first.
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onEdit(request)} data-action-type="request-edit">
            Edit request
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        <Text span fw={600}>
          {request.title}
        </Text>
        <Text span c="dimmed">
          {' '}
          · quotes of {request.client.name}
        </Text>
      </Text>
      <ClientQuotePicker
        clientId={request.client.id}
        value={selected}
        onChange={setSelected}
        initialLabels={Object.fromEntries(request.items.map((q) => [q.id, q.title || `Quote #${q.id}`]))}
      />
      <Group justify="space-between" gap="sm">
        <Text
          size="sm"
          c={hasChanges(diff) ? undefined : 'dimmed'}
          fw={hasChanges(diff) ? 500 : undefined}
          aria-live="polite"
        >
          {linkSummary(diff)}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={save}
            loading={link.isPending}
            disabled={!hasChanges(diff)}
            data-action-type="request-link-save"
          >
            Save links
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
