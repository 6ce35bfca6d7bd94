import { Badge, Group, NumberInput, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { RoomDisplayState } from '@itinera/domain';
import { roomSummary, type RoomQty } from './room-rows';

export interface RoomDistributionInputProps {
  numPax: number;
  rooms: RoomQty[];
  onChange: (index: number, qty: number | string) => void;
  errors: Record<string, unknown>;
  readOnly: boolean;
}

const STATE_LOOK: Record<RoomDisplayState, { label: string; color: string }> = {
  selected: { label: 'Selected', color: 'teal' },
  allowed: { label: 'Allowed', color: 'gray' },
  not_allowed: { label: 'Not allowed', color: 'red' },
};

/** How the passengers share rooms: a quantity per room type, capped by the docs/domain/pricing.md limits. */
export function RoomDistributionInput({ numPax, rooms, onChange, errors, readOnly }: RoomDistributionInputProps) {
  const summary = roomSummary(numPax, rooms);
  return (
    <Stack gap="sm">
      <Table verticalSpacing={6} horizontalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Room</Table.Th>
            <Table.Th w={88}>Rooms</Table.Th>
            <Table.Th w={112} ta="right">
              State
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.rows.map((row, i) => {
            const look = STATE_LOOK[row.state];
            const error = errors[`rooms.${i}.qty`];
            return (
              <Table.Tr key={row.id_room_type} data-room-state={row.state}>
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <Text size="sm" fw={700} ff="monospace" w={34}>
                      {row.acronym}
                    </Text>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" truncate>
                        {row.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {row.capacity} pax · up to {row.max}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`${row.name} rooms`}
                    size="xs"
                    min={0}
                    max={Math.max(row.max, row.qty)}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="strict"
                    value={rooms[i]!.qty}
                    onChange={(v) => onChange(i, v)}
                    error={typeof error === 'string' ? error : undefined}
                    readOnly={readOnly}
                    variant={readOnly ? 'filled' : 'default'}
                    data-action-type="quote-room-qty"
                  />
                </Table.Td>
                <Table.Td ta="right">
                  <Badge
                    size="sm"
                    variant={row.state === 'selected' ? 'light' : 'outline'}
                    color={look.color}
                    tt="none"
                  >
                    {look.label}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={22} radius="xl" variant="light" color={summary.complete ? 'teal' : 'yellow'} aria-hidden>
          {summary.complete ? <IconCircleCheck size={14} /> : <IconAlertTriangle size={14} />}
        </ThemeIcon>
        <Text size="sm" c={summary.complete ? 'teal.8' : 'yellow.9'}>
          {summary.complete
            ? `Every passenger has a room (${summary.placed} places for ${numPax}).`
            : summary.placed === 0
              ? `No rooms picked yet for ${numPax} ${numPax === 1 ? 'passenger' : 'passengers'}.`
              : summary.remaining === 0
                ? `More rooms than ${numPax} passengers fill: one would stay empty.`
                : `The rooms hold ${summary.placed} of ${numPax} passengers: ${summary.remaining} still without a room.`}
        </Text>
      </Group>
    </Stack>
  );
}
