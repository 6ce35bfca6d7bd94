import type { PaxLevelPrice } from '../../logic/level-prices';
import type { PaxPricesRow } from '../../logic/pax-price-edits';

// The pax-prices answer is the original client's model (original-client.md §5.8): per passenger, one entry
// per seller type with that passenger's cell of every level. The Upsales and fee table edits the
// seller figures (the reseller's follow from the contract's commission), so it reads those.

export interface PaxPricesModelItem {
  pax_id: PaxPricesRow['pax_id'];
  passenger: PaxPricesRow['passenger'];
  price_levels: { type: string; id: number; prices: PaxLevelPrice[] }[];
}

/** Each passenger with the seller cells of every level, as the table reads them. */
export const sellerRows = (model: readonly PaxPricesModelItem[]): PaxPricesRow[] =>
  model.map((item) => ({
    pax_id: item.pax_id,
    passenger: item.passenger,
    price_levels: item.price_levels.find((l) => l.type === 'seller')?.prices ?? [],
  }));
