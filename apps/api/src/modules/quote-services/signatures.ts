import type { ServiceFigures, SupplierLineRow } from './quote-services.repository';
import { keptIfFrozen } from '../../lib/kept';

// Cheap fingerprints of stored figures, to write only the services whose figures moved and to tell
// whether a pricing run changed anything. Fields are picked in a fixed order because jsonb returns
// object keys in its own order.

type Figures = Pick<
  ServiceFigures,
  | 'start_date'
  | 'end_date'
  | 'quantity'
  | 'cost'
  | 'cost_unit'
  | 'price'
  | 'price_unit'
  | 'margin'
  | 'percentage_margin'
  | 'calculated_price'
  | 'errors'
> & {
  service_price: Record<string, unknown>[];
  service_supplier: SupplierLineRow[];
};

type FigureSource = { [K in keyof Figures]: Figures[K] | null };
/** Rows of the service row cache are frozen and re-priced on every call: their signature is kept. */
const known = new WeakMap<object, string>();

export function figureSignature(f: FigureSource): string {
  return keptIfFrozen(known, f, signatureOf);
}

function signatureOf(f: FigureSource): string {
  const lines = (f.service_price ?? []).map((l) => [
    l.romm_id,
    l.room_qty,
    l.quantity,
    l.cost,
    l.cost_unit,
    l.price,
    l.price_unit,
    l.sales_manual_id,
    l.currency_id,
    l.passengers,
  ]);
  const suppliers = (f.service_supplier ?? []).map((l) => [l.supplier_code, l.name, l.status, l.cost, l.cost_unit]);
  return JSON.stringify([
    f.start_date,
    f.end_date,
    f.quantity,
    f.cost,
    f.cost_unit,
    f.price,
    f.price_unit,
    f.margin,
    f.percentage_margin,
    f.calculated_price,
    f.errors,
    lines,
    suppliers,
  ]);
}

interface LevelLike {
  level?: unknown;
  total?: unknown;
  fee?: unknown;
  mkt_coin?: unknown;
  hotel_total?: unknown;
  services_total?: unknown;
  sub_total_hotel?: unknown;
  sub_total_service?: unknown;
  services?: unknown;
  pax_prices?: {
    pax_id?: unknown;
    price?: unknown;
    price_saas?: unknown;
    mkt_percentage?: unknown;
    mkt_coin?: unknown;
    fee?: unknown;
    total_price?: unknown;
    total_cost?: unknown;
  }[];
}

/** Every figure of the price structure that a person reads, per seller type and level. */
export function pricesSignature(prices: unknown): string {
  // A kept pricing result (frozen: pricing-memo.ts) is compared on every re-price: its signature is kept too.
  return keptIfFrozen(knownPrices, prices, levelsSignature);
}

const knownPrices = new WeakMap<object, string>();

function levelsSignature(prices: unknown): string {
  const entries = (Array.isArray(prices) ? prices : []) as { type?: unknown; prices?: LevelLike[] }[];
  return JSON.stringify(
    entries.map((e) => [
      e.type,
      (e.prices ?? []).map((l) => [
        l.level,
        l.total,
        l.fee,
        l.mkt_coin,
        l.hotel_total,
        l.services_total,
        l.sub_total_hotel,
        l.sub_total_service,
        l.services,
        (l.pax_prices ?? []).map((p) => [
          p.pax_id,
          p.price,
          p.price_saas,
          p.mkt_percentage,
          p.mkt_coin,
          p.fee,
          p.total_price,
          p.total_cost,
        ]),
      ]),
    ]),
  );
}
