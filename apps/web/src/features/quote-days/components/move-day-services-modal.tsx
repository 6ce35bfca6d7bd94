import { useState } from 'react';
import { NumberInput, Text } from '@mantine/core';
import type { Day } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('days');
  const [target, setTarget] = useState<number | string>(Math.min(lastDay, day.start_day + 1));
  const { pending, submit } = useCloseOnSuccess(onClose);
  const to = Number(target);
  const valid = Number.isInteger(to) && to >= 1 && to !== day.start_day;
  const count = serviceIds.length;
  const label = t('manyMovedTo', { count, n: to });
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('moveTitle', { n: day.start_day })}
      size="sm"
      onSubmit={submit(async () => valid && onMove(serviceIds, to - day.start_day, label))}
      submitting={pending}
      submitDisabled={!valid}
      submitLabel={t('moveServices', { count })}
      actionType="quote-itinerary-move-day-services"
    >
      <Text size="sm" c="dimmed">
        {t('moveText', { count })}
      </Text>
      <NumberInput
        label={t('toDay')}
        value={target}
        onChange={setTarget}
        allowDecimal={false}
        min={1}
        max={1000}
        data-autofocus
        error={target !== '' && !valid ? t('pickAnother') : undefined}
      />
    </FormModal>
  );
}
