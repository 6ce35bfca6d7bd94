import {
  addMonths,
  ADULT_FROM_AGE,
  ageOn,
  birthdayAt,
  CHILD_FROM_AGE,
  isBefore,
  paxTypeOfAge,
  type PaxType,
} from './age';
import { roomLabel, type RoomingList, type RoomingRoom } from './rooming';

// What a tour operator checks in a passenger list before booking (decision 0028). They are warnings,
// never refusals: the list is saved as typed and the tab shows what to look at.

export const PASSPORT_MONTHS_AFTER_TRIP = 6;

export type PassengerWarningCode =
  | 'document_expiry'
  | 'document_missing'
  | 'infant_without_adult'
  | 'age_band'
  | 'duplicate'
  | 'no_room'
  | 'room_over_capacity'
  | 'room_empty';

/**
 * A room of the distribution nobody sleeps in: the engine still charges its rate every night and
 * the Book tab asks the hotel for it (docs/domain/rooms.md#an-empty-room). The same words are the
 * `server` catalogue's `roomEmpty` (decision 0092); filled here without the proposal labels' module,
 * which would bring its catalogues to the web's passenger tab. The room is written as `roomLabel`
 * writes it, but from its number and name, so the catalogue says "Room" in the reader's language
 * too (decision 0098).
 */
export const ROOM_EMPTY_SENTENCE =
  'Room {{number}} ({{name}}) holds nobody: the quote charges its full rate every night and the hotel is asked for it. Remove it from the rooms if nobody needs it.';

export interface PassengerWarning {
  code: PassengerWarningCode;
  /** The passengers it is about (empty for a room). */
  pax_ids: number[];
  /** The room it is about (0-based), for room warnings. */
  room?: number;
  message: string;
}

export interface CheckedPassenger {
  id: number;
  first_name: string;
  last_name: string;
  type: PaxType;
  birthdate: string | null;
  passport_number: string | null;
  passport_expiration: string | null;
}

export interface PassengerTrip {
  start_date: string | null;
  /** The trip's last day (tripEnd). */
  end_date: string | null;
}

export const passengerLabel = (p: Pick<CheckedPassenger, 'first_name' | 'last_name'>, position: number) =>
  `${p.first_name} ${p.last_name}`.trim() || `Passenger ${position + 1}`;

/** 'Ana, Luis and Sofía': names as a sentence lists them. */
export const listNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

function documentWarnings(pax: readonly CheckedPassenger[], trip: PassengerTrip, label: (i: number) => string) {
  const out: PassengerWarning[] = [];
  const missing: number[] = [];
  pax.forEach((p, i) => {
    if (!p.passport_number || !p.passport_expiration) {
      missing.push(i);
      return;
    }
    if (!trip.end_date) return;
    const needed = addMonths(trip.end_date, PASSPORT_MONTHS_AFTER_TRIP);
    if (isBefore(p.passport_expiration, needed))
      out.push({
        code: 'document_expiry',
        pax_ids: [p.id],
        message: `${label(i)}'s passport expires on ${p.passport_expiration}: it should be valid until at least ${needed}, six months after the trip ends.`,
      });
  });
  if (missing.length)
    out.push({
      code: 'document_missing',
      pax_ids: missing.map((i) => pax[i]!.id),
      message: `${listNames(missing.map(label))} ${missing.length === 1 ? 'has' : 'have'} no passport number or expiry date yet.`,
    });
  return out;
}

function partyWarnings(pax: readonly CheckedPassenger[], label: (i: number) => string): PassengerWarning[] {
  const adults = pax.filter((p) => p.type === 'adult').length;
  const infants = pax.flatMap((p, i) => (p.type === 'infant' ? [i] : []));
  if (!infants.length || infants.length <= adults) return [];
  const alone = infants.slice(adults);
  return [
    {
      code: 'infant_without_adult',
      pax_ids: alone.map((i) => pax[i]!.id),
      message:
        adults === 0
          ? `${listNames(alone.map(label))} ${alone.length === 1 ? 'is an infant' : 'are infants'} travelling with no adult.`
          : `${infants.length} infants travel with ${adults} adult${adults === 1 ? '' : 's'}: each infant needs an adult of their own.`,
    },
  ];
}

