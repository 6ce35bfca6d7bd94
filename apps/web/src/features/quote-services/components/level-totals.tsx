import { useFormats } from '../../../lib/formats';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LevelFilter } from '../logic/group-by-day';
import { LEVEL_TABS, levelPrice, selectedEntry } from '../logic/level-prices';

/** The three level totals beside the filters (of the quote's seller type): the figure an operator checks after every change. */
export function LevelTotals({
  prices,
  currency,
  onLevel,
}: {
  prices: readonly unknown[];
  currency: string;
  onLevel: (level: LevelFilter) => void;
}) {
  const { t } = useTranslation('services');
  const formats = useFormats();
  const seller = selectedEntry(prices);
  const totals = LEVEL_TABS.map((t) => ({ ...t, total: levelPrice(seller, t.level)?.total })).filter(
    (t) => t.total !== undefined,
  );
  if (totals.length === 0) return null;
  return (
    <Group gap="md" wrap="nowrap" aria-label={t('levelTotals')}>
      {totals.map((t) => (
        <UnstyledButton key={t.level} onClick={() => onLevel(t.level)} data-action-type="quote-services-level-total">
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t.name}{' '}
            <Text span size="sm" fw={700} c="dark" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formats.money(t.total ?? 0, currency)}
            </Text>
          </Text>
        </UnstyledButton>
      ))}
    </Group>
  );
}
