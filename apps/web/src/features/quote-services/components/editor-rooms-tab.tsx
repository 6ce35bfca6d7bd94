import { useState } from 'react';
import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { isNightType } from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';
import { paxWithoutRoom, roomLinesFor } from '../logic/room-lines';
import { useServicesTab } from './services-context';

const STATE_LOOK = {
  selected: { label: 'Selected', color: 'teal' },
  allowed: { label: 'Allowed', color: 'gray' },
  not_allowed: { label: 'Not allowed', color: 'red' },
} as const;

/** Room types (tab 1): how many rooms of each type this hotel or package gives the party. */
export function EditorRoomsTab({ service }: { service: QuoteService }) {
  const tab = useServicesTab();
  const { edit } = tab;
  // The rooms of a service set its quantity: fixed while prices are locked.
  const readOnly = tab.readOnly || tab.pricesLocked;
  const [rooms, setRooms] = useState(() => service.room.map((r) => ({ id_room_type: r.id_room_type, qty: r.qty })));
  if (!isNightType(service.id_service_type)) {
    return (
      <Text size="sm" c="dimmed">
        Room types apply to accommodation and packages; this service is priced per person, group or unit.
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
        {pax} {pax === 1 ? 'passenger' : 'passengers'} on this service.
      </Text>
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Room type</Table.Th>
            <Table.Th ta="right">Max pax</Table.Th>
            <Table.Th w={120}>Rooms</Table.Th>
            <Table.Th w={120}>State</Table.Th>
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
                  aria-label={`${l.name} rooms`}
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
                <Badge size="sm" variant="light" radius="sm" tt="none" color={STATE_LOOK[l.state].color}>
                  {STATE_LOOK[l.state].label}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {left > 0 && (
        <Alert color="yellow" variant="light" py={6}>
          {left} {left === 1 ? 'passenger has' : 'passengers have'} no room yet.
        </Alert>
      )}
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            disabled={!dirty}
            onClick={() => edit(service, { room: rooms.filter((r) => r.qty > 0) })}
            data-action-type="quote-service-save-rooms"
          >
            Save rooms
          </Button>
        </Group>
      )}
    </Stack>
  );
}
