import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

export interface MarkModalProps {
  /** Confirmed (2) asks for the supplier's reference, Canceled (3) for a reason. */
  status: 2 | 3 | null;
  count: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (text: string) => void;
}

/** Marks the selected services by hand: the reference the supplier gave, or why they are canceled. */
export function MarkModal({ status, count, busy, onClose, onSubmit }: MarkModalProps) {
  const [text, setText] = useState('');
  const confirming = status === 2;
  const label = confirming ? 'Supplier reference' : 'Reason';
  return (
    <Modal
      opened={status !== null}
      onClose={onClose}
      title={
        confirming
          ? `Mark ${count} service${count === 1 ? '' : 's'} confirmed`
          : `Cancel ${count} service${count === 1 ? '' : 's'}`
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(text.trim());
        }}
      >
        <Stack>
          <TextInput
            label={label}
            description={
              confirming ? 'The booking number the supplier gave by phone or e-mail.' : 'Kept with the service.'
            }
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={confirming ? 120 : 500}
            required={confirming}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button
              type="submit"
              color={confirming ? 'green' : 'red'}
              loading={busy}
              disabled={confirming && !text.trim()}
            >
              {confirming ? 'Mark confirmed' : 'Mark canceled'}
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

/** Cancelling the booking asks whether the suppliers are told (issue 22). */
export function CancelBookingModal({ opened, busy, onClose, onCancel }: CancelModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel the booking">
      <Stack>
        <Text size="sm">
          Every booked service of this quote will be Canceled. Send a cancellation e-mail to each supplier that was
          asked to book or has confirmed?
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

export interface SendVouchersModalProps {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onSend: (to: string | undefined) => void;
}

/** Sends every voucher to the client: to the lead passenger's address unless another is given. */
export function SendVouchersModal({ opened, busy, onClose, onSend }: SendVouchersModalProps) {
  const [to, setTo] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title="Send the vouchers to the client">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSend(to.trim() || undefined);
        }}
      >
        <Stack>
          <TextInput
            type="email"
            label="Client e-mail"
            description="Leave empty to send them to the lead passenger."
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" loading={busy}>
              Send vouchers
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
