import { useTranslation } from 'react-i18next';
import { Button, Group, SegmentedControl, Switch } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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
  readOnly: boolean;
  pricesLocked: boolean;
  onAdd: () => void;
  prices: readonly unknown[];
  currency: string;
  /** Equal services as one line (docs/domain/spec-sections.md#spec-02-section-5). */
  grouping: boolean;
  onGrouping: (on: boolean) => void;
}

/**
 * Filters on the left (level, price), the level totals and "Add services" on the right. What is
 * done to ticked rows is in the selection bar, so a selection never hides these (decisions 0039, 0040 and 0041).
 */
export function ServicesToolbar(props: ServicesToolbarProps) {
  const { level, onLevel, priceFilter, onPriceFilter, visibility, readOnly } = props;
  const { t } = useTranslation('services');
  const priceOptions = priceFilterOptions(visibility);
  return (
    // Wraps: in Spanish and Portuguese the filters, the switch, the totals and "Add services" are wider than a
    // laptop's row (1500 px at 1440) and far wider than a phone.
    <Group justify="space-between" wrap="wrap" gap="sm" mb="sm">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          size="xs"
          aria-label={t('levelFilter')}
          value={String(level)}
          onChange={(v) => onLevel(Number(v) as LevelFilter)}
          data={LEVEL_LOOK.map((l) => ({ value: String(l.value), label: l.short }))}
          data-action-type="quote-services-level-filter"
        />
        {priceOptions.length > 1 && priceFilter && (
          <SegmentedControl
            size="xs"
            aria-label={t('priceFilter')}
            value={priceFilter}
            onChange={(v) => onPriceFilter(v as PriceFilter)}
            data={priceOptions}
            data-action-type="quote-services-price-filter"
          />
        )}
        <Switch
          size="xs"
          label={t('grouping')}
          checked={props.grouping}
          onChange={(e) => props.onGrouping(e.currentTarget.checked)}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          data-action-type="quote-services-grouping"
        />
      </Group>
      <Group gap="sm" wrap="wrap">
        <LevelTotals prices={props.prices} currency={props.currency} onLevel={onLevel} />
        {!readOnly && (
          <Button
            size="xs"
            leftSection={<IconPlus size={15} />}
            onClick={props.onAdd}
            disabled={props.pricesLocked}
            data-action-type="quote-services-add"
          >
            {t('add')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
