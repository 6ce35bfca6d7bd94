// The price lock (docs/domain/README.md, quote status machine): from entering Sent or Under Review until the
// quote is back In Preparation, nothing may move a figure the client was given. Every write that
// could asks this one guard, and every refusal — and the web's read-only hint — says the same sentence.

export const PRICES_LOCKED_MESSAGE =
  'Prices are locked while the quote is Sent or Under Review: move it back to In Preparation to change prices, services, passengers or rooms.';

/** The lock as a quote carries it (1 or true from entering Sent or Under Review until In Preparation). */
export interface PriceLockState {
  prices_locked?: number | boolean | null;
}

export function arePricesLocked(quote: PriceLockState): boolean {
  return quote.prices_locked === 1 || quote.prices_locked === true;
}

/**
 * Fields of a service on a quote whose change moves figures: the price edits, what the service is
 * charged for (days, rooms, passengers, supplier) and which totals it counts in (level, kind).
 * Texts, images, places, order and visibility move none. The booking status is not listed: it is
 * free between Pending and Confirmed, and cancelling (which leaves the totals) has its own guard,
 * serviceStatusLockRefusal (service-status-lock.ts): refused while Sent or Under Review, open on a
 * Confirmed quote, where booking happens and a supplier refusing a service is a fact to record.
 */
export const PRICE_MOVING_SERVICE_FIELDS: readonly string[] = [
  'day',
  'level',
  'optional',
  'passengers',
  'room',
  'service_supplier',
  'cost_unit',
  'quantity',
  'percentage_margin',
  'price',
];

/** Fields of a passenger that change what they pay (a name does not: it is filled in at booking). */
export const PRICE_MOVING_PASSENGER_FIELDS: readonly string[] = ['type', 'age', 'room'];

/**
 * THE guard: the refusal for a change while prices are locked, or null when it may go ahead.
 * `moved` names the fields the change really alters; an empty list moves no price. Without it the
 * change as a whole moves prices (adding, removing, copying or replacing services; margins, Upsales).
 */
export function priceLockRefusal(quote: PriceLockState, moved?: readonly string[]): string | null {
  if (!arePricesLocked(quote)) return null;
  if (moved !== undefined && moved.length === 0) return null;
  return PRICES_LOCKED_MESSAGE;
}

/** The changed fields of an edit that move a price, out of `moving` (one of the lists above). */
export function priceMovingFields(changed: Iterable<string>, moving: readonly string[]): string[] {
  return [...new Set(changed)].filter((f) => moving.includes(f));
}

interface RoomLine {
  id_room_type: number;
  qty: number;
}

/** Whether two room distributions price alike: the rooms taken (qty above 0), in order. */
export function sameRoomDistribution(
  a: readonly RoomLine[] | null | undefined,
  b: readonly RoomLine[] | null | undefined,
): boolean {
  const taken = (d: readonly RoomLine[] | null | undefined) =>
    (d ?? [])
      .filter((r) => r.qty > 0)
      .map((r) => `${r.id_room_type}x${r.qty}`)
      .join(',');
  return taken(a) === taken(b);
}

interface QuoteParty {
  num_pax?: number;
  room_preferable_dist?: readonly RoomLine[] | null;
  /** The contract gives the reseller commission; the client its contracts; the currency what the figures mean. */
  contract_id?: number | null;
  client_id?: number | null;
  currency_id?: number | null;
}

const PRICING_REFERENCES = ['contract_id', 'client_id', 'currency_id'] as const;

/**
 * What an edit of the quote itself moves: the party and its rooms re-price every service; the
 * contract (its commission), the client (its contracts) and the currency change what the figures
 * are. Dates and texts leave locked figures as they are. Fields absent from `edit` stay.
 */
export function quoteEditMoves(before: QuoteParty, edit: QuoteParty): string[] {
  const moved: string[] = [];
  if (edit.num_pax !== undefined && edit.num_pax !== before.num_pax) moved.push('num_pax');
  for (const f of PRICING_REFERENCES)
    if (edit[f] !== undefined && (edit[f] ?? null) !== (before[f] ?? null)) moved.push(f);
  if (
    edit.room_preferable_dist !== undefined &&
    !sameRoomDistribution(before.room_preferable_dist, edit.room_preferable_dist)
  )
    moved.push('room_preferable_dist');
  return moved;
}

export interface PassengerFacts {
  id?: number;
  type?: string;
  age?: number | null;
  room?: number | null;
}

/**
 * What a new passenger list changes that moves prices: the party itself (who, how many, in which
 * order — rooms fill in that order) and each one's type, age or room. Renaming moves nothing.
 */
export function passengerListMoves(before: readonly PassengerFacts[], after: readonly PassengerFacts[]): string[] {
  const moved = new Set<string>();
  if (before.length !== after.length || before.some((p, i) => p.id !== after[i]!.id)) moved.add('passengers');
  after.forEach((p, i) => {
    const was = before[i];
    if (!was) return;
    for (const f of PRICE_MOVING_PASSENGER_FIELDS as readonly (keyof PassengerFacts)[])
      if ((p[f] ?? null) !== (was[f] ?? null)) moved.add(f);
  });
  return [...moved];
}
