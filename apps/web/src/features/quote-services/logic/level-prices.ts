import { MESSAGES } from '@itinera/domain';
import { i18n } from '../../../lib/i18n';

// The answer's `prices`: one entry per seller type, each with the three level prices (docs/domain/api-shapes.md).
// Fields the user may not see are left out by the server, so
// every figure here is optional and the panel shows only what arrived.

export interface PaxLevelPrice {
  pax_id: number | string;
  level: number;
  price?: number;
  mkt_percentage?: number;
  mkt_coin?: number;
  fee?: number;
  total_price?: number;
  total_cost?: number;
}

export interface LevelPrice {
  level: 1 | 2 | 3;
  type: 'Comfort' | 'Superior' | 'Luxury';
  total?: number;
  fee?: number;
  margin?: number;
  mkt_coin?: number;
  hotel_total?: number;
  services_total?: number;
  sub_total_hotel?: number;
  sub_total_service?: number;
  margin_percentage_hotel?: number;
  margin_percentage_service?: number;
  pax_prices?: PaxLevelPrice[];
  room_type_prices?: { id_room_type: number; per_person: number }[];
  single_supplement?: number | null;
  /** Passengers an age band priced (docs/domain/pricing.md#children-and-infants), with their age. */
  child_prices?: { pax_id: number | string; age: number | null; per_person?: number }[];
  services?: (number | string)[];
}

export interface PriceEntry {
  id?: number;
  type: 'seller' | 'reseller' | string;
  /** The quote's own seller type (POST /tenant/itinerary/prices sets it). */
  selected?: boolean;
  prices: LevelPrice[];
  /** The quote-level errors and warnings of the last pricing run (Itinera's addition to the read). */
  messages?: { errors: string[]; warnings: string[] }[];
}

// Names are read when shown (getters): they follow the interface language (common:levels).
const tab = <L extends 1 | 2 | 3>(level: L) => ({
  level,
  get name() {
    return i18n.t(`common:levels.${level}.label`);
  },
  get short() {
    return i18n.t(`common:levels.${level}.short`);
  },
});
export const LEVEL_TABS = [tab(1), tab(2), tab(3)] as const;

const isEntry = (value: unknown): value is PriceEntry =>
  typeof value === 'object' && value !== null && Array.isArray((value as { prices?: unknown }).prices);

export const priceEntries = (prices: readonly unknown[]): PriceEntry[] => prices.filter(isEntry);

/** The entry of a seller type; the seller entry by default, else the first one. */
export function sellerEntry(prices: readonly unknown[], type = 'seller'): PriceEntry | null {
  const entries = priceEntries(prices);
  return entries.find((e) => e.type === type) ?? entries.find((e) => e.type === 'seller') ?? entries[0] ?? null;
}

/** The entry of the quote's seller type (`selected`), else the seller entry. */
export function selectedEntry(prices: readonly unknown[]): PriceEntry | null {
  return priceEntries(prices).find((e) => e.selected) ?? sellerEntry(prices);
}

export function levelPrice(entry: PriceEntry | null, level: number): LevelPrice | null {
  return entry?.prices.find((p) => p.level === level) ?? null;
}

/**
 * The spec's level warnings (docs/domain/pricing.md): 'Upsales has not been added!' when a passenger of a level
 * in use has no Upsales, 'No Fee(Check Prices section)' likewise for the fee, 'Level price is
 * negative!' when the level total is below 0. Read from the figures the user can see; a level
 * without services is not in use.
 */
export function levelWarnings(price: LevelPrice | null): string[] {
  if (!price) return [];
  const out: string[] = [];
  if (price.total !== undefined && price.total < 0) out.push(MESSAGES.LEVEL_PRICE_NEGATIVE);
  const inUse = (price.services?.length ?? 0) > 0;
  if (inUse && (price.pax_prices ?? []).some((p) => p.mkt_coin === 0)) out.push(MESSAGES.UPSALES_NOT_ADDED);
  if (inUse && (price.pax_prices ?? []).some((p) => p.fee === 0)) out.push(MESSAGES.NO_FEE);
  return out;
}
