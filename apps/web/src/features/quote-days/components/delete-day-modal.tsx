import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import type { Day } from '@itinera/domain/contracts';
import type { DeletedDayServices } from '../api/delete-day';

export interface DeleteDayModalProps {
  day: Day;
  /** Services whose range starts on this day (a stay that only continues here is not asked about). */
  serviceCount: number;
  onClose: () => void;
  onDelete: (day: Day, services: DeletedDayServices) => Promise<boolean>;
}

/** Deleting a day asks what becomes of its services: they go to the day before, or they go too. */
export function DeleteDayModal({ day, serviceCount, onClose, onDelete }: DeleteDayModalProps) {
  const first = day.start_day === 1;
  const [services, setServices] = useState<DeletedDayServices>(first ? 'delete' : 'move');
  const [deleting, setDeleting] = useState(false);
  const submit = async () => {
    setDeleting(true);
    const ok = await onDelete(day, services);
    setDeleting(false);
    if (ok) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={`Delete day ${day.start_day}?`} size="md" radius="lg" centered>
      <Stack gap="md">
        <Text size="sm">
          The days after it move one day earlier.{' '}
          {day.title.value ? `“${day.title.value}” and its description go.` : ''}
        </Text>
        {serviceCount > 0 && (
          <Radio.Group
            label={`Its ${serviceCount === 1 ? 'service' : `${serviceCount} services`}`}
            value={services}
            onChange={(v) => setServices(v as DeletedDayServices)}
          >
            <Stack gap="xs" mt={6}>
              <Radio
                value="move"
                disabled={first}
                label={first ? 'Move to the previous day (day 1 has none)' : `Move to day ${day.start_day - 1}`}
              />
              <Radio value="delete" label="Delete them from the quote" />
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={submit} loading={deleting} data-action-type="quote-itinerary-day-delete">
            Delete day {day.start_day}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
