import { rememberBounded } from '../../lib/bounded-map';
import type { PricingResultValues } from './passengers.repository';

// The pricing result this process last stored per quote, by the priced_at it was stored with
// (decision 0047). A re-price compares its result with the stored one; reading the stored one
// back was ~27 KB of JSON on the large quote (PostgreSQL writing it out, the API parsing it) on
// every call. The pricing context reads priced_at and the columns only when priced_at is not the
// one kept here: another process stored a result since, or the transaction that stored it rolled
// back (now() differs in every transaction). Only saveResult writes these columns.

interface Saved {
  tenantId: number;
  pricedAt: string;
  values: PricingResultValues;
}
const MAX_QUOTES = 200;
const saved = new Map<number, Saved>();

export const savedResults = {
  remember(tenantId: number, quoteId: number, pricedAt: string, values: PricingResultValues): void {
    rememberBounded(saved, quoteId, { tenantId, pricedAt, values }, MAX_QUOTES);
  },

  /** The result kept for the quote, if any: valid only if the stored priced_at is still `pricedAt`. */
  kept(tenantId: number, quoteId: number): Saved | undefined {
    const hit = saved.get(quoteId);
    return hit?.tenantId === tenantId ? hit : undefined;
  },
};
