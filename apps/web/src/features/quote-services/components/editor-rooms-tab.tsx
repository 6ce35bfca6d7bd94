import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { isNightType } from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';
import { paxWithoutRoom, roomLinesFor } from '../logic/room-lines';
import { useServicesTab } from './services-context';

const STATE_COLOR = { selected: 'teal', allowed: 'gray', not_allowed: 'red' } as const;

/** Room types (tab 1): how many rooms of each type this hotel or package gives the party. */
export function EditorRoomsTab({ service }: { service: QuoteService }) {
  const { t } = useTranslation('services');
  const tab = useServicesTab();
  const { edit } = tab;
  // The rooms of a service set its quantity: fixed while prices are locked.
  const readOnly = tab.readOnly || tab.pricesLocked;
  const [rooms, setRooms] = useState(() => service.room.map((r) => ({ id_room_type: r.id_room_type, qty: r.qty })));
  if (!isNightType(service.id_service_type)) {
    return (
      <Text size="sm" c="dimmed">
        {t('rooms.notNight')}
      </Text>
    );
  }
  const pax = service.num_pax;
  const lines = roomLinesFor(rooms, pax);
  const left = paxWithoutRoom(rooms, pax);
  const setQty = (id: number, qty: number) =>
    setRooms((current) =>
      [...current.filter((r) => r.id_room_type !== id), { id_room_type: id, qty }].sort(
        (a, b) => a.id_room_type - b.id_room_type,
      ),
    );
  const dirty =
    JSON.stringify(rooms.filter((r) => r.qty > 0)) !==
    JSON.stringify(service.room.filter((r) => r.qty > 0).map((r) => ({ id_room_type: r.id_room_type, qty: r.qty })));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('rooms.onService', { count: pax })}
      </Text>
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rooms.type')}</Table.Th>
            <Table.Th ta="right">{t('rooms.maxPax')}</Table.Th>
            <Table.Th w={120}>{t('editor.rooms')}</Table.Th>
            <Table.Th w={120}>{t('rooms.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.id_room_type}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {l.name}{' '}
                  <Text span size="xs" c="dimmed">
                    {l.acronym}
                  </Text>
                </Text>
              </Table.Td>
              <Table.Td ta="right">{l.max_pax}</Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  w={90}
                  aria-label={t('rooms.of', { name: l.name })}
                  value={l.qty}
                  min={0}
                  max={l.max_qty}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  readOnly={readOnly}
                  disabled={l.state === 'not_allowed' && l.qty === 0}
                  onChange={(v) => setQty(l.id_room_type, Number(v) || 0)}
                />
              </Table.Td>
              <Table.Td>
                <Badge
                  size="sm"
                  variant="light"
                  radius="sm"
                  tt="none"
                  color={STATE_COLOR[l.state]}
                  miw="max-content"
                  style={{ overflow: 'visible' }}
                >
                  {t(`rooms.states.${l.state}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {left > 0 && (
        <Alert color="yellow" variant="light" py={6}>
          {t('rooms.left', { count: left })}
        </Alert>
      )}
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            disabled={!dirty}
            onClick={() => edit(service, { room: rooms.filter((r) => r.qty > 0) })}
            data-action-type="quote-service-save-rooms"
          >
            {t('rooms.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
