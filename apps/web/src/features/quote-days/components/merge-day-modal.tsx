import { Text } from '@mantine/core';
import type { Day } from '@itinera/domain/contracts';
import { FormModal } from '../../../components/form-modal';
import { useCloseOnSuccess } from './use-close-on-success';

export interface MergeDayModalProps {
  first: Day;
  second: Day;
  onClose: () => void;
  onMerge: (first: Day, second: Day) => Promise<boolean>;
}

/** Merging a day into the one before: its services and texts join that day, and it is removed. */
export function MergeDayModal({ first, second, onClose, onMerge }: MergeDayModalProps) {
  const { pending, submit } = useCloseOnSuccess(onClose);
  return (
    <FormModal
      opened
      onClose={onClose}
      title={`Merge day ${second.start_day} into day ${first.start_day}?`}
      onSubmit={submit(() => onMerge(first, second))}
      submitting={pending}
      submitLabel="Merge days"
      actionType="quote-itinerary-day-merge"
    >
      <Text size="sm">
        The services, title and description of day {second.start_day} join day {first.start_day}; day {second.start_day}{' '}
        is removed and the days after it move one day earlier. Prices are recalculated for the new dates.
      </Text>
    </FormModal>
  );
}
