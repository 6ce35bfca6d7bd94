import {
  arePricesLocked,
  levelImpacts,
  PRICES_LOCKED_MESSAGE,
  soldBelowCost,
  type ImpactLevel,
  type QuotePricingResult,
} from '@itinera/domain';
import type { RateImpact } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { ANYONE } from '../quote-core/visible.repository';
import { statusOf } from '../quote-core/quote-presenter';
import { quotesRepository } from '../quote-core/quotes.repository';
import { catalogueRepricing } from '../quote-services/catalogue-repricing';
import { rateChangesRepository, type QuoteUsingRow } from './rate-changes.repository';

// The impact of rate changes (docs/domain/rate-changes.md#impact): each quote using the changed
// services, priced again with today's rate lines (nothing written) and compared with its stored
// pricing. Open quotes whose figures would move are listed with their levels; confirmed ones only
// when sold below the new cost.

const QUOTE_STATUS_CONFIRMED = 2;
const sellerLevels = (prices: QuotePricingResult['prices'] | null): ImpactLevel[] =>
  (prices?.find((p) => p.type === 'seller')?.prices ?? []) as ImpactLevel[];

const head = (q: QuoteUsingRow, serviceIds: ReadonlySet<number>) => ({
  id: q.id,
  uuid: q.uuid,
  code: q.code,
  title: q.title,
  status_id: q.status_id,
  status: statusOf(q.status_id).name,
  version: q.version,
  prices_locked: arePricesLocked(q),
  service_ids: q.service_ids.filter((id) => serviceIds.has(id)),
});

export async function rateImpact(
  tx: TenantTx,
  tenantId: number,
  rateChangeIds: number[],
  serviceIds: number[],
): Promise<RateImpact> {
  const services = new Set(serviceIds);
  const impact: RateImpact = { rate_change_ids: rateChangeIds, quotes: [], sold_below_cost: [] };
  for (const q of await rateChangesRepository.quotesUsing(tx, tenantId, serviceIds)) {
    const row = await quotesRepository.detail(tx, tenantId, ANYONE, q.id);
    if (!row) continue;
    const { stored, today } = await catalogueRepricing(tx, tenantId, row);
    const before = sellerLevels(stored);
    const after = sellerLevels(today.prices);
    if (q.status_id === QUOTE_STATUS_CONFIRMED) {
      const below = soldBelowCost(before, after, q.sold_level);
      if (below) impact.sold_below_cost.push({ ...head(q, services), ...below });
      continue;
    }
    const levels = levelImpacts(before, after);
    const changed = levels.some((l) => l.total_before !== l.total_after || l.cost_before !== l.cost_after);
    // A quote the change does not move (another season, another manual) is not listed.
    if (!changed) continue;
    impact.quotes.push({
      ...head(q, services),
      lock: arePricesLocked(q) ? PRICES_LOCKED_MESSAGE : null,
      levels,
      changed,
    });
  }
  return impact;
}
