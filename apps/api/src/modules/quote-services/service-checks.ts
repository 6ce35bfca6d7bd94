import { parseDayInput, ROOM_TYPES, ROLES, type PriceVisibility } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { AppError, fieldRefusal, refusal } from '../../lib/app-error';
import type { SessionUser } from '../../identity/session-user';
import { catalogueContentRepository } from './catalogue-content.repository';
import type { PassengerRow } from './passengers.repository';
import type { ServiceRow } from './quote-services.repository';

// The rules a service write is checked against before anything is stored; each refusal names
// the field it is about (details[].path) with a sentence the screen can show as it is.

const unprocessable = (message: string, path: string) => new AppError('UNPROCESSABLE', message, [{ path, message }]);

/**
 * The normalised day ('3', '3-5'). Input that is not a day is a malformed request (400, the spec's
 * message), never a day 1: the domain's fallback day is for display, and a refused value is not saved.
 */
export function checkDay(day: string, path: string): string {
  const parsed = parseDayInput(day);
  if (parsed.error) throw new AppError('VALIDATION_ERROR', parsed.error, [{ path, message: parsed.error }]);
  if (parsed.range.to > MAX_DAY)
    throw new AppError('VALIDATION_ERROR', `Day must be at most ${MAX_DAY}.`, [
      { path, message: `Day must be at most ${MAX_DAY}.` },
    ]);
  return parsed.day;
}

/** The last day a service may reach: beyond it dates leave the calendar (and a stay of years is a typo). */
export const MAX_DAY = 1000;
function withinTrip(day: string, last: number, path: string): string {
  if (last > MAX_DAY) throw unprocessable(`Day must be at most ${MAX_DAY}.`, path);
  return day;
}

/** A day range moved by n days; refused when it would start before day 1. */
export function shiftDay(day: string, n: number, path: string): string {
  const { from, to } = parseDayInput(day).range;
  if (from + n < 1) throw fieldRefusal('UNPROCESSABLE', 'serviceBeforeDayOne', { day, n, from: from + n }, path);
  return withinTrip(to > from ? `${from + n}-${to + n}` : String(from + n), to + n, path);
}

/** Passenger ids of this quote (numbers, or their text); anything else is refused. */
export function checkPassengers(
  given: readonly (number | string)[] | undefined,
  passengers: readonly PassengerRow[],
  path: string,
): number[] | undefined {
  if (given === undefined) return undefined;
  const known = new Set(passengers.map((p) => p.id));
  const ids = given.map((p) => (typeof p === 'number' ? p : /^\d+$/.test(p) ? Number(p) : Number.NaN));
  const unknown = given.filter((_, i) => !known.has(ids[i]!));
  if (unknown.length) throw fieldRefusal('UNPROCESSABLE', 'passengerNotInQuote', { ids: unknown.join(', ') }, path);
  return [...new Set(ids)];
}

export function checkRooms<T extends { id_room_type: number; qty: number }>(
  rooms: readonly T[] | undefined,
  path: string,
): { id_room_type: number; qty: number }[] | undefined {
  if (rooms === undefined) return undefined;
  const bad = rooms.filter((r) => !ROOM_TYPES.some((t) => t.id === r.id_room_type));
  if (bad.length)
    throw fieldRefusal('UNPROCESSABLE', 'roomTypeMissing', { ids: bad.map((r) => r.id_room_type).join(', ') }, path);
  return rooms.map((r) => ({ id_room_type: r.id_room_type, qty: r.qty }));
}

export async function checkLocations(
  tx: TenantTx,
  ids: readonly number[] | undefined,
  path: string,
): Promise<number[] | undefined> {
  if (ids === undefined || ids.length === 0) return ids ? [] : undefined;
  const unique = [...new Set(ids)];
  // Ids past the int range cannot exist (and would make the database refuse the query).
  const possible = unique.filter((id) => id <= 2_147_483_647);
  const found = await catalogueContentRepository.existingLocationIds(tx, possible);
  const missing = unique.filter((id) => !found.includes(id));
  if (missing.length) throw fieldRefusal('UNPROCESSABLE', 'locationMissing', { ids: missing.join(', ') }, path);
  return unique;
}

/** The services of the quote named by ids, in the order asked; one that is not on the quote is 404. */
export function servicesOf(all: readonly ServiceRow[], ids: readonly number[]): ServiceRow[] {
  const byId = new Map(all.map((s) => [s.id, s]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw refusal('NOT_FOUND', 'notFoundQuoteServices', { ids: [...new Set(missing)].join(', ') });
  return [...new Set(ids)].map((id) => byId.get(id)!);
}

/** Cost-side edits need view_cost_price, sale-side ones view_sale_price: nobody edits what they cannot see. */
export function checkPriceEdit(
  visibility: PriceVisibility,
  edit: { cost_unit?: unknown; percentage_margin?: unknown; price?: unknown },
): void {
  if (!visibility.canViewCost && (edit.cost_unit !== undefined || edit.percentage_margin !== undefined)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to change costs or margins.');
  }
  if (!visibility.canViewSale && edit.price !== undefined)
    throw new AppError('FORBIDDEN', 'You do not have permission to change sale prices.');
}

/** Travel agents cannot see the visibility control (docs/domain/spec-sections.md#spec-02-section-6), so they cannot change it either. */
export function checkVisibleEdit(user: SessionUser, current: number, next: number | undefined): void {
  if (next !== undefined && next !== current && user.roleId === ROLES.TRAVEL_AGENT) {
    throw new AppError('FORBIDDEN', 'Travel agents cannot change whether a service shows on the client document.');
  }
}
