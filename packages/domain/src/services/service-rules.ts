// Smaller rules of services on a quote (docs/domain/services.md).
import { MESSAGES } from '../warnings/texts';
import type { ServiceLocation, ServicePriceLine, SupplierLine } from './services.schemas';

export const SERVICE_TYPES = [
  { id: 1, name: 'Flight', acronym: 'FL' },
  { id: 2, name: 'Accommodation', acronym: 'AC' },
  { id: 3, name: 'Transport', acronym: 'TP' },
  { id: 4, name: 'Entrance', acronym: 'EN' },
  { id: 5, name: 'Transfer', acronym: 'TR' },
  { id: 6, name: 'Meal', acronym: 'ME' },
  { id: 7, name: 'Excursion', acronym: 'EX' },
  { id: 8, name: 'Guide', acronym: 'GU' },
  { id: 9, name: 'Package', acronym: 'PA' },
  { id: 10, name: 'Other', acronym: 'OT' },
] as const;

export const SERVICE_TYPE = { ACCOMMODATION: 2, TRANSFER: 5, PACKAGE: 9 } as const;

/**
 * A service category's type (docs/domain/services.md#categories): CAT_AC for accommodation
 * categories and TOD for tours and packages, the two the original client offers on accommodation
 * and package services; CAT_SV for the categories of every other service type.
 */
export const CATEGORY_TYPES = ['CAT_AC', 'TOD', 'CAT_SV'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** A service without an id (null, 0 or undefined) is a draft. */
export function isDraftService(s: { id?: number | string | null }): boolean {
  return s.id === null || s.id === undefined || s.id === 0 || s.id === '';
}

/**
 * For services that are neither accommodation nor package only the first price line and the
 * first supplier line stay active; the others get status -1. Hotels and packages keep one price
 * line per room type, so they are left as they are.
 */
export function activateFirstLines<P extends ServicePriceLine, S extends SupplierLine>(
  idServiceType: number,
  priceLines: readonly P[],
  supplierLines: readonly S[],
): { priceLines: (P & { status: 1 | -1 })[]; supplierLines: (S & { status: 1 | -1 })[] } {
  const keep = idServiceType === SERVICE_TYPE.ACCOMMODATION || idServiceType === SERVICE_TYPE.PACKAGE;
  const status = (current: 1 | -1 | undefined, i: number): 1 | -1 => (keep ? (current ?? 1) : i === 0 ? 1 : -1);
  return {
    priceLines: priceLines.map((l, i) => ({ ...l, status: status(l.status, i) })),
    supplierLines: supplierLines.map((l, i) => ({ ...l, status: status(l.status, i) })),
  };
}

/** A price or supplier line is active (1) or kept aside (-1). */
export const LINE_STATUS = { ACTIVE: 1, INACTIVE: -1 } as const;

/** 'This service has no provider' when no active supplier line exists. */
export function providerError(supplierLines: readonly SupplierLine[] | null | undefined): string | null {
  const active = (supplierLines ?? []).filter((l) => l.status !== -1);
  return active.length === 0 ? MESSAGES.NO_PROVIDER : null;
}

function locationKeys(list: readonly ServiceLocation[] | null | undefined): string {
  return (list ?? [])
    .map((l) => l.location_code ?? l.location_name)
    .sort()
    .join('|');
}

/**
 * Location insertion check (docs/domain/spec-sections.md#spec-02-section-5): flags a service whose location differs from the previous
 * or the next service's. Missing neighbours or neighbours without a location are not compared.
 */
export function locationDiffersFromNeighbours(
  service: { location?: readonly ServiceLocation[] | null },
  previous?: { location?: readonly ServiceLocation[] | null } | null,
  next?: { location?: readonly ServiceLocation[] | null } | null,
): boolean {
  const own = locationKeys(service.location);
  if (own === '') return false;
  return [previous, next].some((n) => {
    const k = n ? locationKeys(n.location) : '';
    return k !== '' && k !== own;
  });
}

/** A cancelled (3) or disabled (-1) service is out of the trip: no neighbour of the location check. */
const isLiveService = (s: { status?: number | null }) => s.status !== 3 && s.status !== -1;

/**
 * The location insertion check over a quote's services in its order (day, then position): the ids
 * of the live services whose place differs from the live service before or after them. The same
 * list flags a service where it is inserted (the add answer, the services table) and before an
 * export (docs/domain/services.md#location-check).
 */
export function locationFlaggedIds<
  T extends { id: number | string; status?: number | null; location?: readonly ServiceLocation[] | null },
>(ordered: readonly T[]): Set<T['id']> {
  const live = ordered.filter(isLiveService);
  const out = new Set<T['id']>();
  live.forEach((s, i) => {
    if (locationDiffersFromNeighbours(s, live[i - 1], live[i + 1])) out.add(s.id);
  });
  return out;
}

/** The insertion check's warning for one service, naming it: what the operator reads in the add answer. */
export function locationFlagMessage(serviceName: string): string {
  return `${serviceName}: ${MESSAGES.LOCATION_DIFFERS}`;
}

/** Visible is 0/1 on the wire and a boolean in the interface (docs/domain/spec-sections.md#spec-02-section-3). */
export function visibleToWire(visible: boolean): 0 | 1 {
  return visible ? 1 : 0;
}
export function visibleFromWire(visible: number | boolean | null | undefined): boolean {
  return visible === true || visible === 1;
}
