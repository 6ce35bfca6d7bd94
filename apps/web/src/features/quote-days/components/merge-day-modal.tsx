import { Text } from '@mantine/core';
import type { Day } from '@itinera/domain/contracts';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('days');
  const { pending, submit } = useCloseOnSuccess(onClose);
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('mergeTitle', { from: second.start_day, into: first.start_day })}
      onSubmit={submit(() => onMerge(first, second))}
      submitting={pending}
      submitLabel={t('mergeDays')}
      actionType="quote-itinerary-day-merge"
    >
      <Text size="sm">{t('mergeText', { from: second.start_day, into: first.start_day })}</Text>
    </FormModal>
  );
}
