import type { PaxType } from '../contracts/pax-types';
import { addDays, toDayNumber } from '../days/dates';

// Who counts as an adult, a child or an infant (docs/decisions/0028-passengers.md): the age on
// the trip's first day decides, as airlines and hotels price it. Dates are calendar days in UTC.

export { PAX_TYPES, type PaxType } from '../contracts/pax-types';

/** Ages from which a traveller is a child, then an adult (infant: under 2; child: 2 to 11). */
export const CHILD_FROM_AGE = 2;
export const ADULT_FROM_AGE = 12;

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** Whole years of someone born on `birthdate` on the day `on` (a 29 February birthday counts on 1 March). */
export function ageOn(birthdate: string, on: string): number {
  const [by, bm, bd] = parts(birthdate);
  const [y, m, d] = parts(on);
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

export function paxTypeOfAge(age: number): PaxType {
  if (age < CHILD_FROM_AGE) return 'infant';
  if (age < ADULT_FROM_AGE) return 'child';
  return 'adult';
}

/** The day someone born on `birthdate` turns `age` (29 February births turn on 1 March in common years). */
export function birthdayAt(birthdate: string, age: number): string {
  const [by, bm, bd] = parts(birthdate);
  const y = String(by + age).padStart(4, '0');
  const candidate = `${y}-${String(bm).padStart(2, '0')}-${String(bd).padStart(2, '0')}`;
  const check = new Date(Date.UTC(by + age, bm - 1, bd));
  return check.getUTCDate() === bd ? candidate : addDays(`${y}-${String(bm).padStart(2, '0')}-01`, bd - 1);
}

/** The calendar day `months` months after `iso`, kept to the month's last day (31 Aug + 6 → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const total = y * 12 + (m - 1) + months;
  const ty = Math.floor(total / 12);
  const tm = (total % 12) + 1;
  const last = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  return `${String(ty).padStart(4, '0')}-${String(tm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export const isBefore = (a: string, b: string) => toDayNumber(a) < toDayNumber(b);

/** The trip's last day: the end date, else the start date plus its days, else null. */
export function tripEnd(trip: { start_date: string | null; end_date: string | null; num_day?: number }): string | null {
  if (trip.end_date) return trip.end_date;
  if (!trip.start_date) return null;
  return addDays(trip.start_date, Math.max(1, trip.num_day ?? 1) - 1);
}

export interface AgeFacts {
  birthdate?: string | null;
  age?: number | null;
}

/** The age on the trip's first day: from the birth date when known, else the age typed. */
export function ageAtTravel(p: AgeFacts, startDate: string | null, today: string): number | null {
  if (p.birthdate) return Math.max(0, ageOn(p.birthdate, startDate ?? today));
  return p.age ?? null;
}
