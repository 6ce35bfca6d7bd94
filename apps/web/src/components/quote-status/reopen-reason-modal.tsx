import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';

export interface ReopenReasonModalProps {
  opened: boolean;
  busy: boolean;
  onReopen: (reason: string) => void;
  onClose: () => void;
}

/**
 * Re-opening a sold (Confirmed) quote says why (issue 48, docs/decisions/issues.md): the server refuses it without a reason,
 * keeps the reason in the history of the new version, and compares the changes with the version the
 * client accepted.
 */
export function ReopenReasonModal({ opened, busy, onReopen, onClose }: ReopenReasonModalProps) {
  const { t } = useTranslation('lifecycle');
  const [reason, setReason] = useState('');
  const why = reason.trim();
  return (
    <Modal opened={opened} onClose={onClose} title={t('reopen.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (why) onReopen(why);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('reopen.text')}</Text>
          <Textarea
            label={t('reopen.why')}
            placeholder={t('reopen.whyPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            rows={3}
            required
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('reopen.back')}
            </Button>
            <Button type="submit" color="orange" loading={busy} disabled={!why} data-action-type="quote-reopen">
              {t('reopen.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
