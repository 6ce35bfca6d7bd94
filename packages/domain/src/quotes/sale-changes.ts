import { isBookedLevel } from '../levels/levels';
import { listPriceOf, type PricedSellerTypes } from '../pricing/list-price';
import { SERVICE_STATUS } from '../statuses/service-statuses';

// What changed in a sold trip since the client accepted it (decision 0074): two stored
// versions of the quote — the accepted one and the current one — compared service by service on
// the level sold. Services are matched by their id; a service deleted and added again (a new id)
// with the same facts is the same service, so a change undone reports nothing.
// The publishing diff (publishing/diff.ts) compares what the client *read*, per day and per
// person; this one compares what was *sold*: dates, pax, rooms and line prices, which the client's
// page does not show but suppliers and the re-acceptance need.

/** One service of a version, as a snapshot keeps it (the API's key names). */
export interface SaleService {
  id: number;
  /** The catalogue service: what a service re-added after a delete is matched by. */
  service_id: number;
  name: string;
  level: number;
  day: string;
  start_date: string | null;
  end_date: string | null;
  num_pax: number;
  /** The pax ids taking it, "{}" for everyone. */
  passengers: string;
  rooms: { id_room_type: number; qty: number }[];
  /** The line's sale price; null when the reader may not see it or it is not priced. */
  price: number | null;
  status: number;
  optional: number;
}

/** A version as the comparison reads it. */
export interface SaleVersion {
  version: number;
  num_pax: number;
  services: SaleService[];
  /** The seller total of the level sold (the list price when no level is named). */
  total: number | null;
}

export type PriceDirection = 'up' | 'down';

export interface ServiceDates {
  day: string;
  start_date: string | null;
  end_date: string | null;
}

export interface ServiceSaleChange {
  change: 'added' | 'removed' | 'changed';
  id: number;
  name: string;
  level: number;
  /** Set on 'changed': what moved, each before → after. */
  dates?: { before: ServiceDates; after: ServiceDates };
  pax?: { before: { num_pax: number; passengers: string }; after: { num_pax: number; passengers: string } };
  rooms?: { before: SaleService['rooms']; after: SaleService['rooms'] };
  /** Set on 'changed' when the line's price moved; on 'added' and 'removed' the price that comes or goes. */
  price?: { before: number | null; after: number | null; direction: PriceDirection | null };
}

export interface SaleChanges {
  accepted_version: number;
  current_version: number;
  services: ServiceSaleChange[];
  num_pax: { before: number; after: number } | null;
  total: { before: number | null; after: number | null; direction: PriceDirection | null } | null;
  /** False when the current version sells exactly what was accepted. */
  changed: boolean;
}

const onTrip = (s: SaleService, level: number | null) =>
  isBookedLevel(s.level, level) && s.status !== SERVICE_STATUS.CANCELED && s.status !== SERVICE_STATUS.DISABLED;

const datesOf = (s: SaleService): ServiceDates => ({ day: s.day, start_date: s.start_date, end_date: s.end_date });
/** Rooms in a stable order without empty lines: the same rooms typed in another order are no change. */
const roomsOf = (s: SaleService) =>
  s.rooms.filter((r) => r.qty > 0).sort((a, b) => a.id_room_type - b.id_room_type || a.qty - b.qty);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function direction(before: number | null, after: number | null): PriceDirection | null {
  if (before === null || after === null || before === after) return null;
  return after > before ? 'up' : 'down';
}

/**
 * How many travellers take a service: a service for everyone ("{}") follows the party, whatever its
 * own stored count says (a party grown from 4 to 5 left it at 4, and suppliers were told nothing of
 * the fifth traveller).
 */
const paxOf = (s: SaleService, partySize: number) =>
  s.passengers === '{}' || s.passengers === '' ? partySize : s.num_pax;

/** The change of one service present in both versions, or null when nothing the sale depends on moved. */
function serviceChange(
  b: SaleService,
  a: SaleService,
  partyBefore: number,
  partyAfter: number,
): ServiceSaleChange | null {
  const out: ServiceSaleChange = { change: 'changed', id: a.id, name: a.name, level: a.level };
  if (!sameJson(datesOf(b), datesOf(a))) out.dates = { before: datesOf(b), after: datesOf(a) };
  const paxBefore = paxOf(b, partyBefore);
  const paxAfter = paxOf(a, partyAfter);
  if (paxBefore !== paxAfter || b.passengers !== a.passengers)
    out.pax = {
      before: { num_pax: paxBefore, passengers: b.passengers },
      after: { num_pax: paxAfter, passengers: a.passengers },
    };
  if (!sameJson(roomsOf(b), roomsOf(a))) out.rooms = { before: roomsOf(b), after: roomsOf(a) };
  if (b.price !== a.price) out.price = { before: b.price, after: a.price, direction: direction(b.price, a.price) };
  return out.dates || out.pax || out.rooms || out.price ? out : null;
}

