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
 * Leaving Confirmed while suppliers hold bookings (decision 0059): the bookings are named, and the person
 * chooses — keep them (no supplier is told, their links pause) or release them on the Book tab first.
 */
export function HeldBookingsModal({ held, to, quoteId, busy, onKeep, onClose }: HeldBookingsModalProps) {
  const { t } = useTranslation('lifecycle');
  const n = held?.bookings.length ?? 0;
  return (
    <Modal opened={held !== null} onClose={onClose} title={t('held.title', { status: to })} size="lg">
      <Stack gap="sm">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('held.alert', { count: n })}
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
                  ? t('held.requested')
                  : b.reference
                    ? t('held.confirmedRef', { reference: b.reference })
                    : t('held.confirmed')}
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('held.cancelHint')}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('reopen.back')}
          </Button>
          <Button variant="light" component={Link} to={`/quote/book?itinerary=${quoteId}`} onClick={onClose}>
            {t('held.goToBook')}
          </Button>
          <Button color="orange" loading={busy} onClick={onKeep} data-action-type="quote-reopen-keep-bookings">
            {t('held.keep', { status: to })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
