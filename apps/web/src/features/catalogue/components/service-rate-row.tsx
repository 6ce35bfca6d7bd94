import { ActionIcon, Group, List, NumberInput, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconCopy, IconTrash } from '@tabler/icons-react';
import { ROOM_TYPES, type CostBasis } from '@itinera/domain';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import type { RateLineValues, ServiceFormValues } from './service-form-state';
import { LEVEL_OPTIONS } from './service-labels';

export interface RateRowOptions {
  manuals: { value: number; label: string }[];
  manualCurrency: Map<number, number>;
  currencies: { value: number; label: string }[];
  suppliers: { value: number; label: string }[];
}

// Names are read when shown (getters over the catalogue), so the options follow the interface language.
const BASIS_OPTIONS: { value: CostBasis; label: string }[] = (
  ['per_person', 'per_group', 'per_room', 'per_unit'] as const
).map((value) => ({
  value,
  get label() {
    return i18n.t(`catalogue:row.basis.${value}`);
  },
}));
const ROOM_OPTIONS = ROOM_TYPES.map((r) => ({
  value: r.id as number,
  get label() {
    return `${r.acronym} · ${i18n.t(`common:roomType.${r.id}`, { defaultValue: r.name })}`;
  },
}));

export interface ServiceRateRowProps {
  form: UseFormReturnType<ServiceFormValues>;
  index: number;
  line: RateLineValues;
  /** The first line of another season than the line above: drawn with a separator. */
  newSeason: boolean;
  rooms: boolean;
  /** A package: its rooms carry a night count, `packageNights` when left empty (rooms.md#package-nights). */
  packageNights?: number;
  showManual: boolean;
  showSupplier: boolean;
  options: RateRowOptions;
  messages?: string[];
  columns: number;
  onDuplicate: () => void;
  onRemove: () => void;
}

// The age bands' own syntax ('free' is a word of the parser), not prose: the same in every language.
const AGE_BANDS_EXAMPLE = '0-2 free; 3-11 50%';

const dropdown = { withinPortal: true, width: 'max-content' as const, position: 'bottom-start' as const };

