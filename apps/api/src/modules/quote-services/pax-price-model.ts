import type { PaxPriceEdit, PaxPricesBody, PaxPricesModelItem } from '@itinera/domain/contracts';
import type { PricingRow } from './passengers.repository';

// The original client sends back its whole pax-prices model (original-client.md §5.8, I21), every cell of
// every passenger, after changing one. Only the seller cells whose Upsales or fee differ from the
// stored figures become edits: an unchanged cell keeps a final price typed in Itinera's editor
// (setting Upsales or a fee drops it), and the reseller figures follow from the contract's
// commission, so they are not read back (decision 0042).

type Cell = { pax_id: number | string; mkt_percentage?: number; fee?: number };
type Entry = { type: string; prices: { level: number; pax_prices?: Cell[] }[] };

export const isPaxPricesModel = (body: PaxPricesBody): body is PaxPricesModelItem[] =>
  body.length > 0 && 'price_levels' in body[0]!;

/** Same to the cent: the client rounds its figures to 2 decimals. */
const same = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) < 0.005;

/** The edits the model makes to the stored seller figures: one per changed cell. */
export function editsFromModel(model: readonly PaxPricesModelItem[], pricing: PricingRow | undefined): PaxPriceEdit[] {
  const seller = ((pricing?.prices ?? []) as Entry[]).find((e) => e.type === 'seller');
  const stored = (pax: number | string, level: number) =>
    seller?.prices.find((l) => l.level === level)?.pax_prices?.find((c) => String(c.pax_id) === String(pax));
  const edits: PaxPriceEdit[] = [];
  for (const item of model)
    for (const entry of item.price_levels) {
      if (entry.type !== 'seller') continue;
      for (const p of entry.prices) {
        const now = stored(item.pax_id, p.level);
        if (now && same(now.mkt_percentage, p.mkt_percentage) && same(now.fee, p.fee)) continue;
        edits.push({ pax_id: item.pax_id, level: p.level, mkt_percentage: p.mkt_percentage, fee: p.fee });
      }
    }
  return edits;
}
