import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import type { QuoteService } from '@itinera/domain/contracts';
import { LoadingModal } from '../../../components/loading-modal';
import { moveServices } from '../api/services/move-services';
import { planMoveBatches } from '../../../lib/move-batches';
import { useServicesTab } from './services-context';

export interface MoveServicesModalProps {
  services: QuoteService[];
  onClose: () => void;
  onMoved: () => void;
}

/** Moves services by N days (negative: earlier), 20 a call, reporting '{n} of {total} services updated'. */
export function MoveServicesModal({ services, onClose, onMoved }: MoveServicesModalProps) {
  const { quote, run, settleHighlight } = useServicesTab();
  const { t } = useTranslation('services');
  const [days, setDays] = useState<number | string>(1);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const count = services.length;

  const submit = async () => {
    const daysToMove = Number(days);
    if (!Number.isInteger(daysToMove) || daysToMove === 0) return;
    const batches = planMoveBatches(services.map((s) => s.id));
    setProgress({ done: 0, total: count });
    for (const batch of batches) {
      const body = {
        days_to_move: daysToMove,
        services: batch.services,
        last_batch: batch.last_batch,
        calculate_prices: batch.last_batch,
      };
      // Every batch adds its moved services to the highlight; the 10 s start after the last one.
      const answer = await run(
        () => moveServices(quote.uuid, body, { cur_step: batch.cur_step, last_step: batch.last_step }),
        { accumulate: true },
      );
      if (!answer) break;
      setProgress({ done: batch.done, total: count });
    }
    settleHighlight();
    setProgress(null);
    onMoved();
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('move.title', { count })} size="sm" radius="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('move.text')}
        </Text>
        <NumberInput
          label={t('move.days')}
          value={days}
          onChange={setDays}
          allowDecimal={false}
          min={-1000}
          max={1000}
          data-autofocus
          data-action-type="quote-services-move-days"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={!Number(days)} data-action-type="quote-services-move-confirm">
            {t('move.confirm')}
          </Button>
        </Group>
      </Stack>
      <LoadingModal opened={progress !== null} kind="services" progress={progress ?? undefined} />
    </Modal>
  );
}
