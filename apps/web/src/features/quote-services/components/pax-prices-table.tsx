import { useFormats } from '../../../lib/formats';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@itinera/domain';
import { LEVEL_TABS } from '../logic/level-prices';
import type { PaxPricesBody } from '@itinera/domain/contracts';
import {
  cellBody,
  paxLevelSum,
  paxValueError,
  scopeBody,
  type PaxField,
  type PaxLevel,
  type PaxTableRow,
  type PaxValues,
} from '../logic/pax-price-edits';
import { useServerText } from '../../../components/server-text';
import { BulkSetPopover } from './bulk-set-popover';
import { PaxValueInput } from './pax-value-input';

export interface LevelState {
  /** The level has services (docs/domain/pricing.md: warnings only for a level in use). */
  inUse: boolean;
  total?: number;
}

export interface PaxPricesTableProps {
  rows: PaxTableRow[];
  levels: Record<PaxLevel, LevelState>;
  disabled: boolean;
  /** Saves a body; resolves true when saved. */
  save: (body: PaxPricesBody) => Promise<boolean>;
  /** A value refused before it is sent (a negative figure). */
  refuse: (message: string) => void;
}

const num = { fontVariantNumeric: 'tabular-nums' } as const;
const edge = { borderLeft: '1px solid var(--mantine-color-gray-3)' } as const;

