import { useState } from 'react';
import { Button, Chip, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { isNightType, ROOM_TYPES } from '@itinera/domain';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../../lib/formats';
import type { RateLineValues } from './service-form-state';
import { nextSeason, type NewSeason, type SalesManualOption } from './service-rate-lines';

export interface ServiceSeasonModalProps {
  lines: RateLineValues[];
  idServiceType: number | null;
  manuals: SalesManualOption[];
  defaultManual: SalesManualOption | null;
  onAdd: (season: NewSeason, manual: SalesManualOption | null) => void;
  onClose: () => void;
}

const latestStart = (lines: RateLineValues[]) =>
  lines
    .map((l) => l.season_from ?? '')
    .sort()
    .at(-1) || null;

/** The room types of the latest season, or the three a hotel sells most: SGL, DBL, TRP. */
function usualRooms(lines: RateLineValues[]): number[] {
  const start = latestStart(lines.filter((l) => l.id_room_type));
  if (!start) return [1, 2, 4];
  return [...new Set(lines.filter((l) => l.season_from === start && l.id_room_type).map((l) => l.id_room_type!))].sort(
    (a, b) => a - b,
  );
}

/** "Add season": the dates (proposed after the latest season) and, for a hotel, its room types. */
export function ServiceSeasonModal({
  lines,
  idServiceType,
  manuals,
  defaultManual,
  onAdd,
  onClose,
}: ServiceSeasonModalProps) {
  const { t } = useTranslation('catalogue');
  const { date } = useFormats();
  const [manualId, setManualId] = useState<number | null>(defaultManual?.id ?? null);
  const manual = manuals.find((m) => m.id === manualId) ?? defaultManual;
  const proposed = nextSeason(lines, manual);
  const [range, setRange] = useState<[string | null, string | null]>([proposed.from, proposed.to]);
  const rooms = idServiceType !== null && isNightType(idServiceType);
  const [roomTypes, setRoomTypes] = useState<string[]>(usualRooms(lines).map(String));
  const start = latestStart(lines);
  const count = rooms ? roomTypes.length : Math.max(1, lines.filter((l) => start && l.season_from === start).length);
  const ready = Boolean(range[0] && range[1]) && (!rooms || roomTypes.length > 0);
  const outside = Boolean(
    manual && range[0] && range[1] && (range[0] < manual.valid_from || range[1] > manual.valid_to),
  );

  const add = () => {
    if (!range[0] || !range[1]) return;
    onAdd({ from: range[0], to: range[1], roomTypeIds: roomTypes.map(Number).sort((a, b) => a - b) }, manual);
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('season.title')} centered size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {rooms ? t('season.introRooms') : t('season.intro')}
        </Text>
        {manuals.length > 1 && (
          <Select<number>
            label={t('season.manual')}
            data={manuals.map((m) => ({ value: m.id, label: m.name }))}
            value={manualId}
            onChange={setManualId}
            allowDeselect={false}
          />
        )}
        <DatePickerInput
          type="range"
          label={t('season.season')}
          description={
            manual
              ? t('season.manualRuns', { name: manual.name, from: date(manual.valid_from), to: date(manual.valid_to) })
              : undefined
          }
          valueFormat="DD MMM YYYY"
          value={range}
          onChange={(v) => setRange(v)}
          allowSingleDateInRange
          numberOfColumns={2}
          defaultDate={range[0] ?? undefined}
        />
        {outside && (
          <Text size="xs" c="orange.8" mt={-8}>
            {t('season.outside')}
          </Text>
        )}
        {rooms && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('season.roomTypes')}
            </Text>
            <Chip.Group multiple value={roomTypes} onChange={setRoomTypes}>
              <Group gap="xs">
                {ROOM_TYPES.map((r) => (
                  <Chip key={r.id} value={String(r.id)} variant="outline">
                    {r.acronym} · {t(`common:roomType.${r.id}`, { defaultValue: r.name })}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={add} disabled={!ready}>
            {t('season.add', { count })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