function ageBandWarnings(pax: readonly CheckedPassenger[], trip: PassengerTrip, label: (i: number) => string) {
  const out: PassengerWarning[] = [];
  if (!trip.start_date) return out;
  pax.forEach((p, i) => {
    if (!p.birthdate) return;
    const atStart = ageOn(p.birthdate, trip.start_date!);
    const band = paxTypeOfAge(atStart);
    if (band !== p.type) {
      out.push({
        code: 'age_band',
        pax_ids: [p.id],
        message: `${label(i)} is entered as ${p.type} but is ${atStart} on the first day of the trip: ${band} prices apply.`,
      });
      return;
    }
    if (!trip.end_date) return;
    const atEnd = ageOn(p.birthdate, trip.end_date);
    if (paxTypeOfAge(atEnd) === band) return;
    const threshold = [CHILD_FROM_AGE, ADULT_FROM_AGE].find((a) => atStart < a && atEnd >= a)!;
    out.push({
      code: 'age_band',
      pax_ids: [p.id],
      message: `${label(i)} turns ${threshold} during the trip (${birthdayAt(p.birthdate, threshold)}): the price band changes from ${band} to ${paxTypeOfAge(atEnd)}.`,
    });
  });
  return out;
}

function duplicateWarnings(pax: readonly CheckedPassenger[], label: (i: number) => string): PassengerWarning[] {
  const out: PassengerWarning[] = [];
  const seen = new Map<string, number>();
  const norm = (s: string) => s.trim().toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  pax.forEach((p, i) => {
    const keys: [string, string][] = [];
    if (p.passport_number) keys.push([`passport:${p.passport_number.toUpperCase()}`, 'the same passport number']);
    const name = norm(`${p.first_name} ${p.last_name}`);
    if (name && p.birthdate) keys.push([`person:${name}|${p.birthdate}`, 'the same name and birth date']);
    else if (name && !/^passenger \d+$/.test(name)) keys.push([`name:${name}`, 'the same name']);
    for (const [key, why] of keys) {
      const first = seen.get(key);
      if (first === undefined) {
        seen.set(key, i);
        continue;
      }
      out.push({
        code: 'duplicate',
        pax_ids: [pax[first]!.id, p.id],
        message: `${label(first)} and ${label(i)} may be the same person: they have ${why}.`,
      });
      break;
    }
  });
  return out;
}

function roomingWarnings(pax: readonly CheckedPassenger[], rooming: RoomingList, label: (i: number) => string) {
  if (!rooming.started) return [];
  const out: PassengerWarning[] = [];
  const index = new Map(pax.map((p, i) => [p.id, i]));
  if (rooming.unassigned.length) {
    const names = rooming.unassigned.map((id) => label(index.get(id) ?? 0));
    out.push({
      code: 'no_room',
      pax_ids: rooming.unassigned,
      message: `${listNames(names)} ${names.length === 1 ? 'has' : 'have'} no room in the rooming list.`,
    });
  }
  const types = new Map(pax.map((p) => [p.id, p.type]));
  for (const r of rooming.rooms.filter((room) => overCapacity(room, types)))
    out.push({
      code: 'room_over_capacity',
      pax_ids: r.passengers,
      room: r.index,
      message: `${roomLabel(r)} holds ${r.passengers.length} passengers but sleeps ${r.max_pax}.`,
    });
  // While someone has no room the engine places them in a free one: `no_room` says it then.
  if (!rooming.unassigned.length)
    for (const r of rooming.rooms.filter((room) => room.passengers.length === 0))
      out.push({
        code: 'room_empty',
        pax_ids: [],
        room: r.index,
        message: ROOM_EMPTY_SENTENCE.replace('{{number}}', String(r.index + 1)).replace('{{name}}', r.name),
      });
  return out;
}

/**
 * More grown-ups than the room sleeps. Children and infants beyond the beds are not: the engine
 * prices each as an extra bed or cot in the room (her age band of the hotel's line, or a share of
 * the room when the line has none; pricing/service-cost.ts SharingChildren), so the quote holds her.
 */
function overCapacity(room: RoomingRoom, types: ReadonlyMap<number, CheckedPassenger['type']>): boolean {
  if (room.passengers.length <= room.max_pax) return false;
  return room.passengers.filter((id) => (types.get(id) ?? 'adult') === 'adult').length > room.max_pax;
}

/** Every warning of a passenger list, in the order the tab shows them. */
export function passengerWarnings(
  pax: readonly CheckedPassenger[],
  trip: PassengerTrip,
  rooming: RoomingList,
): PassengerWarning[] {
  const label = (i: number) => passengerLabel(pax[i]!, i);
  return [
    ...roomingWarnings(pax, rooming, label),
    ...partyWarnings(pax, label),
    ...ageBandWarnings(pax, trip, label),
    ...documentWarnings(pax, trip, label),
    ...duplicateWarnings(pax, label),
  ];
}

/** The rooming warnings alone, as the level prices show them. */
export const roomingWarningMessages = (pax: readonly CheckedPassenger[], rooming: RoomingList): string[] =>
  roomingWarnings(pax, rooming, (i) => passengerLabel(pax[i]!, i)).map((w) => w.message);
