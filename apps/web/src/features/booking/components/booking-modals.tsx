import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

/** What marking by hand says: confirmed (a reference), declined (a reason), or canceled on the quote. */
export type MarkKind = 2 | 'declined' | 3;

const MARK_WORDS: Record<
  MarkKind,
  { title: (n: string) => string; label: string; description: string; button: string; color: string }
> = {
  2: {
    title: (n) => `Mark ${n} confirmed`,
    label: 'Supplier reference',
    description: 'The booking number the supplier gave by phone or e-mail.',
    button: 'Mark confirmed',
    color: 'green',
  },
  declined: {
    title: (n) => `Mark ${n} declined by the supplier`,
    label: 'Reason',
    description:
      'What the supplier said. The service stays on the trip and the price is unchanged until you replace or drop it.',
    button: 'Mark declined',
    color: 'orange',
  },
  3: {
    title: (n) => `Drop ${n} from the trip`,
    label: 'Reason',
    description:
      'The quote’s price changes: it is saved as a new version with this reason, for the client and the history.',
    button: 'Drop and change the price',
    color: 'red',
  },
};

export interface MarkModalProps {
  kind: MarkKind | null;
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (text: string) => void;
}

/** Marks the selected services by hand: the supplier's reference, why it declined, or why they leave the trip. */
export function MarkModal({ kind, count, busy, onClose, onSubmit }: MarkModalProps) {
  const [text, setText] = useState('');
  const words = MARK_WORDS[kind ?? 2];
  const services = `${count} service${count === 1 ? '' : 's'}`;
  return (
    <Modal opened={kind !== null} onClose={onClose} title={words.title(services)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(text.trim());
        }}
      >
        <Stack>
          {kind === 3 && (
            <Alert color="red" variant="light">
              The client accepted this trip at its price. Dropping a service lowers it; tell the client what changed.
            </Alert>
          )}
          <TextInput
            label={words.label}
            description={words.description}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={kind === 2 ? 120 : 500}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" color={words.color} loading={busy} disabled={!text.trim()}>
              {words.button}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export interface CancelModalProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onCancel: (notifySuppliers: boolean) => void;
}

/** Cancelling the booking releases it with the suppliers, asking whether they are told (issues 22, 39). */
export function CancelBookingModal({ opened, busy, onClose, onCancel }: CancelModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel the booking">
      <Stack>
        <Text size="sm">
          Every booking of this quote will be released: confirmations withdrawn and open requests closed. The services
          stay on the trip and the price stays as sold. Send a cancellation e-mail to each supplier that was asked to
          book or has confirmed?
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep the booking
          </Button>
          <Button variant="light" color="red" loading={busy} onClick={() => onCancel(false)}>
            Cancel without e-mails
          </Button>
          <Button color="red" loading={busy} onClick={() => onCancel(true)} data-action-type="booking-cancel-notify">
            Cancel and tell suppliers
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
