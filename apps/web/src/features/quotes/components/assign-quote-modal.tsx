import { useState } from 'react';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { notifySuccess } from '../../../lib/notify';
import { useAssignQuote } from '../api/assign-quote';
import { useAssignees } from '../../../lib/assignees';
import type { QuoteListRow } from '../api/list-quotes';

/** Hands a quote to another user of the company; the server refuses inactive users or other companies' users. */
export function AssignQuoteModal({ quote, onClose }: { quote: QuoteListRow | null; onClose: () => void }) {
  return (
    <Modal opened={quote !== null} onClose={onClose} title="Assign quote" centered>
      {quote && <AssignForm key={quote.id} quote={quote} onClose={onClose} />}
    </Modal>
  );
}

function AssignForm({ quote, onClose }: { quote: QuoteListRow; onClose: () => void }) {
  const users = useAssignees(true);
  const assign = useAssignQuote();
  const [userId, setUserId] = useState<string | null>(quote.user ? String(quote.user.id) : null);
  const data = (users.data?.data ?? []).filter((u) => u.active).map((u) => ({ value: String(u.id), label: `${u.name} · ${u.email}` }));
  const unchanged = userId === (quote.user ? String(quote.user.id) : null);

  const submit = () => {
    if (!userId) return;
    assign.mutate(
      { quoteId: quote.id, userId: Number(userId) },
      {
        onSuccess: () => {
          const name = users.data?.data.find((u) => String(u.id) === userId)?.name ?? 'the user';
          notifySuccess(`${quote.code} is now assigned to ${name}.`);
          onClose();
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        <Text span ff="monospace" fw={600}>{quote.code}</Text> · {quote.title || 'Untitled quote'}
      </Text>
      <Select
        label="Assign to"
        placeholder={users.isLoading ? 'Loading users…' : 'Choose a user'}
        leftSection={<IconUser size={16} />}
        data={data}
        value={userId}
        onChange={setUserId}
        searchable
        nothingFoundMessage="No user matches"
        disabled={users.isLoading}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
      <Text size="xs" c="dimmed">The assignee sees the quote in their list and can work on it.</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>Cancel</Button>
        <Button onClick={submit} loading={assign.isPending} disabled={!userId || unchanged} data-action-type="quote-assign">
          Assign
        </Button>
      </Group>
    </Stack>
  );
}
