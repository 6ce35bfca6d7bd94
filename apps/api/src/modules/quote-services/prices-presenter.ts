import {
  presentPassenger,
  stripPriceFields,
  type PresentContext as PassengerPresentContext,
  type PriceVisibility,
} from '@itinera/domain';
import { deepFreeze } from '../../lib/deep-freeze';
import { keptFor } from '../../lib/kept';
import type { PassengerRow, PricingRow } from './passengers.repository';
import type { ServiceRow } from './quote-services.repository';

// The price answers of a quote in the original client's shapes (original-client.md §5.8, decision 0042):
// I20's seller types with their levels, and the pax-prices model (I21's body and answer).
// Every shape goes through stripPriceFields: without view_cost_price no cost field is sent at all.

type SellerType = 'seller' | 'reseller';
const SELLER_IDS: Record<SellerType, number> = { seller: 1, reseller: 2 };
/** The original client's tab title of each seller type (I20 `label`). */
const SELLER_LABELS: Record<SellerType, string> = { seller: 'Seller', reseller: 'Reseller' };

/**
 * A level's id (I20 `prices[].id`, the pax-prices model's `priceId`): levels are not rows of their
 * own, so the id is derived from the seller type and the level (11–13 seller, 21–23 reseller),
 * the same on every answer of the quote.
 */
export const levelId = (type: SellerType, level: number) => SELLER_IDS[type] * 10 + level;

type PricedLevel = Record<string, unknown> & { level: number; services?: unknown[]; pax_prices?: PaxCell[] };
type PaxCell = Record<string, unknown> & { pax_id: number };
type Entry = { type: SellerType; prices: PricedLevel[] };

const entriesOf = (pricing: PricingRow | undefined) => (pricing?.prices ?? []) as Entry[];

/** The services a level counts, as the price list prints them: what the service row reads of each. */
type PrintedService = Pick<ServiceRow, 'id' | 'code' | 'name' | 'day' | 'level' | 'price'>;

/** A service as a level's list prints it. */
const printedEntry = (s: PrintedService) => ({
  id: s.id,
  code: s.code,
  name: { id: s.id, value: s.name, translate: [] },
  day: s.day,
  level: s.level,
  price: s.price ?? 0,
});
/** A frozen (cached) row's entry, frozen too: shared by every level and answer that lists the row. */
const printed = new WeakMap<PrintedService, ReturnType<typeof printedEntry>>();
const sharedEntry = (s: PrintedService) => deepFreeze(printedEntry(s));

function printedList(ids: readonly unknown[] | undefined, byId: ReadonlyMap<number, PrintedService>) {
  return (ids ?? []).flatMap((id) => {
    const s = byId.get(Number(id));
    if (!s) return [];
    return [Object.isFrozen(s) ? keptFor(printed, s, sharedEntry) : printedEntry(s)];
  });
}

/**
 * I20, GET /tenant/itinerary/prices/{id} (and the `prices` of every write): one entry per seller
 * type; each level with its `id` and its `services` as the printed price list.
 */
/** A stamp as answers carry it: ISO text, or null when unknown. */
const stamp = (v: Date | string | null | undefined) => (v ? new Date(v).toISOString() : null);

export function pricesAnswer(
  quote: { id: number; sold_level?: number | null; created_at?: Date | string; updated_at?: Date | string },
  pricing: PricingRow | undefined,
  visibility: PriceVisibility,
  services: readonly PrintedService[],
) {
  const upgrades = (pricing?.upgrades ?? {}) as Record<string, unknown>;
  const byId = new Map(services.map((s) => [s.id, s]));
  // The spec's audit fields (spec 02 §3): the entries are the quote's from its creation; they change
  // with each pricing run (the quote's last save when the run is not stored yet).
  const audit = { created_at: stamp(quote.created_at), updated_at: stamp(pricing?.priced_at ?? quote.updated_at) };
  const shaped = entriesOf(pricing).map((e) => ({
    id: SELLER_IDS[e.type] ?? 0,
    type: e.type,
    label: SELLER_LABELS[e.type] ?? e.type,
    entity_id: quote.id,
    selected: e.type === (pricing?.seller_type ?? 'seller'),
    // The level sold (booking records it), as the original client reads it; null: none yet.
    selected_level: quote.sold_level ?? null,
    // The quote's own margin settings; null: the sales manual's margins apply.
    margin_hotel: pricing?.margin_hotel ?? null,
    margin_services: pricing?.margin_services ?? null,
    prices: e.prices.map((l) => ({
      ...l,
      id: levelId(e.type, l.level),
      services: printedList(l.services, byId),
      ...audit,
    })),
    upgrades: (upgrades[e.type] ?? []) as Record<string, unknown>[],
    // The last pricing run's quote-level messages, as process answers them: a reopened tab still warns.
    messages: pricing?.messages ?? [],
    ...audit,
  }));
  return stripPriceFields(shaped, visibility);
}

/**
 * The pax-prices model (original-client.md §5.8), GET and POST /tenant/itinerary/pax-prices/{id}: one item
 * per passenger, `price_levels` one per seller type, each with that passenger's cell of every
 * level tagged with `level`, `sellerType` and `priceId`.
 */
export function paxPricesAnswer(
  pricing: PricingRow | undefined,
  passengers: PassengerRow[],
  visibility: PriceVisibility,
  passengerContext: PassengerPresentContext,
) {
  const entries = entriesOf(pricing);
  const byId = new Map(passengers.map((p) => [p.id, p]));
  const rows = ((pricing?.pax_prices ?? []) as { pax_id: number }[])
    .flatMap((cell) => byId.get(cell.pax_id) ?? [])
    .map((p) => ({
      pax_id: p.id,
      passenger: presentPassenger(p, passengerContext),
      price_levels: entries.map((e) => ({
        type: e.type,
        id: SELLER_IDS[e.type] ?? 0,
        prices: e.prices.flatMap((l) => {
          const cell = l.pax_prices?.find((c) => c.pax_id === p.id);
          return cell ? [{ ...cell, level: l.level, sellerType: e.type, priceId: levelId(e.type, l.level) }] : [];
        }),
      })),
    }));
  return stripPriceFields(rows, visibility);
}
