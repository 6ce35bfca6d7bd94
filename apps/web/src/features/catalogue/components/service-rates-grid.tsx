import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconAlertTriangle, IconCalendarPlus, IconCoins, IconRowInsertBottom } from '@tabler/icons-react';
import { isNightType, isPackage, packageNights } from '@itinera/domain';
import { Trans, useTranslation } from 'react-i18next';
import { useCatalogueList } from '../../../lib/catalogue/catalogue-lists';
import { useSupplierOptions } from '../api/list-suppliers';
import type { ServiceFormValues } from './service-form-state';
import { addLine, addSeason, duplicateLine, type RateDefaults, type SalesManualOption } from './service-rate-lines';
import { ServiceRateRow, type RateRowOptions } from './service-rate-row';
import { ServiceSeasonModal } from './service-season-modal';

export interface ServiceRatesGridProps {
  form: UseFormReturnType<ServiceFormValues>;
  defaults: RateDefaults;
  manuals: SalesManualOption[];
  /** Problems per line index: the live rules and the server's answer. */
  messages: Record<number, string[]>;
  /** Tells the drawer a dialog of the grid is open (it must not close on that dialog's Escape). */
  onNestedChange?: (open: boolean) => void;
}

/** The Rates tab: one row per rate line (sales manual, season, pax range, room, level, cost). */
export function ServiceRatesGrid({ form, defaults, manuals, messages, onNestedChange }: ServiceRatesGridProps) {
  const { t } = useTranslation('catalogue');
  const [seasonOpen, setSeasonOpen] = useState(false);
  useEffect(() => {
    onNestedChange?.(seasonOpen);
    return () => onNestedChange?.(false);
  }, [seasonOpen, onNestedChange]);
  const currencies = useCatalogueList<{ id: number; code: string }>('/tenant/currency');
  const suppliers = useSupplierOptions();
  const v = form.values;
  const type = v.id_service_type;
  const rooms = type !== null && isNightType(type);
  // A package's rooms are sold for a number of nights: the package's own unless a line says otherwise.
  const nights =
    type !== null && isPackage(type) ? packageNights(Math.max(1, Number(v.days_services) || 1)) : undefined;
  const showSupplier = v.supplier_ids.length > 1;
  // With one sales manual (most tenants) the column would repeat one name on every row: it is named once above.
  const showManual = manuals.length > 1 || v.rate_lines.some((l) => l.sales_manual_id !== (manuals[0]?.id ?? null));

  const options: RateRowOptions = useMemo(() => {
    const names = new Map((suppliers.data?.data ?? []).map((s) => [s.id, s.name]));
    return {
      manuals: manuals.map((m) => ({ value: m.id, label: m.name })),
      manualCurrency: new Map(manuals.map((m) => [m.id, m.currency.id])),
      currencies: (currencies.data?.data ?? []).map((c) => ({ value: c.id, label: c.code })),
      suppliers: v.supplier_ids.map((id) => ({ value: id, label: names.get(id) ?? t('grid.supplier', { id }) })),
    };
  }, [manuals, currencies.data, suppliers.data, v.supplier_ids, t]);

  const setLines = (lines: ServiceFormValues['rate_lines']) => form.setFieldValue('rate_lines', lines);
  const head = [
    '#',
    ...(showManual ? [t('grid.head.manual')] : []),
    t('grid.head.from'),
    t('grid.head.to'),
    t('grid.head.minPax'),
    t('grid.head.maxPax'),
    ...(rooms ? [t('grid.head.room')] : []),
    t('grid.head.level'),
    t('grid.head.basis'),
    t('grid.head.cost'),
    t('grid.head.currency'),
    t('grid.head.capacity'),
    ...(nights !== undefined ? [t('grid.head.nights')] : []),
    t('grid.head.child'),
    ...(showSupplier ? [t('grid.head.supplier')] : []),
    '',
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xl">
        <div>
          <Title order={3} fz="md">
            {t('grid.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {rooms ? t('grid.introRooms') : t('grid.intro')}
            {!showManual && defaults.manual && (
              <Trans
                t={t}
                i18nKey="grid.inManual"
                values={{ manual: defaults.manual.name }}
                components={{ b: <Text span fw={600} c="dark" /> }}
              />
            )}
            {rooms ? t('grid.overlapRooms') : t('grid.overlap')}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={16} />}
            onClick={() => setSeasonOpen(true)}
            disabled={type === null}
          >
            {t('grid.addSeason')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconRowInsertBottom size={16} />}
            onClick={() => setLines(addLine(v.rate_lines, type, defaults))}
            disabled={type === null}
          >
            {t('grid.addLine')}
          </Button>
        </Group>
      </Group>
      {typeof form.errors.rate_lines === 'string' && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="rooms-required">
          {form.errors.rate_lines}
        </Alert>
      )}
      {nights !== undefined && (
        <Text size="sm" c="dimmed">
          {t('grid.packageNights', { days: Number(v.days_services) || 1, count: nights })}
        </Text>
      )}
      {manuals.length === 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={t('grid.noManual')}>
          {t('grid.noManualText')}
        </Alert>
      )}
      {v.rate_lines.length === 0 ? (
        <Paper withBorder radius="md" py={48} px="xl" bg="gray.0" style={{ borderStyle: 'dashed' }}>
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
              <IconCoins size={24} />
            </ThemeIcon>
            <Text fw={600}>{t('grid.noRates')}</Text>
            <Text size="sm" c="dimmed" maw={460}>
              {type === null ? t('grid.chooseTypeFirst') : rooms ? t('grid.addSeasonRooms') : t('grid.addSeasonOrLine')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={1280}>
          <Table
            withTableBorder
            withColumnBorders={false}
            verticalSpacing={6}
            horizontalSpacing={6}
            aria-label={t('grid.lines')}
            style={{ tableLayout: 'auto' }}
          >
            <Table.Thead bg="gray.0">
              <Table.Tr>
                {head.map((h, i) => (
                  <Table.Th
                    key={`${h}-${i}`}
                    fz="xs"
                    c="dimmed"
                    tt="uppercase"
                    style={{ whiteSpace: 'nowrap', letterSpacing: 0.3 }}
                  >
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {v.rate_lines.map((line, index) => (
                <ServiceRateRow
                  key={line.key}
                  form={form}
                  index={index}
                  line={line}
                  newSeason={
                    index > 0 &&
                    (v.rate_lines[index - 1]!.season_from !== line.season_from ||
                      v.rate_lines[index - 1]!.season_to !== line.season_to)
                  }
                  rooms={rooms}
                  packageNights={nights}
                  showManual={showManual}
                  showSupplier={showSupplier}
                  options={options}
                  messages={messages[index]}
                  columns={head.length}
                  onDuplicate={() => setLines(duplicateLine(v.rate_lines, index))}
                  onRemove={() => form.removeListItem('rate_lines', index)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {seasonOpen && (
        <ServiceSeasonModal
          lines={v.rate_lines}
          idServiceType={type}
          manuals={manuals}
          defaultManual={defaults.manual}
          onAdd={(season, manual) => setLines(addSeason(v.rate_lines, season, type, { ...defaults, manual }))}
          onClose={() => setSeasonOpen(false)}
        />
      )}
    </Stack>
  );
}
