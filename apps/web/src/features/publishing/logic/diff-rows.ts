import { formatNumber, type DayChange, type ServiceChange } from '@itinera/domain';
import type { PublishDiff } from '../api/types';
import { levelName } from './engagement';

export interface DiffRow {
  key: string;
  /** What the row is about: "Day 3", "Day 2 · Luxury". */
  where: string;
  change: 'added' | 'removed' | 'changed';
  /** The client's version (left) and the current one (right); null where the side has nothing. */
  before: string | null;
  after: string | null;
}

const dayText = (d: DayChange['before']) =>
  d
    ? [
        d.title || 'Untitled day',
        d.services.length ? `${d.services.length} service${d.services.length === 1 ? '' : 's'}` : 'no services',
      ].join(' · ')
    : null;

function serviceText(name: string, f: ServiceChange['before'], sign: string): string | null {
  if (!f) return null;
  const parts = [name];
  if (f.days > 1) parts.push(`${f.days} days`);
  if (f.optional) parts.push('optional');
  if (f.pricePerPerson !== null) parts.push(`${sign}${formatNumber(f.pricePerPerson, 2)} per person`);
  return parts.join(' · ');
}

/** Days and services of the diff as side-by-side rows: days first, then services in day order. */
export function diffRows(diff: Pick<PublishDiff, 'days' | 'services'>, sign = ''): DiffRow[] {
  const days = diff.days.map<DiffRow>((d) => ({
    key: `day-${d.day}`,
    where: `Day ${d.day}`,
    change: d.change,
    before: dayText(d.before),
    after: dayText(d.after),
  }));
  const services = diff.services.map<DiffRow>((s, index) => ({
    key: `service-${index}`,
    where: `Day ${s.day} · ${s.level ? levelName(s.level) : 'All levels'}`,
    change: s.change,
    before: serviceText(s.name, s.before, sign),
    after: serviceText(s.name, s.after, sign),
  }));
  return [...days, ...services];
}
