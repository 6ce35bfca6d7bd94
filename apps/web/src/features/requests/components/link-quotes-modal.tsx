import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useLinkRequestQuotes } from '../api/link-request-quotes';
import type { RequestRow } from '../api/list-requests';
import { ClientQuotePicker, quoteLabel } from './client-quote-picker';
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
  const { t } = useTranslation('requests');
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? t('row.link', { code: request.code }) : ''}
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
  const { t } = useTranslation('requests');
  const current = request.items.map((q) => q.id);
  const [selected, setSelected] = useState(current);
  const link = useLinkRequestQuotes();
  const diff = diffLinks(current, selected);

  const save = () =>
    link.mutate(
      { requestId: request.id, quoteIds: selected },
      {
        onSuccess: (data) => {
          notifySuccess(t('link.saved', { code: data.code, count: data.quotes_number }));
          onClose();
        },
      },
    );

  if (!request.client) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} title={t('link.noClient')}>
          {t('link.noClientText')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => onEdit(request)} data-action-type="request-edit">
            {t('link.editRequest')}
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
          {t('link.quotesOf', { client: request.client.name })}
        </Text>
      </Text>
      <ClientQuotePicker
        clientId={request.client.id}
        value={selected}
        onChange={setSelected}
        initialLabels={Object.fromEntries(request.items.map((q) => [q.id, quoteLabel(t, q)]))}
      />
      <Group justify="space-between" gap="sm">
        <Text
          size="sm"
          c={hasChanges(diff) ? undefined : 'dimmed'}
          fw={hasChanges(diff) ? 500 : undefined}
          aria-live="polite"
        >
          {linkSummary(diff, t)}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={link.isPending}
            disabled={!hasChanges(diff)}
            data-action-type="request-link-save"
          >
            {t('link.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
