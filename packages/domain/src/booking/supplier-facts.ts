import { addDays } from '../days/dates';
import { isNightType, parseDayInput, serviceUnits } from '../days/day-input';
import { ageAtTravel, type AgeFacts, type PaxType } from '../passengers/age';
import { passengerLabel } from '../passengers/checks';
import type { BookingState } from './booking-state';

// What a supplier is told about a booked service — in the request mail, on its page and on the
// voucher (decision 0060, docs/domain/booking.md#what-a-supplier-reads): the stay's check-in and
// check-out, the children's ages and the passengers' notes its kind of service needs. Never more:
// no birth date, no passport, no note to a supplier whose service does not need it (decision 0028:
// suppliers see only what the service needs).

export interface Stay {
  nights: number;
  /** Calendar dates when the quote has a start date, else null (the day numbers still say when). */
  check_in: string | null;
  check_out: string | null;
  day_in: number;
  day_out: number;
  /** The service's own times ("15:00"), when the operator typed them. */
  check_in_time: string | null;
  check_out_time: string | null;
}

export interface StayFacts {
  id_service_type: number;
  day: string;
  start_date: string | null;
  end_date: string | null;
  check_in?: string | null;
  check_out?: string | null;
}

const time = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * A night service's stay. A one-night stay on day 3 holds one day in its range ('3', start and end
 * the same date) and checks out on day 4: the check-out is the check-in plus the nights counted
 * (docs/domain/pricing.md#step-1-units), never the range's last day. Day services have no stay.
 */
export function stayOf(s: StayFacts): Stay | null {
  if (!isNightType(s.id_service_type)) return null;
  const { range } = parseDayInput(s.day);
  const nights = serviceUnits(range, s.id_service_type);
  return {
    nights,
    check_in: s.start_date,
    check_out: s.start_date ? addDays(s.start_date, nights) : null,
    day_in: range.from,
    day_out: range.from + nights,
    check_in_time: time(s.check_in),
    check_out_time: time(s.check_out),
  };
}

export interface SupplierPassengerFacts extends AgeFacts {
  first_name: string;
  last_name: string;
  type: PaxType;
}

/** The travel trade's codes for a child and an infant: every supplier reads them, in any language. */
const PAX_CODES: Record<Exclude<PaxType, 'adult'>, string> = { child: 'CHD', infant: 'INF' };

/**
 * A passenger as a supplier reads it: the name, and for a child or an infant its code and age on
 * the trip's first day ("Lucía Quispe (CHD 7)") — a hotel sets the cot and the extra bed by it.
 * The age, never the birth date.
 */
export function supplierPassengerLabel(
  p: SupplierPassengerFacts,
  position: number,
  tripStart: string | null,
  today: string,
): string {
  const name = passengerLabel(p, position);
  if (p.type === 'adult') return name;
  const age = ageAtTravel(p, tripStart, today);
  return `${name} (${PAX_CODES[p.type]}${age === null ? '' : ` ${age}`})`;
}

export type SupplierNoteKind = 'dietary' | 'medical';

/**
 * Which passenger notes the supplier of each service type receives (service types: words.md).
 * Who feeds or houses the travellers (hotel, restaurant, package) gets dietary and medical notes;
 * who has them in its care for hours without serving meals (excursion, guide) the medical ones;
 * who drives, flies or sells a ticket (transfer, transport, flight, entrance, other) none — a
 * mobility need is the operator's to tell the transfer company in words (docs/domain/booking.md).
 */
export const SUPPLIER_NOTES_BY_SERVICE_TYPE: Readonly<Record<number, readonly SupplierNoteKind[]>> = {
  1: [],
  2: ['dietary', 'medical'],
  3: [],
  4: [],
  5: [],
  6: ['dietary', 'medical'],
  7: ['medical'],
  8: ['medical'],
  9: ['dietary', 'medical'],
  10: [],
};

export interface PassengerNote {
  passenger: string;
  dietary: string | null;
  medical: string | null;
}

const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The notes of the service's passengers its supplier needs; passengers with none are left out. */
export function passengerNotesFor(
  serviceTypeId: number,
  passengers: readonly { label: string; dietary_notes?: string | null; medical_notes?: string | null }[],
): PassengerNote[] {
  const kinds = SUPPLIER_NOTES_BY_SERVICE_TYPE[serviceTypeId] ?? [];
  return passengers
    .map((p) => ({
      passenger: p.label,
      dietary: kinds.includes('dietary') ? text(p.dietary_notes) : null,
      medical: kinds.includes('medical') ? text(p.medical_notes) : null,
    }))
    .filter((n) => n.dietary !== null || n.medical !== null);
}

/** "Ana Pérez: dietary: Vegetarian; medical: Asthma", with the words of the reader's language. */
export function passengerNoteText(
  n: PassengerNote,
  words: { dietary: string; medical: string } = { dietary: 'dietary', medical: 'medical' },
): string {
  const parts = [n.dietary && `${words.dietary}: ${n.dietary}`, n.medical && `${words.medical}: ${n.medical}`];
  return `${n.passenger}: ${parts.filter(Boolean).join('; ')}`;
}

/**
 * Whether a service is printed on its supplier's voucher: once the supplier confirmed it; a
 * service still open (not requested, requested) only when the operator asks for it, and then
 * marked "not confirmed". What a supplier declined, a released booking or a dropped service never.
 */
export function isOnVoucher(state: BookingState, includeUnconfirmed: boolean): boolean {
  if (state === 'confirmed') return true;
  // A booking asked to amend is not confirmed as it now is: its earlier voucher is superseded (decision 0076).
  return includeUnconfirmed && (state === 'to_request' || state === 'requested' || state === 'amendment_requested');
}
