import { priceQuote, type QuotePricingResult } from '@itinera/domain';
import type { Database, TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import type { HistoryEntry } from '../quote-core/quote-versions';
import { writeVersion, type QuoteRef } from '../quote-core/quote-rows.service';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { catalogueInput } from './catalogue-input';
import { lockForWrite } from './quote-write';
import { repriceQuote, savePricingResult } from './reprice';

// What a quote would cost with today's catalogue (the rate-change impact, docs/domain/rate-changes.md):
// the same inputs and engine as every re-price (reprice.ts), priced from the rate lines whatever the
// price lock, and never written. And the re-price a rate change asks for: the check-prices path
// (refused while prices are locked) with a history line naming the change.

/** The quote's stored pricing and its pricing with today's rate lines (nothing is written). */
export async function catalogueRepricing(
  tx: TenantTx,
  tenantId: number,
  row: QuoteRow,
): Promise<{ stored: QuotePricingResult['prices'] | null; today: QuotePricingResult }> {
  const { input, context } = await catalogueInput(tx, tenantId, row);
  // Straight to the engine, not through the pricing memo: this run prices a locked quote unlocked,
  // which the memo's key does not tell apart from the quote's own runs.
  const today = priceQuote(input);
  const stored = (context.settings?.prices ?? null) as unknown as QuotePricingResult['prices'] | null;
  return { stored, today };
}

/**
 * Re-prices the quote from the catalogue as PUT check_prices does (refused with 422 while its prices
 * are locked: docs/domain/statuses.md#price-lock) and, when a figure moved, writes a new version
 * whose history line names the rate change. Answers the version and whether it moved.
 */
export function repriceFromCatalogue(
  database: Database,
  user: SessionUser,
  ref: QuoteRef,
  reason: Record<string, unknown>,
): Promise<{ changed: boolean; version: number; code: string }> {
  return database.withTenant(user.tenantId, async (tx) => {
    const row = await lockForWrite(tx, user, ref, { movesPrices: true });
    const outcome = await repriceQuote(tx, user, row, { unchangedUnsaved: true });
    if (!outcome.changed && outcome.listPrice === row.price)
      return { changed: false, version: row.version, code: row.code };
    await savePricingResult(tx, user.tenantId, row.id, outcome);
    const entry: HistoryEntry = {
      action: 'repriced',
      field: 'rate_change',
      from: row.price,
      to: { price: outcome.listPrice, ...reason },
    };
    const saved = await writeVersion(tx, user, row, { price: outcome.listPrice }, [entry]);
    return { changed: true, version: saved.version, code: row.code };
  });
}
