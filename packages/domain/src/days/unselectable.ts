import { fromDayNumber, toDayNumber } from './dates';

// The spec's date picker (spec 01 §5) can forbid listed dates and whole weekdays; the picker asks
// this rule for each day it draws (docs/domain/screens.md#shared-inputs).

export interface UnselectableDates {
  /** Calendar dates ('YYYY-MM-DD') that cannot be picked. */
  dates?: readonly string[];
  /** Weekdays that cannot be picked: 0 Sunday … 6 Saturday, as Date.getUTCDay counts them. */
  weekdays?: readonly number[];
}

/** True when the picker must refuse this day (a date-time counts by its calendar day). */
export function isUnselectableDate(date: string, { dates = [], weekdays = [] }: UnselectableDates): boolean {
  const day = fromDayNumber(toDayNumber(date));
  if (dates.some((listed) => fromDayNumber(toDayNumber(listed)) === day)) return true;
  return weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay());
}
