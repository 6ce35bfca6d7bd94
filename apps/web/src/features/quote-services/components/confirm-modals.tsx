import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { QuoteService } from '@itinera/domain/contracts';

/** Deleting a service re-prices the quote, so it is asked first. */
export function DeleteServiceModal({
  service,
  onCancel,
  onConfirm,
}: {
  service: QuoteService;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onCancel}
      title="Delete service?"
      size="sm"
      radius="lg"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        <Text size="sm">
          <b>{service.name.value}</b> (day {service.day}) leaves the quote and the level prices are recalculated. Its
          history stays in the quote's versions.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} data-action-type="quote-service-delete-confirm">
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The importing confirmation of the spec: default title 'Service Imported!'. */
export function ServiceImportedModal({
  service,
  onClose,
  title = 'Service Imported!',
}: {
  service: QuoteService;
  onClose: () => void;
  title?: string;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="sm"
      radius="lg"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Text size="sm">
          <b>{service.name.value}</b> now has the catalogue's current description, images and rates.
        </Text>
        <Button onClick={onClose} data-action-type="quote-service-imported-ok">
          OK
        </Button>
      </Stack>
    </Modal>
  );
}
