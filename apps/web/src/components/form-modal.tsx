import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The spec's default modal (spec 02 §9, docs/domain/screens.md#modals): 40rem wide, 35rem high.
// The height is a ceiling (a longer form scrolls inside) so a short form shows no empty band.
export const MODAL_DEFAULT_WIDTH = '40rem';
export const MODAL_DEFAULT_HEIGHT = '35rem';

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  submitLabel: string;
  actionType: string;
  size?: string | number;
  /** The save button's colour (red for a removal). */
  submitColor?: string;
  /** Nothing to save yet (an order left as it was). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A create or edit form in a modal: fields, then Cancel and the save button; Enter submits. */
export function FormModal({
  opened,
  onClose,
  title,
  onSubmit,
  submitting,
  submitLabel,
  actionType,
  size,
  submitColor,
  submitDisabled,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size ?? MODAL_DEFAULT_WIDTH}
      centered
      radius="lg"
      styles={{
        title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' },
        // A form that picks its own width picks its height too (Mantine's: the viewport).
        content: size === undefined ? { maxHeight: MODAL_DEFAULT_HEIGHT } : undefined,
      }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              loading={submitting}
              color={submitColor}
              disabled={submitDisabled}
              data-action-type={actionType}
            >
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
