import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HeldBookings } from './change-quote-status';

export interface HeldBookingsModalProps {
  held: HeldBookings | null;
  to: string;
  quoteId: string;
  busy: boolean;
  onKeep: () => void;
  onClose: () => void;
}

/**
 * Leaving Confirmed while suppliers hold bookings (issue 39): the bookings are named, and the person
 * chooses — keep them (no supplier is told, their links pause) or release them on the Book tab first.
 */
export function HeldBookingsModal({ held, to, quoteId, busy, onKeep, onClose }: HeldBookingsModalProps) {
  const n = held?.bookings.length ?? 0;
  return (
    <Modal opened={held !== null} onClose={onClose} title={`Move to ${to}? Suppliers hold bookings`} size="lg">
      <Stack gap="sm">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {n} service{n === 1 ? ' is' : 's are'} booked with suppliers. Re-opening the quote keeps these bookings and
          their references and tells no supplier; their booking links pause until the quote is Confirmed again.
        </Alert>
        <List size="sm" spacing={4} data-testid="held-bookings">
          {held?.bookings.map((b) => (
            <List.Item key={`${b.service}-${b.supplier}`}>
              <Text span fw={500} size="sm">
                {b.service}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                · {b.supplier} ·{' '}
                {b.state === 'confirmed' ? `confirmed${b.reference ? ` ${b.reference}` : ''}` : 'requested'}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          To cancel them with the suppliers instead, use “Cancel booking” on the Book tab first: each supplier is told,
          and the trip and its price stay as sold.
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button variant="light" component={Link} to={`/quote/book?itinerary=${quoteId}`} onClick={onClose}>
            Go to the Book tab
          </Button>
          <Button color="orange" loading={busy} onClick={onKeep} data-action-type="quote-reopen-keep-bookings">
            Keep the bookings and move to {to}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
