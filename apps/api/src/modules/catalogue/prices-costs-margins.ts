import { amountToCents, centsToAmount, ROOM_TYPES, type CataloguePrice, type PriceVisibility } from '@itinera/domain';
import type { CatalogueService, PricesCostsMargins } from '@itinera/domain/contracts';

// The priced parts of a catalogue service as the original client reads them (original-client.md §6.4):
// `prices_costs_margins` (also the S11 answer), `room[]` and `price_service_sm[]`, all built from
// the engine's price of the service (catalogue-price.ts). The caller strips what the user may not see.

type Price = Partial<CataloguePrice>;

export interface PricedPartsInput {
  /** The engine's price; undefined when the call did not ask for prices. */
  price: Price | undefined;
  numPax: number;
  currencySigns: Map<number, string>;
  /** The service's default supplier code ('' when it has none). */
  supplierCode: string;
  visibility: PriceVisibility;
}

/** No rate for the dates and passengers: the engine says why in `errors`, the client reads null. */
const available = (p: Price | undefined): p is Price => Boolean(p && !p.errors?.length);

export function pricesCostsMargins(i: PricedPartsInput): PricesCostsMargins {
  const p = i.price;
  const ok = available(p);
  const currencyId = p?.currency_id ?? null;
  const lines = ok ? (p.service_price ?? []) : [];
  return {
    price: ok ? (p.price ?? null) : null,
    price_unit: ok ? (p.price_unit ?? null) : null,
    cost: ok ? (p.cost ?? null) : null,
    cost_unit: ok ? (p.cost_unit ?? null) : null,
    risk_price: 0,
    num_pax: p?.num_pax ?? i.numPax,
    currency: { id: currencyId, currency_sign: currencyId === null ? '' : (i.currencySigns.get(currencyId) ?? '') },
    service_price: lines,
    // Who is paid what: one entry per priced room, or one for the whole service.
    service_supplier:
      ok && i.visibility.canViewCost
        ? (lines.length ? lines : [{ ...p, romm_id: null }]).map((l) => ({
            code: i.supplierCode,
            cost: l.cost,
            cost_unit: l.cost_unit,
            currency_id: l.currency_id ?? p.currency_id ?? 0,
            romm_id: 'romm_id' in l ? l.romm_id : null,
          }))
        : [],
  };
}

/** One room of the stay over all its nights: the line's own figure for one room, or per night × nights. */
function oneRoom(total: number | undefined, qty: number, unit: number | undefined, nights: number) {
  if (qty > 0 && total !== undefined) return centsToAmount(Math.round(amountToCents(total) / qty));
  return unit === undefined ? undefined : centsToAmount(amountToCents(unit) * nights);
}

type RoomLine = CatalogueService['service_price'][number];

function rangeOf(l: RoomLine, nights: number) {
  const type = ROOM_TYPES.find((t) => t.id === l.romm_id);
  return {
    id: l.prices_ranges_id,
    price: oneRoom(l.price, l.room_qty, l.price_unit, nights),
    price_unit: l.price_unit,
    night_qty: nights,
    to_qty: type?.max_pax ?? 1,
  };
}

/** The hotel's room types that have a rate, each with its price and cost for the dates asked. */
export function roomsOf(i: PricedPartsInput): CatalogueService['room'] {
  const p = i.price;
  if (!available(p)) return [];
  const nights = p.units ?? 1;
  const sign = i.currencySigns.get(p.currency_id ?? 0) ?? '';
  return (p.service_price ?? []).map((l) => {
    const type = ROOM_TYPES.find((t) => t.id === l.romm_id);
    return {
      id: l.romm_id,
      name: type?.name ?? l.romm_name,
      acronym: type?.acronym ?? l.romm_name,
      qty: l.room_qty,
      max_passengers: type?.max_pax ?? 1,
      includes: { value: '' },
      price_service_sm: [
        { sales_manual_id: l.sales_manual_id, price_service: [{ prices_ranges: [rangeOf(l, nights)], risk_price: 0 }] },
      ],
      cost_service: [{ costs_ranges: [{ cost: l.cost_unit }], currency_sign: sign }],
    };
  });
}

/** The sales manual's prices of the service: one range per priced room, or one for the whole service. */
export function priceServiceSm(i: PricedPartsInput): CatalogueService['price_service_sm'] {
  const p = i.price;
  if (!available(p) || p.sales_manual_id === undefined) return [];
  const nights = p.units ?? 1;
  const lines = p.service_price ?? [];
  const ranges = lines.length
    ? lines.map((l) => rangeOf(l, nights))
    : [{ id: null, price: p.price, price_unit: p.price_unit, night_qty: nights, to_qty: p.num_pax ?? i.numPax }];
  return [
    {
      sales_manual_id: p.sales_manual_id,
      currency_sign: i.currencySigns.get(p.currency_id ?? 0) ?? '',
      price_service: ranges.map((r) => ({ supplier_code: i.supplierCode, prices_ranges: [r] })),
    },
  ];
}