const gone = (s: SaleService, change: 'added' | 'removed'): ServiceSaleChange => ({
  change,
  id: s.id,
  name: s.name,
  level: s.level,
  price:
    change === 'added'
      ? { before: null, after: s.price, direction: null }
      : { before: s.price, after: null, direction: null },
});

/**
 * The sold trip's changes from `accepted` to `current`, on the level sold (`level`, null: every
 * level): services added, removed, moved in dates, changed in pax or rooms, priced up or down, and
 * the party and the total. Services canceled or disabled have left the trip.
 */
export function compareWithAccepted(accepted: SaleVersion, current: SaleVersion, level: number | null): SaleChanges {
  const before = accepted.services.filter((s) => onTrip(s, level));
  const after = current.services.filter((s) => onTrip(s, level));
  const nowById = new Map(after.map((s) => [s.id, s]));
  const wasById = new Map(before.map((s) => [s.id, s]));
  const removed = before.filter((s) => !nowById.has(s.id));
  const added = after.filter((s) => !wasById.has(s.id));
  const services: ServiceSaleChange[] = [];
  for (const b of before) {
    const a = nowById.get(b.id);
    const change = a && serviceChange(b, a, accepted.num_pax, current.num_pax);
    if (change) services.push(change);
  }
  // A service removed and the same catalogue service added again on the same level: compared as one.
  for (const b of removed) {
    const i = added.findIndex((a) => a.service_id === b.service_id && a.level === b.level);
    if (i < 0) {
      services.push(gone(b, 'removed'));
      continue;
    }
    const [a] = added.splice(i, 1);
    const change = serviceChange(b, a!, accepted.num_pax, current.num_pax);
    if (change) services.push(change);
  }
  for (const a of added) services.push(gone(a, 'added'));
  services.sort((x, y) => dayOf(x, current, accepted) - dayOf(y, current, accepted) || x.name.localeCompare(y.name));

  const num_pax = accepted.num_pax !== current.num_pax ? { before: accepted.num_pax, after: current.num_pax } : null;
  const total =
    accepted.total !== current.total
      ? { before: accepted.total, after: current.total, direction: direction(accepted.total, current.total) }
      : null;
  return {
    accepted_version: accepted.version,
    current_version: current.version,
    services,
    num_pax,
    total,
    changed: services.length > 0 || num_pax !== null || total !== null,
  };
}

/** The first day a change is on (the current version's day, else the accepted one's): the list reads in trip order. */
function dayOf(c: ServiceSaleChange, current: SaleVersion, accepted: SaleVersion): number {
  const s = current.services.find((x) => x.id === c.id) ?? accepted.services.find((x) => x.id === c.id);
  return Number.parseInt(s?.day ?? '0', 10) || 0;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/**
 * A stored version snapshot (versions.repository: the API's service keys, `prices` as stored) as the
 * comparison reads it, with the total of `level`. Unknown or missing fields read as empty, so a
 * snapshot written before a field existed compares rather than fails.
 */
export function saleVersionOf(snapshot: Record<string, unknown>, level: number | null): SaleVersion {
  const raw = Array.isArray(snapshot.services) ? (snapshot.services as Record<string, unknown>[]) : [];
  const services: SaleService[] = raw.map((s) => {
    const name = s.name as { value?: unknown } | string | undefined;
    return {
      id: num(s.id) ?? 0,
      service_id: num(s.service_id) ?? 0,
      name: (typeof name === 'string' ? name : str(name?.value)) ?? '',
      level: num(s.level) ?? 0,
      day: str(s.day) ?? '',
      start_date: str(s.start_date),
      end_date: str(s.end_date),
      num_pax: num(s.num_pax) ?? 0,
      passengers: str(s.passengers) ?? '{}',
      rooms: Array.isArray(s.room)
        ? (s.room as { id_room_type?: unknown; qty?: unknown }[]).map((r) => ({
            id_room_type: num(r.id_room_type) ?? 0,
            qty: num(r.qty) ?? 0,
          }))
        : [],
      price: num(s.price),
      status: num(s.status) ?? SERVICE_STATUS.PENDING,
      optional: num(s.optional) ?? 0,
    };
  });
  const prices = Array.isArray(snapshot.prices) ? (snapshot.prices as PricedSellerTypes[]) : [];
  return {
    version: num(snapshot.version) ?? 0,
    num_pax: num(snapshot.num_pax) ?? 0,
    services,
    total: prices.length ? listPriceOf(prices, level) : null,
  };
}
