import {
  matrixBase,
  MATRIX_SAMPLE_SIZES,
  priceMatrixEntry,
  type ProjectionGroupPrice,
  type SellerType,
} from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { matrixSources } from './matrix-input';
import { matrixRepository } from './matrix.repository';

/**
 * The price per person sharing a double, and the single supplement, by group size, for the
 * published proposal's option 14: the sizes of the quote's stored matrix (the sample sizes when it
 * has none), priced now for the quote's own dates, so a published page never shows a stale matrix.
 */
export async function groupPricesFor(
  tx: TenantTx,
  tenantId: number,
  quote: QuoteRow,
  sellerType: SellerType,
): Promise<ProjectionGroupPrice[]> {
  const stored = await matrixRepository.get(tx, tenantId, quote.id);
  const sizes = stored?.sizes.length ? stored.sizes : [...MATRIX_SAMPLE_SIZES];
  const base = matrixBase((await matrixSources(tx, tenantId, quote, null)).input);
  return sizes.map((size) => {
    const entry = priceMatrixEntry(base, size, null);
    const levels = entry.prices.find((p) => p.type === sellerType)?.prices ?? [];
    return {
      numPax: size,
      levels: levels.map((l) => ({
        level: l.level,
        double: l.per_person.double,
        singleSupplement: l.per_person.single_supplement,
      })),
    };
  });
}
