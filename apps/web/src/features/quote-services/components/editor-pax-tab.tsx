import { useState } from 'react';
import { Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { paxIdsOf } from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';
import { usePassengers } from '../api/get-passengers';
import { useServicesTab } from './services-context';

/** Pax assign (tab 3): which passengers take the service; none ticked means every passenger. */
export function EditorPaxTab({ service }: { service: QuoteService }) {
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
          ? `Every passenger takes this service (${quote.num_pax}).`
          : `${ticked.length} of ${list.length} passengers take this service.`}
      </Text>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          The quote has no named passengers yet.
        </Text>
      ) : (
        <Checkbox.Group value={ticked} onChange={setTicked}>
          <Stack gap={6}>
            {list.map((p, i) => (
              <Checkbox
                key={p.id}
                value={String(p.id)}
                disabled={readOnly}
                label={`${p.name || `Passenger ${i + 1}`} · ${p.type === 'child' ? `child${p.age !== null ? `, ${p.age}` : ''}` : 'adult'}`}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {!readOnly && (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={ticked.length === 0} onClick={() => setTicked([])}>
            Everyone
          </Button>
          <Button
            disabled={!dirty}
            onClick={() => edit(service, { passengers: ticked.map(Number) })}
            data-action-type="quote-service-save-pax"
          >
            Save passengers
          </Button>
        </Group>
      )}
    </Stack>
  );
}