export function ServiceRateRow({
  form,
  index,
  line,
  newSeason,
  rooms,
  packageNights,
  showManual,
  showSupplier,
  options,
  messages,
  columns,
  onDuplicate,
  onRemove,
}: ServiceRateRowProps) {
  const { t } = useTranslation('catalogue');
  const path = (field: keyof RateLineValues) => `rate_lines.${index}.${field}`;
  const n = index + 1;
  const bad = Boolean(messages?.length);
  const set = <K extends keyof RateLineValues>(field: K, value: RateLineValues[K]) =>
    form.setFieldValue(path(field), value as never);
  const cell = { style: { verticalAlign: 'top' as const } };
  const border = newSeason ? { borderTop: '2px solid var(--mantine-color-gray-4)' } : undefined;

  const changeManual = (id: number | null) => {
    set('sales_manual_id', id);
    // The manual's currency is the default; a line already in another currency keeps it.
    const previous = line.sales_manual_id ? options.manualCurrency.get(line.sales_manual_id) : undefined;
    const next = id ? options.manualCurrency.get(id) : undefined;
    if (next && (!line.currency_id || line.currency_id === previous)) set('currency_id', next);
  };
  const changeBasis = (basis: CostBasis | null) => {
    if (!basis) return;
    set('basis', basis);
    if (basis !== 'per_room') set('id_room_type', null);
    // A group or unit price is the same whoever travels: it has no child prices.
    if (basis === 'per_group' || basis === 'per_unit') set('age_bands', '');
  };
  const banded = line.basis === 'per_person' || line.basis === 'per_room';

  return (
    <>
      <Table.Tr bg={bad ? 'red.0' : undefined} style={border} data-rate-line={n}>
        <Table.Td {...cell} w={32}>
          <Text size="xs" c={bad ? 'red.7' : 'dimmed'} fw={600} pt={6}>
            {n}
          </Text>
        </Table.Td>
        {showManual && (
          <Table.Td {...cell}>
            <Select<number>
              size="xs"
              aria-label={t('row.manual', { n })}
              data={options.manuals}
              value={line.sales_manual_id}
              onChange={changeManual}
              allowDeselect={false}
              w={180}
              comboboxProps={dropdown}
            />
          </Table.Td>
        )}
        <Table.Td {...cell}>
          <DatePickerInput
            size="xs"
            aria-label={t('row.from', { n })}
            valueFormat="DD MMM YYYY"
            w={114}
            {...form.getInputProps(path('season_from'))}
            error={undefined}
          />
        </Table.Td>
        <Table.Td {...cell}>
          <DatePickerInput
            size="xs"
            aria-label={t('row.to', { n })}
            valueFormat="DD MMM YYYY"
            w={114}
            minDate={line.season_from ?? undefined}
            {...form.getInputProps(path('season_to'))}
            error={undefined}
          />
        </Table.Td>
        <Table.Td {...cell}>
          <NumberInput
            size="xs"
            aria-label={t('row.minPax', { n })}
            min={1}
            max={500}
            allowDecimal={false}
            hideControls
            w={56}
            {...form.getInputProps(path('min_pax'))}
          />
        </Table.Td>
        <Table.Td {...cell}>
          <NumberInput
            size="xs"
            aria-label={t('row.maxPax', { n })}
            min={1}
            max={500}
            allowDecimal={false}
            hideControls
            w={56}
            {...form.getInputProps(path('max_pax'))}
          />
        </Table.Td>
        {rooms && (
          <Table.Td {...cell}>
            <Select<number>
              size="xs"
              aria-label={t('row.room', { n })}
              placeholder={line.basis === 'per_room' ? t('row.choose') : '—'}
              disabled={line.basis !== 'per_room'}
              data={ROOM_OPTIONS}
              value={line.id_room_type}
              onChange={(v) => set('id_room_type', v)}
              w={128}
              comboboxProps={dropdown}
            />
          </Table.Td>
        )}
        <Table.Td {...cell}>
          <Select<number>
            size="xs"
            aria-label={t('row.level', { n })}
            data={LEVEL_OPTIONS}
            value={line.level}
            onChange={(v) => set('level', v ?? 0)}
            allowDeselect={false}
            w={106}
            comboboxProps={dropdown}
          />
        </Table.Td>
        <Table.Td {...cell}>
          <Select<CostBasis>
            size="xs"
            aria-label={t('row.basis.label', { n })}
            data={
              rooms ? BASIS_OPTIONS : BASIS_OPTIONS.filter((b) => b.value !== 'per_room' || line.basis === 'per_room')
            }
            value={line.basis}
            onChange={changeBasis}
            allowDeselect={false}
            w={114}
            comboboxProps={dropdown}
          />
        </Table.Td>
        <Table.Td {...cell}>
          <NumberInput
            size="xs"
            aria-label={t('row.cost', { n })}
            placeholder="0.00"
            min={0}
            decimalScale={4}
            hideControls
            w={96}
            styles={{ input: { textAlign: 'right' } }}
            {...form.getInputProps(path('unit_cost'))}
          />
        </Table.Td>
        <Table.Td {...cell}>
          <Select<number>
            size="xs"
            aria-label={t('row.currency', { n })}
            data={options.currencies}
            value={line.currency_id}
            onChange={(v) => set('currency_id', v)}
            searchable
            allowDeselect={false}
            w={80}
            comboboxProps={dropdown}
          />
        </Table.Td>
        <Table.Td {...cell}>
          <NumberInput
            size="xs"
            aria-label={t('row.capacity', { n })}
            placeholder="—"
            min={1}
            max={500}
            allowDecimal={false}
            hideControls
            w={60}
            {...form.getInputProps(path('capacity'))}
          />
        </Table.Td>
        {packageNights !== undefined && (
          <Table.Td {...cell}>
            <NumberInput
              size="xs"
              aria-label={t('row.nights', { n })}
              placeholder={line.basis === 'per_room' ? String(packageNights) : '—'}
              disabled={line.basis !== 'per_room'}
              min={1}
              max={60}
              allowDecimal={false}
              hideControls
              w={60}
              {...form.getInputProps(path('nights'))}
            />
          </Table.Td>
        )}
        <Table.Td {...cell}>
          <Tooltip label={t('row.childHint')} multiline w={300} withArrow openDelay={400}>
            <TextInput
              size="xs"
              aria-label={t('row.child', { n })}
              placeholder={banded ? AGE_BANDS_EXAMPLE : '—'}
              disabled={!banded}
              w={150}
              {...form.getInputProps(path('age_bands'))}
            />
          </Tooltip>
        </Table.Td>
        {showSupplier && (
          <Table.Td {...cell}>
            <Select<number>
              size="xs"
              aria-label={t('row.supplier', { n })}
              placeholder={t('row.defaultSupplier')}
              data={options.suppliers}
              value={line.supplier_id}
              onChange={(v) => set('supplier_id', v)}
              clearable
              w={140}
              comboboxProps={dropdown}
            />
          </Table.Td>
        )}
        <Table.Td {...cell}>
          <Group gap={2} wrap="nowrap" justify="flex-end">
            <Tooltip label={t('row.duplicate')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="md"
                aria-label={t('row.duplicateN', { n })}
                onClick={onDuplicate}
              >
                <IconCopy size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('row.delete')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="md"
                aria-label={t('row.deleteN', { n })}
                onClick={onRemove}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      </Table.Tr>
      {bad && (
        <Table.Tr bg="red.0">
          <Table.Td colSpan={columns} pt={0} pb={8}>
            <List
              size="xs"
              c="red.8"
              spacing={2}
              icon={<IconAlertTriangle size={13} style={{ marginTop: 2 }} />}
              aria-label={t('row.problems', { n })}
            >
              {messages!.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
