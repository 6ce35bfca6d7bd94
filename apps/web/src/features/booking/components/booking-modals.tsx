import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What marking by hand says: confirmed (a reference), declined (a reason), or canceled on the quote. */
export type MarkKind = 2 | 'declined' | 3;

// The words of each kind in the 'booking' namespace (mark.confirmed, mark.declined, mark.dropped).
const MARK_WORDS: Record<MarkKind, { key: string; color: string }> = {
  2: { key: 'confirmed', color: 'green' },
  declined: { key: 'declined', color: 'orange' },
  3: { key: 'dropped', color: 'red' },
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
  const { t } = useTranslation('booking');
  const [text, setText] = useState('');
  const words = MARK_WORDS[kind ?? 2];
  const services = t('mark.services', { count });
  return (
    <Modal opened={kind !== null} onClose={onClose} title={t(`mark.${words.key}.title`, { services })}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit(text.trim());
        }}
      >
        <Stack>
          {kind === 3 && (
            <Alert color="red" variant="light">
              {t('mark.dropWarning')}
            </Alert>
          )}
          <TextInput
            label={t(`mark.${words.key}.label`)}
            description={t(`mark.${words.key}.description`)}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={kind === 2 ? 120 : 500}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('mark.back')}
            </Button>
            <Button type="submit" color={words.color} loading={busy} disabled={!text.trim()}>
              {t(`mark.${words.key}.button`)}
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

/** Cancelling the booking releases it with the suppliers, asking whether they are told (decision 0033, 39). */
export function CancelBookingModal({ opened, busy, onClose, onCancel }: CancelModalProps) {
  const { t } = useTranslation('booking');
  return (
    <Modal opened={opened} onClose={onClose} title={t('cancel.title')}>
      <Stack>
        <Text size="sm">{t('cancel.text')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button variant="light" color="red" loading={busy} onClick={() => onCancel(false)}>
            {t('cancel.silent')}
          </Button>
          <Button color="red" loading={busy} onClick={() => onCancel(true)} data-action-type="booking-cancel-notify">
            {t('cancel.notify')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
