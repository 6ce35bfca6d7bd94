import { useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import type { Day } from '@itinera/domain/contracts';
import { FormModal } from '../../../components/form-modal';
import type { DeletedDayServices } from '../api/delete-day';
import { useCloseOnSuccess } from './use-close-on-success';

export interface DeleteDayModalProps {
  day: Day;
  /** Services whose range starts on this day (a stay that only continues here is not asked about). */
  serviceCount: number;
  onClose: () => void;
  onDelete: (day: Day, services: DeletedDayServices) => Promise<boolean>;
}

/** Deleting a day asks what becomes of its services: they go to the day before (day 1's to the next), or they go too. */
export function DeleteDayModal({ day, serviceCount, onClose, onDelete }: DeleteDayModalProps) {
  // Day 1 has no day before it: its services go to the next day (the server's rule).
  const to = day.start_day === 1 ? 2 : day.start_day - 1;
  const [services, setServices] = useState<DeletedDayServices>('move');
  const { pending, submit } = useCloseOnSuccess(onClose);
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`Delete day ${day.start_day}?`}
      onSubmit={submit(() => onDelete(day, services))}
      submitting={pending}
      submitLabel={`Delete day ${day.start_day}`}
      submitColor="red"
      actionType="quote-itinerary-day-delete"
    >
      <Text size="sm">
        The days after it move one day earlier. {day.title.value ? `“${day.title.value}” and its description go.` : ''}
      </Text>
      {serviceCount > 0 && (
        <Radio.Group
          label={`Its ${serviceCount === 1 ? 'service' : `${serviceCount} services`}`}
          value={services}
          onChange={(v) => setServices(v as DeletedDayServices)}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="move" label={`Move them to day ${to}`} />
            <Radio value="delete" label="Delete them from the quote" />
          </Stack>
        </Radio.Group>
      )}
    </FormModal>
  );
}
