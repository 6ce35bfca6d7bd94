import { useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import type { Day } from '@itinera/domain/contracts';
import { FormModal } from '../../../components/form-modal';
import { useCloseOnSuccess } from './use-close-on-success';

export interface MoveDayServicesModalProps {
  day: Day;
  /** The services starting on this day (a stay continuing here moves from its own first day). */
  serviceIds: number[];
  lastDay: number;
  onClose: () => void;
  onMove: (serviceIds: number[], daysToMove: number, label: string) => Promise<boolean>;
}

/** Moves every service of a day to another day, in batches with the Day List progress. */
export function MoveDayServicesModal({ day, serviceIds, lastDay, onClose, onMove }: MoveDayServicesModalProps) {
  const [target, setTarget] = useState<number | string>(Math.min(lastDay, day.start_day + 1));
  const { pending, submit } = useCloseOnSuccess(onClose);
  const to = Number(target);
  const valid = Number.isInteger(to) && to >= 1 && to !== day.start_day;
  const count = serviceIds.length;
  const label = `${count} ${count === 1 ? 'service' : 'services'} moved to day ${to}`;
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`Move the services of day ${day.start_day}`}
      size="sm"
      onSubmit={submit(async () => valid && onMove(serviceIds, to - day.start_day, label))}
      submitting={pending}
      submitDisabled={!valid}
      submitLabel={`Move ${count === 1 ? 'service' : 'services'}`}
      actionType="quote-itinerary-move-day-services"
    >
      <Text size="sm" c="dimmed">
        {count} {count === 1 ? 'service moves' : 'services move'} together; a stay keeps its number of nights. Prices
        are recalculated for the new dates.
      </Text>
      <NumberInput
        label="To day"
        value={target}
        onChange={setTarget}
        allowDecimal={false}
        min={1}
        max={1000}
        data-autofocus
        error={target !== '' && !valid ? 'Pick another day' : undefined}
      />
    </FormModal>
  );
}
