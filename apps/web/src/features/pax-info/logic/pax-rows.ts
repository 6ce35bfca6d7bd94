import type { TFunction } from 'i18next';
import { isSoldLevel } from '@itinera/domain';
import type { QuotePassenger } from '@itinera/domain/contracts';

// The rows of the passenger table: each passenger with their price at every level (§5.8 prices of
// the seller, or of the quote's own seller type), as the pricing panel computes them.

export interface PriceEntry {
  type: 'seller' | 'reseller';
  selected?: boolean;
  prices: {
    level: number;
    type?: string;
    services?: unknown[];
    pax_prices?: { pax_id: number | string; total_price?: number }[];
  }[];
}

export const LEVELS = [
  { level: 1, name: 'Comfort' },
  { level: 2, name: 'Superior' },
  { level: 3, name: 'Luxury' },
] as const;

export interface PaxRow {
  passenger: QuotePassenger;
  /** 1-based position, as the sheets and the messages name a passenger without a name. */
  position: number;
  /** The passenger's final price per level in use; absent when the user may not see sale prices. */
  prices: Partial<Record<1 | 2 | 3, number>>;
}

/** The price entry the quote sells with: the one marked selected, else the seller's. */
export function sellingEntry(prices: readonly PriceEntry[] | undefined): PriceEntry | undefined {
  return prices?.find((p) => p.selected) ?? prices?.find((p) => p.type === 'seller');
}

/** Levels that hold services: a level nobody sells shows no column. */
export function levelsInUse(prices: readonly PriceEntry[] | undefined): (1 | 2 | 3)[] {
  const entry = sellingEntry(prices);
  return LEVELS.filter((l) => entry?.prices.some((p) => p.level === l.level && (p.services?.length ?? 1) > 0)).map(
    (l) => l.level,
  );
}

export function paxRows(passengers: readonly QuotePassenger[], prices: readonly PriceEntry[] | undefined): PaxRow[] {
  const entry = sellingEntry(prices);
  return passengers.map((passenger, i) => {
    const own: PaxRow['prices'] = {};
    for (const level of entry?.prices ?? []) {
      const mine = level.pax_prices?.find((x) => Number(x.pax_id) === passenger.id);
      if (isSoldLevel(level.level) && typeof mine?.total_price === 'number') own[level.level] = mine.total_price;
    }
    return { passenger, position: i + 1, prices: own };
  });
}

/** "Adult, 41", "Child, 9", "Infant": the type and the age at travel. */
/** 'Adult, 37' / 'Adulto, 37': `t` is the `workspace` namespace's (an unknown type is shown as sent). */
export function typeLabel(p: Pick<QuotePassenger, 'type' | 'age'>, t: TFunction): string {
  const kind = t(`pax.kind.${p.type}`, { defaultValue: p.type.charAt(0).toUpperCase() + p.type.slice(1) });
  return p.age === null ? kind : t('pax.kindAge', { kind, age: p.age });
}

/** "2 adults · 1 child · 1 infant". */
export function partySummary(passengers: readonly Pick<QuotePassenger, 'type'>[], t: TFunction): string {
  return (['adult', 'child', 'infant'] as const)
    .map((type) => passengers.filter((p) => p.type === type).length)
    .flatMap((count, i) => (count ? [t(`pax.party.${['adult', 'child', 'infant'][i]}`, { count })] : []))
    .join(' · ');
}
