import {
  ROOM_TYPES,
  bookingProgress,
  bookingStateOf,
  effectiveRoomDistribution,
  isBookedLevel,
  isNightType,
  passengerNotesFor,
  roomLabel,
  roomingList,
  stayOf,
  supplierPassengerLabel,
} from '@itinera/domain';
import type { BookedService, BookingSupplier } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { quoteServicesRepository, type ServiceRow } from '../quote-services/quote-services.repository';
import { passengersRepository, type PassengerRow } from '../quote-services/passengers.repository';
import {
  bookingRepository,
  type BookingQuoteRow,
  type BookingRequestRow,
  type ServiceBookingRow,
  type SupplierRow,
} from './booking.repository';

// What the tab, the e-mails, the supplier's page and the vouchers are drawn from: the quote's
// services of the level sold, each with its supplier (the active supplier line), passengers,
// rooms and what was said about its booking. No figure of the service is carried past this file,
// and of the passengers only what a supplier may read (docs/domain/booking.md#what-a-supplier-reads):
// names, children's codes and ages, and the notes the service's type needs.

export interface SupplierGroup {
  supplier: SupplierRow | null;
  /** The supplier line's own code and name, for a line naming no supplier of the catalogue. */
  code: string;
  name: string;
  lastRequest: BookingRequestRow | null;
  services: BookedService[];
}

export interface BookingData {
  quote: BookingQuoteRow;
  groups: SupplierGroup[];
  services: BookedService[];
}

/** A service's active supplier line: the first line not switched off (spec 02 §4). */
export const activeSupplierLine = (s: Pick<ServiceRow, 'service_supplier'>) =>
  s.service_supplier.find((l) => (l.status ?? 1) === 1);

const roomName = (id: number) => ROOM_TYPES.find((r) => r.id === id)?.acronym ?? `Room type ${id}`;

/** The quote's passengers as suppliers read them, by id: label and notes. */
type Party = Map<number, { label: string; row: PassengerRow }>;

function present(
  s: ServiceRow,
  booking: ServiceBookingRow | undefined,
  party: Party,
  quote: BookingQuoteRow,
  rooming: ReturnType<typeof roomingList>,
): BookedService {
  const names = new Map([...party].map(([id, p]) => [id, p.label]));
  const paxIds = s.passengers.length ? s.passengers : [...names.keys()];
  const night = isNightType(s.id_service_type);
  const dist = s.room.length ? s.room : effectiveRoomDistribution(quote.room_preferable_dist, quote.num_pax);
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    id_service_type: s.id_service_type,
    level: s.level,
    day: s.day,
    start_date: s.start_date,
    end_date: s.end_date,
    num_pax: s.passengers.length || quote.num_pax,
    passengers: paxIds.map((id) => names.get(id)).filter((n): n is string => !!n),
    stay: stayOf(s),
    passenger_notes: passengerNotesFor(
      s.id_service_type,
      paxIds.flatMap((id) => {
        const p = party.get(id);
        return p ? [{ label: p.label, dietary_notes: p.row.dietary_notes, medical_notes: p.row.medical_notes }] : [];
      }),
    ),
    rooms: night
      ? dist
          .filter((r) => r.qty > 0)
          .map((r) => ({ id_room_type: r.id_room_type, name: roomName(r.id_room_type), qty: r.qty }))
      : [],
    rooming: night
      ? rooming.rooms
          .map((r) => ({
            room: roomLabel(r),
            passengers: r.passengers.filter((id) => paxIds.includes(id)).map((id) => names.get(id) ?? ''),
          }))
          .filter((r) => r.passengers.length)
      : [],
    status: s.status,
    booking_state: bookingStateOf(s, booking?.state),
    reference: booking?.reference ?? null,
    decline_reason: booking?.decline_reason ?? null,
    last_message: booking?.last_message ?? '',
  };
}

/** Everything about the booking of one quote, read in the caller's transaction. */
export async function loadBooking(tx: TenantTx, tenantId: number, quote: BookingQuoteRow): Promise<BookingData> {
  const all = await quoteServicesRepository.list(tx, tenantId, quote.id);
  const booked = all.filter((s) => s.status !== -1 && isBookedLevel(s.level, quote.sold_level));
  const codes = [...new Set(booked.map((s) => activeSupplierLine(s)?.supplier_code).filter((c): c is string => !!c))];
  const suppliers = new Map((await bookingRepository.suppliersByCode(tx, tenantId, codes)).map((r) => [r.code, r]));
  const bookings = new Map(
    (
      await bookingRepository.bookings(
        tx,
        tenantId,
        booked.map((s) => s.id),
      )
    ).map((b) => [b.itinerary_service_id, b]),
  );
  const passengers = await passengersRepository.list(tx, tenantId, quote.id);
  const today = new Date().toISOString().slice(0, 10);
  const party: Party = new Map(
    passengers.map((p, i) => [p.id, { label: supplierPassengerLabel(p, i, quote.start_date, today), row: p }]),
  );
  const rooming = roomingList(effectiveRoomDistribution(quote.room_preferable_dist, quote.num_pax), passengers);
  const requests = new Map(
    (await bookingRepository.lastRequests(tx, tenantId, quote.id)).map((r) => [r.supplier_id, r]),
  );

  const groups = new Map<string, SupplierGroup>();
  const services: BookedService[] = [];
  for (const s of booked) {
    const line = activeSupplierLine(s);
    const supplier = line ? (suppliers.get(line.supplier_code) ?? null) : null;
    const key = supplier ? `s${supplier.id}` : `c${line?.supplier_code ?? ''}`;
    const group = groups.get(key) ?? {
      supplier,
      code: supplier?.code ?? line?.supplier_code ?? '',
      name: supplier?.name ?? line?.name ?? 'No supplier',
      lastRequest: supplier ? (requests.get(supplier.id) ?? null) : null,
      services: [],
    };
    groups.set(key, group);
    const shaped = present(s, bookings.get(s.id), party, quote, rooming);
    group.services.push(shaped);
    services.push(shaped);
  }
  return { quote, groups: [...groups.values()], services };
}

/** A group as the tab shows it. */
export function presentGroup(g: SupplierGroup): BookingSupplier {
  const r = g.lastRequest;
  return {
    id: g.supplier?.id ?? null,
    code: g.code,
    name: g.name,
    email: g.supplier?.email ?? null,
    language: g.supplier?.language ?? 'en',
    last_request: r
      ? { sent_at: r.created_at, expires_at: r.expires_at, reminded_at: r.reminded_at, answered_at: r.answered_at }
      : null,
    progress: bookingProgress(g.services),
    services: g.services,
  };
}