/** Passengers × levels: price, Upsales % (and its amount), fee and final price of each (docs/domain/pricing.md#step-7-upsales-and-fee). */
export function PaxPricesTable({ rows, levels, disabled, save, refuse }: PaxPricesTableProps) {
  const { t } = useTranslation('services');
  const { say } = useServerText();
  const formats = useFormats();
  const apply = (body: PaxPricesBody | null) => (body ? save(body) : Promise.resolve(false));
  const commit = (row: PaxTableRow, level: PaxLevel, field: PaxField) => (value: number) => {
    const error = paxValueError(field, value);
    if (!error) return save(cellBody(row.paxId, level, field, value));
    refuse(error);
    return Promise.resolve(false);
  };
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table verticalSpacing={4} horizontalSpacing={4} fz="sm" withTableBorder aria-label={t('paxPrices.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2} miw={150}>
              {t('paxPrices.passenger')}
            </Table.Th>
            {LEVEL_TABS.map((tab) => (
              <Table.Th key={tab.level} colSpan={4} style={edge}>
                <LevelHead
                  level={tab.level}
                  name={tab.name}
                  state={levels[tab.level]}
                  rows={rows}
                  disabled={disabled}
                  onApply={(v) => apply(scopeBody({ level: tab.level }, v))}
                />
              </Table.Th>
            ))}
          </Table.Tr>
          <Table.Tr>
            {LEVEL_TABS.map((tab) => (
              <SubHeads key={tab.level} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row.paxId)} data-pax-id={row.paxId}>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="space-between">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {row.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.detail}
                    </Text>
                  </Stack>
                  <BulkSetPopover
                    title={t('paxPrices.rowAll', { name: row.name })}
                    disabled={disabled}
                    actionType="quote-pax-prices-row"
                    onApply={(v) => apply(scopeBody({ pax_id: row.paxId }, v))}
                  />
                </Group>
              </Table.Td>
              {LEVEL_TABS.map((tab) => {
                const cell = row.levels[tab.level];
                const label = `${row.name}, ${tab.name}`;
                const noUpsales =
                  levels[tab.level].inUse && cell?.mkt_coin === 0 ? say(MESSAGES.UPSALES_NOT_ADDED) : undefined;
                return [
                  <Table.Td key="p" ta="right" style={{ ...num, ...edge, verticalAlign: 'top', paddingTop: 9 }}>
                    {cell?.price !== undefined ? formats.number(cell.price, 2) : '—'}
                  </Table.Td>,
                  <Table.Td key="u" style={{ verticalAlign: 'top' }}>
                    <PaxValueInput
                      key={`u${cell?.mkt_percentage}`}
                      value={cell?.mkt_percentage}
                      label={t('paxPrices.upsalesOf', { name: label })}
                      decimals={2}
                      suffix=" %"
                      disabled={disabled}
                      warning={noUpsales}
                      w={68}
                      actionType="quote-pax-prices-upsales"
                      onCommit={commit(row, tab.level, 'mkt_percentage')}
                    />
                    <Text size="xs" c={noUpsales ? 'yellow.8' : 'dimmed'} ta="right" pr={6} style={num}>
                      {cell?.mkt_coin !== undefined ? `= ${formats.number(cell.mkt_coin, 2)}` : ''}
                    </Text>
                  </Table.Td>,
                  <Table.Td key="f" style={{ verticalAlign: 'top' }}>
                    <PaxValueInput
                      key={`f${cell?.fee}`}
                      value={cell?.fee}
                      label={t('paxPrices.feeOf', { name: label })}
                      decimals={2}
                      disabled={disabled}
                      w={62}
                      actionType="quote-pax-prices-fee"
                      onCommit={commit(row, tab.level, 'fee')}
                    />
                  </Table.Td>,
                  <Table.Td key="t" style={{ verticalAlign: 'top' }}>
                    <PaxValueInput
                      key={`t${cell?.total_price}`}
                      value={cell?.total_price}
                      label={t('paxPrices.totalOf', { name: label })}
                      decimals={0}
                      disabled={disabled}
                      strong
                      w={64}
                      actionType="quote-pax-prices-total"
                      onCommit={commit(row, tab.level, 'total_price')}
                    />
                  </Table.Td>,
                ];
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr bg="var(--mantine-color-gray-0)">
            <Table.Th>{t('paxPrices.levelTotal')}</Table.Th>
            {LEVEL_TABS.map((tab) => {
              const sum = paxLevelSum(rows, tab.level);
              return (
                <Table.Th key={tab.level} colSpan={4} ta="right" style={{ ...num, ...edge }} pr={12}>
                  {sum !== undefined ? formats.number(sum, 0) : '—'}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function SubHeads() {
  const { t } = useTranslation('services');
  const th = (text: string, first = false) => (
    <Table.Th ta="right" fz="xs" c="dimmed" fw={600} style={first ? edge : undefined}>
      {text}
    </Table.Th>
  );
  return (
    <>
      {th(t('paxPrices.price'), true)}
      {th(t('bulk.upsales'))}
      {th(t('fig.fee'))}
      {th(t('paxPrices.total'))}
    </>
  );
}

interface LevelHeadProps {
  level: PaxLevel;
  name: string;
  state: LevelState;
  rows: PaxTableRow[];
  disabled: boolean;
  onApply: (values: PaxValues) => Promise<boolean>;
}

/** A level's name, its warnings where they apply, and the control that sets the whole column. */
function LevelHead({ level, name, state, rows, disabled, onApply }: LevelHeadProps) {
  const { t } = useTranslation('services');
  const { say } = useServerText();
  const negative = state.total !== undefined && state.total < 0;
  const noUpsales = state.inUse && rows.some((r) => r.levels[level]?.mkt_coin === 0);
  return (
    <Group gap={6} justify="space-between" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" fw={700}>
          {name}
        </Text>
        {!state.inUse && (
          <Text size="xs" c="dimmed">
            {t('paxPrices.noServices')}
          </Text>
        )}
        {negative && (
          <Badge color="red" variant="light" size="xs" radius="sm" tt="none">
            {say(MESSAGES.LEVEL_PRICE_NEGATIVE)}
          </Badge>
        )}
        {noUpsales && (
          <Badge color="yellow" variant="light" size="xs" radius="sm" tt="none">
            {say(MESSAGES.UPSALES_NOT_ADDED)}
          </Badge>
        )}
      </Group>
      <BulkSetPopover
        title={t('paxPrices.columnAll', { name })}
        disabled={disabled}
        actionType="quote-pax-prices-column"
        onApply={onApply}
      />
    </Group>
  );
}
