import type { TFunction } from 'i18next';
import { isNightType } from '@itinera/domain';

// Issue 45, docs/decisions/issues.md: what a service is charged for, in the reader's words ('3 nights', '3 noches', '3 noites').
// The API names the unit in English ('Night(s)', 'Day(s)': the original client reads it); the screen
// says it through the `services` namespace's plural forms instead.

export type ServiceUnit = 'nights' | 'days';

/** The unit the API named, else the one the service's type charges (a night type charges nights). */
export function serviceUnit(unitLabel: string | null | undefined, serviceTypeId?: number): ServiceUnit {
  if (unitLabel) return /^night/i.test(unitLabel) ? 'nights' : 'days';
  return serviceTypeId !== undefined && isNightType(serviceTypeId) ? 'nights' : 'days';
}

/** '3 nights', '1 día', '2 noites': `t` is the `services` namespace's. */
export function unitsText(
  t: TFunction<'services'> | TFunction,
  units: number | null | undefined,
  unitLabel: string | null | undefined,
  serviceTypeId?: number,
): string {
  return (t as TFunction)(`units.${serviceUnit(unitLabel, serviceTypeId)}`, { ns: 'services', count: units ?? 1 });
}
