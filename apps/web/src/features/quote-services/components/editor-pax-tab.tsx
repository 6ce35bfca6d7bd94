import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { paxIdsOf } from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';
import { usePassengers } from '../api/get-passengers';
import { useServicesTab } from './services-context';

/** Pax assign (tab 3): which passengers take the service; none ticked means every passenger. */
export function EditorPaxTab({ service }: { service: QuoteService }) {
  const { t } = useTranslation('services');
  const tab = useServicesTab();
  const { quote, edit } = tab;
  // Who takes a service sets who pays for it: fixed while prices are locked.
  const readOnly = tab.readOnly || tab.pricesLocked;
  const passengers = usePassengers(quote.id, true);
  const [ticked, setTicked] = useState<string[]>(() => paxIdsOf(service.passengers));
  if (passengers.isPending) return <Loader size="sm" />;
  const list = passengers.data?.data ?? [];
  const dirty = [...ticked].sort().join() !== paxIdsOf(service.passengers).sort().join();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {ticked.length === 0
          ? t('paxTab.everyone', { count: quote.num_pax })
          : t('paxTab.some', { count: ticked.length, total: list.length })}
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('paxTab.none')}
        </Text>
      ) : (
        <Checkbox.Group value={ticked} onChange={setTicked}>
          <Stack gap={6}>
            {list.map((p, i) => (
              <Checkbox
                key={p.id}
                value={String(p.id)}
                disabled={readOnly}
                label={`${p.name || t('passengerN', { n: i + 1 })} · ${p.type === 'child' ? (p.age !== null ? t('paxTab.childAge', { age: p.age }) : t('paxTab.child')) : t('paxTab.adult')}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {!readOnly && (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={ticked.length === 0} onClick={() => setTicked([])}>
            {t('paxTab.everyoneButton')}
          </Button>
          <Button
            disabled={!dirty}
            onClick={() => edit(service, { passengers: ticked.map(Number) })}
            data-action-type="quote-service-save-pax"
          >
            {t('paxTab.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
