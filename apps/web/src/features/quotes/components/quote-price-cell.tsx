import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWholeAmount } from '@itinera/domain';
import { useFormats } from '../../../lib/formats';
import type { QuoteListRow } from '../api/list-quotes';

/** An amount in the quote's currency, as the Book tab writes it ("$ 1,150"); screens in other languages use useFormats().money. */
export const money = (sign: string, amount: number) => `${sign ? `${sign} ` : ''}${formatWholeAmount(amount)}`.trim();

type PricedRow = Pick<QuoteListRow, 'price' | 'level_prices' | 'sold_level' | 'currency'>;

/** The levels the cell shows: the level sold alone once there is one, else every level in use. */
export function shownLevels(q: PricedRow) {
  const levels = q.level_prices ?? [];
  const sold = q.sold_level ? levels.filter((l) => l.level === q.sold_level) : [];
  return sold.length ? sold : levels;
}

/**
 * The list's price cell: each level in use (Comfort, Superior, Luxury) with its seller total in the
 * quote's currency, or only the level the client chose once the quote is sold. A quote whose levels
 * hold no service yet says so rather than showing a bare dash.
 */
export function QuotePriceCell({ quote }: { quote: PricedRow }) {
  const { t } = useTranslation('quotes');
  const formats = useFormats();
  // The reader's grouping (Intl): 'US$ 2,090' in English, 'US$ 2.090' in Portuguese.
  const amount = (value: number) => formats.money(value, quote.currency.currency_sign ?? '').trim();
  const levels = shownLevels(quote);
  if (!levels.length) {
    // An older answer without the levels still has the cheapest level's total.
    if (quote.price != null)
      return (
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
          {amount(quote.price)}
        </Text>
      );
    return (
      <Text size="xs" c="dimmed" title={t('price.noServicesTitle')}>
        {t('price.noServices')}
      </Text>
    );
  }
  const sold = quote.sold_level != null && levels.length === 1 && levels[0]!.level === quote.sold_level;
  return (
    <Stack gap={0}>
      {levels.map((l) => (
        <Group key={l.level} gap={6} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {t(`price.levels.${l.level}`, { defaultValue: l.type })}
          </Text>
          <Text size="xs" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {amount(l.total)}
          </Text>
        </Group>
      ))}
      {sold && (
        <Text size="xs" c="dimmed" ta="right">
          {t('price.levelSold')}
        </Text>
      )}
    </Stack>
  );
}
