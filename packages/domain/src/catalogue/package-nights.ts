// A package's nights against its rooms' night counts (docs/domain/rooms.md#package-nights; spec 02 §4
// and §5): each room of a package is sold for a number of nights, and a package must cover exactly
// that many. The catalogue refuses a room whose count differs from the package's, a quote refuses the
// package placed over other nights, and the room-price display shows such a room as not allowed.
import { serviceUnits } from '../days/day-input';
import { packageNightsMatch } from '../rooms/distribution';
import { SERVICE_TYPE } from '../services/service-rules';

/** The spec's wording (spec 02 §5). */
export const PACKAGE_NIGHTS_MESSAGE = "Package services need nights equal to the room's night quantity.";
export const NIGHTS_ONLY_FOR_PACKAGES = "Only a package's rooms have a night count.";

export const isPackage = (idServiceType: number): boolean => idServiceType === SERVICE_TYPE.PACKAGE;

/**
 * The nights a catalogue package covers on a quote. Its Duration (`days_services`) is the days it
 * spans when placed ('3' for a 3-day package becomes '3-5'), and a night type counts the nights of
 * its range: 3 days are 2 nights, 1 or 2 days are 1 night.
 */
export function packageNights(daysServices: number): number {
  return serviceUnits({ from: 1, to: Math.max(1, daysServices) }, SERVICE_TYPE.PACKAGE);
}

/** A room's night count: its own, else the package's (a room saved without one). */
export function roomNights(line: { nights?: number | null }, daysServices: number): number {
  return line.nights ?? packageNights(daysServices);
}

export interface NightsLine {
  id_room_type?: number | null;
  nights?: number | null;
}

/** Problems of the rate lines' night counts, by line index, for the line's `nights` field. */
export function rateLineNightsProblems(
  idServiceType: number,
  daysServices: number,
  lines: readonly NightsLine[],
): { index: number; message: string }[] {
  const out: { index: number; message: string }[] = [];
  lines.forEach((l, index) => {
    if (l.nights === undefined || l.nights === null) return;
    if (!isPackage(idServiceType) || !l.id_room_type) out.push({ index, message: NIGHTS_ONLY_FOR_PACKAGES });
    else if (!packageNightsMatch(packageNights(daysServices), l.nights))
      out.push({ index, message: PACKAGE_NIGHTS_MESSAGE });
  });
  return out;
}

/**
 * A package placed on a quote over a day range: refused (the spec's message) when the range's
 * nights differ from its rooms' count. Any other service passes.
 */
export function placedPackageNightsProblem(
  idServiceType: number,
  range: { from: number; to: number },
  roomNightCounts: readonly number[],
): string | null {
  if (!isPackage(idServiceType)) return null;
  const nights = serviceUnits(range, idServiceType);
  return roomNightCounts.every((n) => packageNightsMatch(nights, n)) ? null : PACKAGE_NIGHTS_MESSAGE;
}
