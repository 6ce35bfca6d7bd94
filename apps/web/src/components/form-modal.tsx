import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';

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
  size = 'md',
  submitColor,
  submitDisabled,
  children,
}: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
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
