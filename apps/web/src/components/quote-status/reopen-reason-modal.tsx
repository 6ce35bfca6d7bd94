import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';

export interface ReopenReasonModalProps {
  opened: boolean;
  busy: boolean;
  onReopen: (reason: string) => void;
  onClose: () => void;
}

/**
 * Re-opening a sold (Confirmed) quote says why (issue 48): the server refuses it without a reason,
 * keeps the reason in the history of the new version, and compares the changes with the version the
 * client accepted.
 */
export function ReopenReasonModal({ opened, busy, onReopen, onClose }: ReopenReasonModalProps) {
  const [reason, setReason] = useState('');
  const why = reason.trim();
  return (
    <Modal opened={opened} onClose={onClose} title="Change the sold trip?">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (why) onReopen(why);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">
            The client accepted this trip. Re-opening it makes a new version; every change is compared with the version
            the client accepted.
          </Text>
          <Textarea
            label="Why does the trip change?"
            placeholder="The client adds a child; the hotel is full on the 12th…"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            rows={3}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" color="orange" loading={busy} disabled={!why} data-action-type="quote-reopen">
              Re-open as a new version
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
