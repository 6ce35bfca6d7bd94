import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('quotes');
  const n = held?.bookings.length ?? 0;
  return (
    <Modal opened={held !== null} onClose={onClose} title={t('status.held.title', { status: to })} size="lg">
      <Stack gap="sm">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('status.held.alert', { count: n })}
        </Alert>
        <List size="sm" spacing={4} data-testid="held-bookings">
          {held?.bookings.map((b) => (
            <List.Item key={`${b.service}-${b.supplier}`}>
              <Text span fw={500} size="sm">
                {b.service}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                · {b.supplier} ·{' '}
                {b.state !== 'confirmed'
                  ? t('status.held.requested')
                  : b.reference
                    ? t('status.held.confirmedRef', { reference: b.reference })
                    : t('status.held.confirmed')}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('status.held.cancelHint')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('status.reopen.back')}
          </Button>
          <Button variant="light" component={Link} to={`/quote/book?itinerary=${quoteId}`} onClick={onClose}>
            {t('status.held.goToBook')}
          </Button>
          <Button color="orange" loading={busy} onClick={onKeep} data-action-type="quote-reopen-keep-bookings">
            {t('status.held.keep', { status: to })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
