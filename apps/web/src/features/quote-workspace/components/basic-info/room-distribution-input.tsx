import { Badge, Group, NumberInput, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { RoomDisplayState } from '@itinera/domain';
import { useTranslation } from 'react-i18next';
import { roomSummary, type RoomQty } from './room-rows';

export interface RoomDistributionInputProps {
  numPax: number;
  rooms: RoomQty[];
  onChange: (index: number, qty: number | string) => void;
  errors: Record<string, unknown>;
  readOnly: boolean;
}

/** The form path of a row's quantity (Mantine form's errors are keyed by it). */
const qtyPath = (index: number) => `rooms.${index}.qty`;

const STATE_COLOR: Record<RoomDisplayState, string> = { selected: 'teal', allowed: 'gray', not_allowed: 'red' };

/** How the passengers share rooms: a quantity per room type, capped by the docs/domain/pricing.md limits. */
export function RoomDistributionInput({ numPax, rooms, onChange, errors, readOnly }: RoomDistributionInputProps) {
  const { t, i18n } = useTranslation('workspace', { keyPrefix: 'basicInfo' });
  const summary = roomSummary(numPax, rooms);
  return (
    <Stack gap="sm">
      <Table verticalSpacing={6} horizontalSpacing="xs" layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('room')}</Table.Th>
            <Table.Th w={88}>{t('roomCount')}</Table.Th>
            <Table.Th w={112} ta="right">
              {t('state')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.rows.map((row, i) => {
            const error = errors[qtyPath(i)];
            return (
              <Table.Tr key={row.id_room_type} data-room-state={row.state}>
                <Table.Td>
                  <Group gap={8} wrap="nowrap">
                    <Text size="sm" fw={700} ff="monospace" w={34}>
                      {row.acronym}
                    </Text>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text size="sm" truncate>
                        {i18n.t(`common:roomType.${row.id_room_type}`, { defaultValue: row.name })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('roomFits', { capacity: row.capacity, max: row.max })}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={t('roomsOf', {
                      name: i18n.t(`common:roomType.${row.id_room_type}`, { defaultValue: row.name }),
                    })}
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
                  {/* Its whole word ("No permitida" read "No permiti…" in Spanish): as the Book tab's badges. */}
                  <Badge
                    size="sm"
                    variant={row.state === 'selected' ? 'light' : 'outline'}
                    color={STATE_COLOR[row.state]}
                    tt="none"
                    miw="max-content"
                    style={{ overflow: 'visible' }}
                  >
                    {t(`states.${row.state}`)}
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
            ? t('roomsComplete', { placed: summary.placed, count: numPax })
            : summary.placed === 0
              ? t('roomsNone', { count: numPax })
              : summary.remaining === 0
                ? t('roomsTooMany', { count: numPax })
                : t('roomsShort', { placed: summary.placed, count: numPax, remaining: summary.remaining })}
        </Text>
      </Group>
    </Stack>
  );
}
