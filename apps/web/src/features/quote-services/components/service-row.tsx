import { memo } from 'react';
import { Anchor, Checkbox, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconMapPinExclamation, IconPencil } from '@tabler/icons-react';
import { MESSAGES, SERVICE_STATUS, visibleFromWire, visibleToWire } from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';
import { priceEdit, type PriceField } from '@itinera/domain';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../../../components/server-text';
import { unitsText } from '../logic/service-units';
import { useFormats } from '../../../lib/formats';
import { DayCell } from './day-cell';
import { FullNameTip } from './full-name-tip';
import { MoneyCell } from './money-cell';
import { KindControl, LevelControl, StatusControl, VisibilityControl } from './row-controls';
import { RowMenu } from './row-menu';
import { ServiceTypeIcon } from './service-look';
import { useServicesTab } from './services-context';

/** One service of the quote: every field the operator works on, editable in place. */
export const ServiceRow = memo(function ServiceRow({
  service,
  nested = false,
}: {
  service: QuoteService;
  nested?: boolean;
}) {
  const { t } = useTranslation('services');
  const { say } = useServerText();
  const formats = useFormats();
  const tab = useServicesTab();
  const { readOnly, pricesLocked, columns, showVisibility, dateFormat } = tab;
  const name = service.name.value;
  const highlighted = tab.highlighted.has(service.id);
  const selected = tab.selected.has(service.id);
  // Locked prices also fix what a service is charged for: its days, level and kind.
  const priceReadOnly = readOnly || pricesLocked;
  const set = (changes: Record<string, unknown>) => tab.edit(service, changes);
  const setPrice = (field: PriceField) => (value: number) => tab.edit(service, priceEdit(service, field, value));
  const start = formats.date(service.start_date, dateFormat) || t('noDate');
  const dates =
    service.end_date && service.end_date !== service.start_date
      ? `${start} → ${formats.date(service.end_date, dateFormat)}`
      : start;
  const canceled = service.status === SERVICE_STATUS.CANCELED;

  return (
    <Table.Tr
      data-service-id={service.id}
      data-affected={highlighted || undefined}
      bg={highlighted ? 'var(--mantine-color-blue-0)' : selected ? 'var(--mantine-color-teal-0)' : undefined}
      // Changed rows get a blue wash and an edge mark for the 10 s of the highlight.
      style={{
        transition: 'background-color 600ms ease',
        opacity: canceled ? 0.6 : 1,
        boxShadow: highlighted ? 'inset 3px 0 0 var(--mantine-color-blue-5)' : undefined,
      }}
    >
      <Table.Td>
        {tab.canSelect && (
          <Checkbox
            size="xs"
            aria-label={t('select', { name })}
            checked={selected}
            onChange={(e) => tab.toggleSelected([service.id], e.currentTarget.checked)}
            data-action-type="quote-service-select"
          />
        )}
      </Table.Td>
      <Table.Td>
        <ServiceTypeIcon id={service.id_service_type} size={26} />
      </Table.Td>
      {/* A member of an expanded group sits indented under it, with a rail joining them. */}
      <Table.Td
        style={{ minWidth: 0, ...(nested ? { boxShadow: 'inset 2px 0 0 var(--mantine-color-indigo-2)' } : {}) }}
      >
        <Stack gap={0} miw={0} pl={nested ? 16 : 0}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <FullNameTip name={name}>
              <Anchor
                component="button"
                type="button"
                size="sm"
                fw={600}
                c="dark"
                ta="left"
                lineClamp={1}
                td={canceled ? 'line-through' : undefined}
                onClick={() => tab.onAction('edit', service)}
                data-action-type="quote-service-open"
              >
                {name}
              </Anchor>
            </FullNameTip>
            {service.errors.length > 0 && (
              <Tooltip label={service.errors.join(' · ')} withArrow multiline w={260} color="red">
                <IconAlertTriangle
                  size={15}
                  color="var(--mantine-color-red-6)"
                  aria-label={service.errors.join(' · ')}
                  style={{ flexShrink: 0 }}
                />
              </Tooltip>
            )}
            {tab.locationFlagged.has(service.id) && (
              <Tooltip label={say(MESSAGES.LOCATION_DIFFERS)} withArrow multiline w={260} color="orange">
                <IconMapPinExclamation
                  size={15}
                  color="var(--mantine-color-orange-6)"
                  aria-label={say(MESSAGES.LOCATION_DIFFERS)}
                  style={{ flexShrink: 0 }}
                />
              </Tooltip>
            )}
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {/* A group's members differ by their passengers: that goes first. */}
            {nested && `${t('pax', { count: service.num_pax })} · `}
            <Text span ff="monospace" size="xs">
              {service.code}
            </Text>
            {' · '}
            {dates} · {unitsText(t, service.units, service.unit_label, service.id_service_type)}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <DayCell day={service.day} disabled={priceReadOnly} label={name} onCommit={(day) => set({ day })} />
      </Table.Td>
      <Table.Td>
        <LevelControl level={service.level} disabled={priceReadOnly} name={name} onChange={(level) => set({ level })} />
      </Table.Td>
      <Table.Td>
        <KindControl
          kind={service.optional}
          disabled={priceReadOnly}
          name={name}
          onChange={(optional) => set({ optional })}
        />
      </Table.Td>
      <Table.Td>
        <StatusControl
          status={service.status}
          disabled={tab.bookingReadOnly}
          name={name}
          onChange={(status) => tab.onStatus(service, status)}
        />
      </Table.Td>
      {showVisibility && (
        <Table.Td>
          <VisibilityControl
            visible={visibleFromWire(service.visible)}
            disabled={readOnly}
            name={name}
            onChange={(visible) => set({ visible: visibleToWire(visible) })}
          />
        </Table.Td>
      )}
      {columns.cost && (
        <Table.Td>
          <MoneyCell
            key={`cu${service.cost_unit}`}
            value={service.cost_unit}
            label={t('unitCostOf', { name })}
            readOnly={priceReadOnly}
            actionType="quote-service-cost"
            onCommit={setPrice('cost_unit')}
          />
          <Text size="xs" c="dimmed" ta="right" pr={6} style={{ whiteSpace: 'nowrap' }}>
            {service.cost !== undefined ? `= ${formats.number(service.cost, 2)}` : ''}
          </Text>
        </Table.Td>
      )}
      {columns.sale && (
        <>
          <Table.Td>
            <MoneyCell
              key={`pu${service.price_unit}`}
              value={service.price_unit}
              label={t('priceUnitOf', { name })}
              readOnly={priceReadOnly}
              actionType="quote-service-price-unit"
              onCommit={setPrice('price_unit')}
            />
          </Table.Td>
          <Table.Td>
            <MoneyCell
              key={`p${service.price}`}
              value={service.price}
              label={t('saleOf', { name })}
              readOnly={priceReadOnly}
              actionType="quote-service-price"
              onCommit={setPrice('price')}
              w={86}
              mark={
                service.isPriceEdited ? (
                  <Tooltip
                    label={t('editedCalculated', { value: formats.number(service.calculated_price ?? 0, 2) })}
                    withArrow
                  >
                    <IconPencil size={12} color="var(--mantine-color-blue-6)" aria-label={t('editedByHand')} />
                  </Tooltip>
                ) : undefined
              }
            />
          </Table.Td>
        </>
      )}
      {columns.cost && (
        <Table.Td>
          <MoneyCell
            key={`m${service.percentage_margin}`}
            value={service.percentage_margin}
            label={t('marginOf', { name })}
            readOnly={priceReadOnly}
            max={99.99}
            suffix="%"
            actionType="quote-service-margin"
            onCommit={setPrice('percentage_margin')}
            w={60}
          />
        </Table.Td>
      )}
      <Table.Td>
        <RowMenu service={service} />
      </Table.Td>
    </Table.Tr>
  );
});
