import type { ServiceSearchQuery } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import type { SessionUser } from '../../identity/session-user';
import { maySeeSearchedPrices } from '../../plugins/auth';
import { priceServices } from '../prices/prices.service';

type Row = Record<string, unknown> & { id: number };

/**
 * With `calculate_prices=1` every search result carries its price for the dates and passengers
 * asked, from the sales manual given (`sm`), else the contract's, else the quote's (`itinerary_uuid`,
 * which also gives the dates, party and rate date), else the one in force — the same
 * engine and reads the quote uses, in the search's own transaction. Only for a user who may see
 * prices in the search (view_price_searched); anyone else gets the rows unpriced, as without the flag.
 */
export async function withPrices<T extends Row>(
  tx: TenantTx,
  user: SessionUser,
  rows: T[],
  q: Partial<ServiceSearchQuery>,
): Promise<T[]> {
  if (!q.calculate_prices || rows.length === 0 || !maySeeSearchedPrices(user)) return rows;
  const prices = await priceServices(
    tx,
    user,
    rows.map((r) => r.id),
    { from: q.from, to: q.to, num_pax: q.num_pax, sm: q.sm, contract: q.contract, itinerary_uuid: q.itinerary_uuid },
  );
  return rows.map((r) => (prices.has(r.id) ? { ...r, price: prices.get(r.id) } : r));
}
