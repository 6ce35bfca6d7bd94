import { compareWithAccepted, type SaleService, type SaleVersion, type ServiceDates } from '../quotes/sale-changes';
import { isLiveBooking, type BookingState } from './booking-state';

// After the yes, the supplier side (decision 0076): a sold trip changed, and each
// supplier holding a booking must be told what changed for its services — and nobody else. The
// comparison is the sale's own (compareWithAccepted), made from the version the supplier was
// booked on, so a supplier already amended is not asked twice and a change undone asks nobody.

/** A service a supplier was asked for or confirmed, as the booking knows it. */
export interface BookedLine {
  /** The quote's service (itinerary service id). */
  id: number;
  supplier_id: number;
  supplier: string;
  /** Where its booking stands; a service deleted from the quote keeps the state it last had. */
  state: BookingState;
}

/** Passenger names by pax id, of one version (the names suppliers read). */
export type PartyNames = Readonly<Record<number, string>>;

export interface ServiceAmendment {
  id: number;
  name: string;
  /** 'amendment': the supplier is asked to change it; 'cancellation': the service left the trip. */
  kind: 'amendment' | 'cancellation';
  dates?: { before: ServiceDates; after: ServiceDates };
  pax?: { before: number; after: number };
  rooms?: { before: SaleService['rooms']; after: SaleService['rooms'] };
  /** Who takes it, before → after, when a name came or went or was corrected. */
  names?: { before: string[]; after: string[] };
}

export interface SupplierAmendment {
  supplier_id: number;
  supplier: string;
  services: ServiceAmendment[];
}

/** The names of a service's passengers ("{}": everyone of the version). */
function namesOf(service: SaleService | undefined, names: PartyNames): string[] {
  if (!service) return [];
  const ids = service.passengers
    .replace(/[{}\s]/g, '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  const chosen = ids.length ? ids : Object.keys(names).map(Number);
  return chosen
    .sort((a, b) => a - b)
    .map((id) => names[id])
    .filter((n): n is string => !!n);
}

/**
 * Which suppliers must be told, and what changed for each of their services, between `booked`
 * (the version the suppliers were booked on) and `current`, on the level sold. Only bookings a
 * supplier holds count: a service never asked for goes out with its first request as it now is,
 * and a declined or released one is the operator's to decide. A price moving is no supplier's
 * business; dates, pax, rooms and names are. A service gone from the trip is a cancellation.
 */
export function supplierAmendments(
  bookings: readonly BookedLine[],
  booked: SaleVersion,
  current: SaleVersion,
  level: number | null,
  names: { before: PartyNames; after: PartyNames } = { before: {}, after: {} },
): SupplierAmendment[] {
  const changes = new Map(compareWithAccepted(booked, current, level).services.map((c) => [c.id, c]));
  const was = new Map(booked.services.map((s) => [s.id, s]));
  const now = new Map(current.services.map((s) => [s.id, s]));
  const bySupplier = new Map<number, SupplierAmendment>();
  for (const line of bookings) {
    if (!isLiveBooking(line.state)) continue;
    const before = was.get(line.id);
    // Deleted and added again from the same catalogue service on the same level: compared as one (as the sale does).
    const after =
      now.get(line.id) ??
      (before
        ? current.services.find((s) => s.service_id === before.service_id && s.level === before.level && !was.has(s.id))
        : undefined);
    const change = changes.get(line.id) ?? (after ? changes.get(after.id) : undefined);
    let amendment: ServiceAmendment | null = null;
    if (change?.change === 'removed') {
      amendment = { id: line.id, name: change.name, kind: 'cancellation' };
    } else if (before && after) {
      const out: ServiceAmendment = { id: line.id, name: after.name, kind: 'amendment' };
      if (change?.dates) out.dates = change.dates;
      if (change?.pax && change.pax.before.num_pax !== change.pax.after.num_pax)
        out.pax = { before: change.pax.before.num_pax, after: change.pax.after.num_pax };
      if (change?.rooms) out.rooms = change.rooms;
      const nb = namesOf(before, names.before);
      const na = namesOf(after, names.after);
      if (nb.join('\n') !== na.join('\n')) out.names = { before: nb, after: na };
      if (out.dates || out.pax || out.rooms || out.names) amendment = out;
    }
    if (!amendment) continue;
    const entry = bySupplier.get(line.supplier_id) ?? {
      supplier_id: line.supplier_id,
      supplier: line.supplier,
      services: [],
    };
    entry.services.push(amendment);
    bySupplier.set(line.supplier_id, entry);
  }
  return [...bySupplier.values()].sort((a, b) => a.supplier.localeCompare(b.supplier));
}

/**
 * Whether a supplier's voucher is new to the client (decision 0076): one of its services had an
 * amendment confirmed after the last voucher pack sent with it, so the voucher the client holds
 * is superseded. A service never sent in a pack makes nothing "new": there is nothing it replaces.
 */
export function voucherReplacesEarlier(
  services: readonly { amended_at: string | null; voucher_sent_at: string | null }[],
): boolean {
  return services.some(
    (s) => !!s.amended_at && !!s.voucher_sent_at && Date.parse(s.amended_at) > Date.parse(s.voucher_sent_at),
  );
}
