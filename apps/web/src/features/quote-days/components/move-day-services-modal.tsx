import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { Day } from '@itinera/domain/contracts';

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
  const to = Number(target);
  const valid = Number.isInteger(to) && to >= 1 && to !== day.start_day;
  const count = serviceIds.length;
  const submit = async () => {
    if (!valid) return;
    const ok = await onMove(
      serviceIds,
      to - day.start_day,
      `${count} ${count === 1 ? 'service' : 'services'} moved to day ${to}`,
    );
    if (ok) onClose();
  };
  return (
    <Modal opened onClose={onClose} title={`Move the services of day ${day.start_day}`} size="sm" radius="lg" centered>
      <Stack gap="md">
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!valid} data-action-type="quote-itinerary-move-day-services">
            Move {count === 1 ? 'service' : 'services'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
