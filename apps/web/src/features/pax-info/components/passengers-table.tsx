import { ActionIcon, Badge, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import { i18n } from '../../../lib/i18n';
import { typeLabel, type PaxRow } from '../logic/pax-rows';
import type { RoomOption } from './passenger-modal';

export interface PassengersTableProps {
  rows: PaxRow[];
  levels: (1 | 2 | 3)[];
  currency: string;
  rooms: RoomOption[];
  /** Passenger ids some warning is about: their row is marked. */
  flagged: Set<number>;
  readOnly: boolean;
  partyLocked: boolean;
  busy: boolean;
  onOpen: (row: PaxRow) => void;
  onRoom: (row: PaxRow, room: number | null) => void;
  onRemove: (row: PaxRow) => void;
}

const documentOf = (p: PaxRow['passenger']) => {
  if (p.details_hidden)
    return (
      <Text size="sm" c="dimmed">
        {i18n.t('workspace:pax.hidden')}
      </Text>
    );
  if (!p.passport_number)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm" ff="monospace">
        {p.passport_number}
      </Text>
      <Text size="xs" c="dimmed">
        {p.passport_expiration
          ? i18n.t('workspace:pax.expires', { date: p.passport_expiration })
          : i18n.t('workspace:pax.noExpiry')}
      </Text>
    </Stack>
  );
};

/** The passengers of the quote: who, type and age at travel, document, room and price per level. */
export function PassengersTable(props: PassengersTableProps) {
  const formats = useFormats();
  const { t } = useTranslation('workspace');
  const { rows, levels, currency, rooms, flagged, readOnly, partyLocked, busy } = props;
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('pax.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>{t('pax.passenger')}</Table.Th>
            <Table.Th>{t('pax.type')}</Table.Th>
            <Table.Th>{t('pax.nationality')}</Table.Th>
            <Table.Th>{t('pax.passport')}</Table.Th>
            <Table.Th w={170}>{t('pax.room')}</Table.Th>
            {levels.map((l) => (
              <Table.Th key={l} ta="right">
                {t(`common:levels.${l}.label`)}
              </Table.Th>
            ))}
            <Table.Th w={76} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7 + levels.length}>
                <Text c="dimmed" ta="center" py="md">
                  {t('pax.noneToShow')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => {
            const p = row.passenger;
            const name = p.name || t('pax.passengerN', { n: row.position });
            return (
              <Table.Tr key={p.id} data-testid="passenger-row">
                <Table.Td c="dimmed">{row.position}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {flagged.has(p.id) && (
                      <Tooltip label={t('pax.seeChecks')}>
                        <IconAlertTriangle
                          size={16}
                          color="var(--mantine-color-orange-6)"
                          aria-label={t('pax.hasWarning')}
                        />
                      </Tooltip>
                    )}
                    <Stack gap={0}>
                      <Group gap={6}>
                        <Text size="sm" fw={500}>
                          {name}
                        </Text>
                        {p.lead && (
                          <Badge size="xs" variant="light">
                            {t('pax.lead')}
                          </Badge>
                        )}
                      </Group>
                      {(p.email || p.phone) && (
                        <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                          {[p.email, p.phone].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{typeLabel(p, t)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{p.nationality ?? '—'}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{documentOf(p)}</Table.Td>
                <Table.Td>
                  {readOnly || partyLocked ? (
                    <Text size="sm">{rooms.find((r) => r.value === String(p.room))?.label ?? t('pax.noRoom')}</Text>
                  ) : (
                    <Select
                      size="xs"
                      aria-label={t('pax.roomOf', { name })}
                      data={rooms}
                      value={p.room === null ? null : String(p.room)}
                      placeholder={t('pax.noRoom')}
                      clearable
                      disabled={busy}
                      onChange={(v) => props.onRoom(row, v === null ? null : Number(v))}
                    />
                  )}
                </Table.Td>
                {levels.map((l) => (
                  <Table.Td key={l} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm" ff="monospace">
                      {row.prices[l] === undefined ? '—' : formats.money(row.prices[l]!, currency)}
                    </Text>
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={readOnly ? t('pax.view') : t('pax.edit')}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={readOnly ? t('pax.viewName', { name }) : t('pax.editName', { name })}
                        onClick={() => props.onOpen(row)}
                      >
                        {readOnly ? <IconEye size={16} /> : <IconPencil size={16} />}
                      </ActionIcon>
                    </Tooltip>
                    {!readOnly && !partyLocked && (
                      <Tooltip label={t('pax.remove')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('pax.removeName', { name })}
                          disabled={busy || rows.length === 1}
                          onClick={() => props.onRemove(row)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
