import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Day } from '@itinera/domain/contracts';

export interface MergeDayModalProps {
  first: Day;
  second: Day;
  onClose: () => void;
  onMerge: (first: Day, second: Day) => Promise<boolean>;
}

/** Merging a day into the one before: its services and texts join that day, and it is removed. */
export function MergeDayModal({ first, second, onClose, onMerge }: MergeDayModalProps) {
  const [merging, setMerging] = useState(false);
  const submit = async () => {
    setMerging(true);
    const ok = await onMerge(first, second);
    setMerging(false);
    if (ok) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Merge day ${second.start_day} into day ${first.start_day}?`}
      size="md"
      radius="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          The services, title and description of day {second.start_day} join day {first.start_day}; day{' '}
          {second.start_day} is removed and the days after it move one day earlier. Prices are recalculated for the new
          dates.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={merging} data-action-type="quote-itinerary-day-merge">
            Merge days
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
