import { useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import type { Day } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('days');
  // Day 1 has no day before it: its services go to the next day (the server's rule).
  const to = day.start_day === 1 ? 2 : day.start_day - 1;
  const [services, setServices] = useState<DeletedDayServices>('move');
  const { pending, submit } = useCloseOnSuccess(onClose);
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('deleteTitle', { n: day.start_day })}
      onSubmit={submit(() => onDelete(day, services))}
      submitting={pending}
      submitLabel={t('deleteDayN', { n: day.start_day })}
      submitColor="red"
      actionType="quote-itinerary-day-delete"
    >
      <Text size="sm">
        {t('deleteShift')} {day.title.value ? t('deleteTexts', { title: day.title.value }) : ''}
      </Text>
      {serviceCount > 0 && (
        <Radio.Group
          label={t('itsServices', { count: serviceCount })}
          value={services}
          onChange={(v) => setServices(v as DeletedDayServices)}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="move" label={t('moveThemTo', { n: to })} />
            <Radio value="delete" label={t('deleteThem')} />
          </Stack>
        </Radio.Group>
      )}
    </FormModal>
  );
}
