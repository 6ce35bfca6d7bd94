import { Button, Group, SegmentedControl, Switch, Text } from '@mantine/core';
import { IconCalendarShare, IconCopy, IconPlus, IconRefresh, IconX } from '@tabler/icons-react';
import type { LevelFilter } from '../logic/group-by-day';
import { priceFilterOptions, type PriceFilter, type PriceVisibility } from '../logic/price-columns';
import { LevelTotals } from './level-totals';
import { LEVEL_LOOK } from './service-look';

export interface ServicesToolbarProps {
  level: LevelFilter;
  onLevel: (level: LevelFilter) => void;
  priceFilter: PriceFilter | null;
  onPriceFilter: (filter: PriceFilter) => void;
  visibility: PriceVisibility;
  selectedCount: number;
  readOnly: boolean;
  pricesLocked: boolean;
  onClearSelection: () => void;
  onMove: () => void;
  onDuplicate: () => void;
  onUpdatePrices: () => void;
  onAdd: () => void;
  prices: readonly unknown[];
  currency: string;
  /** Equal services as one line (docs/domain/spec-sections.md#spec-02-section-5). */
  grouping: boolean;
  onGrouping: (on: boolean) => void;
}

// The buttons shown while rows are picked: they look alike and all wait while prices are locked.
const SELECTION_ACTIONS = [
  { label: 'Move days', icon: IconCalendarShare, handler: 'onMove', actionType: 'quote-services-move' },
  { label: 'Duplicate', icon: IconCopy, handler: 'onDuplicate', actionType: 'quote-services-duplicate' },
  { label: 'Update prices', icon: IconRefresh, handler: 'onUpdatePrices', actionType: 'quote-services-update' },
] as const;

/** Filters on the left (level, price), actions on the right; the selection's actions when rows are picked. */
export function ServicesToolbar(props: ServicesToolbarProps) {
  const { level, onLevel, priceFilter, onPriceFilter, visibility, selectedCount, readOnly } = props;
  const priceOptions = priceFilterOptions(visibility);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" mb="sm">
      <Group gap="sm" wrap="nowrap">
        <SegmentedControl
          size="xs"
          aria-label="Level filter"
          value={String(level)}
          onChange={(v) => onLevel(Number(v) as LevelFilter)}
          data={LEVEL_LOOK.map((l) => ({ value: String(l.value), label: l.short }))}
          data-action-type="quote-services-level-filter"
        />
        {priceOptions.length > 1 && priceFilter && (
          <SegmentedControl
            size="xs"
            aria-label="Price filter"
            value={priceFilter}
            onChange={(v) => onPriceFilter(v as PriceFilter)}
            data={priceOptions}
            data-action-type="quote-services-price-filter"
          />
        )}
        <Switch
          size="xs"
          label="Group equal services"
          checked={props.grouping}
          onChange={(e) => props.onGrouping(e.currentTarget.checked)}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          data-action-type="quote-services-grouping"
        />
      </Group>
      <Group gap="sm" wrap="nowrap">
        {selectedCount === 0 && <LevelTotals prices={props.prices} currency={props.currency} onLevel={onLevel} />}
        {selectedCount > 0 && !readOnly && (
          <>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {selectedCount} selected
            </Text>
            {SELECTION_ACTIONS.map((a) => (
              <Button
                key={a.actionType}
                size="xs"
                variant="default"
                leftSection={<a.icon size={15} />}
                onClick={props[a.handler]}
                disabled={props.pricesLocked}
                data-action-type={a.actionType}
              >
                {a.label}
              </Button>
            ))}
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              px={6}
              aria-label="Clear selection"
              onClick={props.onClearSelection}
              data-action-type="quote-services-clear-selection"
            >
              <IconX size={15} />
            </Button>
          </>
        )}
        {!readOnly && (
          <Button
            size="xs"
            leftSection={<IconPlus size={15} />}
            onClick={props.onAdd}
            disabled={props.pricesLocked}
            data-action-type="quote-services-add"
          >
            Add services
          </Button>
        )}
      </Group>
    </Group>
  );
}
