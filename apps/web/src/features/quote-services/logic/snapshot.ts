import { dayUnitLabel, parseDayInput, paxIdsLiteral, paxIdsOf, serviceUnits } from '@itinera/domain';
import type { QuoteService } from '@itinera/domain/contracts';
import type { QuoteWorkspace } from '../api/quote-services-key';
import type { QuoteDay } from './group-by-day';
import type { PriceEntry } from './level-prices';

// History view shows a stored snapshot of the quote (docs/domain/README.md: basic info, services, days,
// passengers, prices). Snapshots written by older versions may lack fields, so every service is
// completed with neutral values instead of breaking the table.

type Raw = Record<string, unknown>;

const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const num = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/** A snapshot keeps texts as strings (older ones) or as {id, value} objects: the answer's object. */
const text = (v: unknown) => ({
  id: 0,
  value: typeof v === 'object' && v !== null ? str((v as Raw).value) : str(v),
  translate: [],
});

export function serviceFromSnapshot(raw: Raw, index: number, numPax = 1): QuoteService {
  const name = raw.name;
  const type = num(raw.id_service_type, 10);
  const day = str(raw.day) || '1';
  // Snapshots keep the ids as stored; answers give them as the "{12,13}" literal.
  const passengers = paxIdsOf(typeof raw.passengers === 'string' ? raw.passengers : arr<number>(raw.passengers));
  const price = raw.price as number | undefined;
  const calculated = raw.calculated_price as number | undefined;
  return {
    ...(raw as Partial<QuoteService>),
    id: num(raw.id, -(index + 1)),
    code: str(raw.code),
    name:
      typeof name === 'object' && name !== null
        ? { id: num((name as Raw).id), value: str((name as Raw).value), translate: [] }
        : { id: 0, value: str(name), translate: [] },
    id_service_type: type,
    day,
    units: serviceUnits(parseDayInput(day).range, type),
    unit_label: dayUnitLabel(type),
    num_pax: passengers.length || numPax,
    passengers: paxIdsLiteral(passengers),
    location: arr(raw.location),
    description: text(raw.description),
    recommendations: text(raw.recommendations),
    notes: text(raw.notes),
    images: arr<string>(raw.images),
    room: arr(raw.room),
    service_price: arr(raw.service_price),
    service_supplier: arr(raw.service_supplier),
    order: num(raw.order, index),
    level: num(raw.level),
    optional: num(raw.optional),
    status: num(raw.status, 1),
    visible: raw.visible === false ? 0 : num(raw.visible, 1),
    quantity: num(raw.quantity, 1),
    category: (raw.category as QuoteService['category']) ?? null,
    start_date: (raw.start_date as string | null) ?? null,
    end_date: (raw.end_date as string | null) ?? null,
    errors: arr<string>(raw.errors),
    isPriceEdited:
      raw.isPriceEdited === true ||
      (price !== undefined && calculated !== undefined && calculated !== null && price !== calculated),
  } as QuoteService;
}

/** The services tab of a stored version (I3: `service_itinerary`, and `prices`/`days` when it has them). */
export function workspaceFromSnapshot(snapshot: Record<string, unknown> | undefined): QuoteWorkspace {
  return {
    services: arr<Raw>(snapshot?.service_itinerary).map((raw, i) =>
      serviceFromSnapshot(raw, i, num(snapshot?.num_pax, 1)),
    ),
    prices: arr<PriceEntry>(snapshot?.prices),
    messages: [],
    days: arr<QuoteDay>(snapshot?.days).filter((d) => typeof d?.start_day === 'number'),
  };
}
