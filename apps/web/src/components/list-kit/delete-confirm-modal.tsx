import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

export interface DeleteConfirmModalProps {
  /** "quote" / "request": in the title and the button. */
  noun: string;
  /** The row to delete; null keeps the modal closed. */
  target: { code: string; title: string } | null;
  /** What goes with it, or stays, said before "This cannot be undone." */
  consequence: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  actionType: string;
}

/** Asks before a list row goes: its code and title, what deleting does, and that it is final. */
export function DeleteConfirmModal({
  noun,
  target,
  consequence,
  pending,
  onConfirm,
  onClose,
  actionType,
}: DeleteConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={target !== null} onClose={onClose} title={t('delete.title', { noun })} centered>
      {target && (
        <Stack gap="md">
          <Text size="sm">
            <Trans t={t} i18nKey="delete.question" components={{ row: <CodeAndTitle {...target} /> }} />
          </Text>
          <Text size="sm" c="dimmed">
            {consequence}
            {t('delete.final')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('delete.cancel')}
            </Button>
            <Button color="red" onClick={onConfirm} loading={pending} data-action-type={actionType}>
              {t('delete.confirm', { noun })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** A row named in a sentence: its code in monospace, then its title ("Q-12AB · Peru in May"). */
export function CodeAndTitle({ code, title }: { code: string; title: string }) {
  return (
    <>
      <Text span ff="monospace" fw={600}>
        {code}
      </Text>{' '}
      ·{' '}
      <Text span fw={600}>
        {title}
      </Text>
    </>
  );
}
