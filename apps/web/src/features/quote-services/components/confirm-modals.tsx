import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { QuoteService } from '@itinera/domain/contracts';

/** How many names the delete question lists before "and N more". */
const NAMED = 5;

/**
 * Deleting services re-prices the quote, so it is asked first, with the count (issue 25): the
 * button says how many go, and the first names are listed so a wrong selection shows.
 */
export function DeleteServicesModal({
  services,
  onCancel,
  onConfirm,
}: {
  services: QuoteService[];
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const one = services.length === 1;
  const count = one ? 'service' : `${services.length} services`;
  return (
    <Modal
      opened
      onClose={onCancel}
      title={one ? 'Delete service?' : `Delete ${count}?`}
      size="sm"
      radius="lg"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="md">
        {one ? (
          <Text size="sm">
            <b>{services[0]!.name.value}</b> (day {services[0]!.day}) leaves the quote and the level prices are
            recalculated. Its history stays in the quote's versions.
          </Text>
        ) : (
          <>
            <Text size="sm">
              These {count} leave the quote and the level prices are recalculated. Their history stays in the quote's
              versions.
            </Text>
            <List size="sm" spacing={2} aria-label="Services to delete">
              {services.slice(0, NAMED).map((s) => (
                <List.Item key={s.id}>
                  <b>{s.name.value}</b> (day {s.day})
                </List.Item>
              ))}
              {services.length > NAMED && <List.Item>and {services.length - NAMED} more</List.Item>}
            </List>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} data-action-type="quote-service-delete-confirm">
            {one ? 'Delete' : `Delete ${count}`}
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
