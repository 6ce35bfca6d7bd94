import { Trans, useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { CatalogueService, QuoteService } from '@itinera/domain/contracts';
import { LoadingModal } from '../../../components/loading-modal';
import { replaceService } from '../api/services/replace-service';
import { toApiDate } from '@itinera/domain';
import { previewDates } from '../logic/preview-dates';
import { replaceFilters } from '../logic/replace-defaults';
import { CataloguePicker } from './catalogue-picker';
import { useServicesTab } from './services-context';

/** Swaps a service of the quote for another catalogue service of the same type, on the same day. */
export function ReplaceServiceModal({ service, onClose }: { service: QuoteService; onClose: () => void }) {
  const { quote, run } = useServicesTab();
  const { t } = useTranslation('services');
  const [picked, setPicked] = useState<CatalogueService[]>([]);
  const [saving, setSaving] = useState(false);
  // Priced for the replaced service's own days, as the replacement will be.
  const [dates] = useState(() => previewDates(quote.start_date, String(service.day), toApiDate(Date.now())));
  const target = picked[0];
  const submit = async () => {
    if (!target) return;
    setSaving(true);
    const answer = await run(() => replaceService(quote.id, service.id, target.id));
    setSaving(false);
    if (answer) onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('replace.title', { name: service.name.value })}
      size={1000}
      radius="lg"
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <CataloguePicker
        uuid={quote.uuid}
        currency={quote.currency.currency_sign}
        selected={picked}
        onSelected={setPicked}
        single
        initialTypes={[String(service.id_service_type)]}
        initialFilters={replaceFilters(quote, service)}
        dates={dates}
        contractName={quote.contract?.name}
      />
      <Group justify="space-between" mt="md">
        <Text size="sm" c={target ? undefined : 'dimmed'}>
          {target ? (
            <Trans
              t={t}
              i18nKey="replace.instead"
              values={{ day: service.day, name: target.name.value }}
              components={{ b: <b /> }}
            />
          ) : (
            t('replace.pick')
          )}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} disabled={!target} loading={saving} data-action-type="quote-service-replace-confirm">
            {t('replace.confirm')}
          </Button>
        </Group>
      </Group>
      <LoadingModal opened={saving} kind="services" />
    </Modal>
  );
}
