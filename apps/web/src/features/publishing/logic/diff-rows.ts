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

/** A value of the diff as a person reads it: a name, a price, a title, or a short list of fields. */
export function describeSide(value: unknown, fallback: string | null): string | null {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    const name = v.name ?? v.title;
    const extras = Object.entries(v)
      .filter(([k, x]) => k !== 'name' && k !== 'title' && (typeof x === 'string' || typeof x === 'number'))
      .map(([k, x]) => `${k.replace(/([A-Z])/g, ' $1').toLowerCase()} ${x}`);
    return [typeof name === 'string' ? name : null, ...extras].filter(Boolean).join(' · ') || fallback;
  }
  return fallback;
}

/** Days and services of the diff as side-by-side rows, in day order. */
export function diffRows(diff: PublishDiff): DiffRow[] {
  const rows: DiffRow[] = [];
  diff.days.forEach((raw, index) => {
    const d = (raw ?? {}) as { day?: number; change?: DiffRow['change']; before?: unknown; after?: unknown };
    const change = d.change ?? 'changed';
    rows.push({
      key: `day-${d.day ?? index}-${index}`,
      where: `Day ${d.day ?? '?'}`,
      change,
      before: change === 'added' ? null : describeSide(d.before, 'Day'),
      after: change === 'removed' ? null : describeSide(d.after, 'Day'),
    });
  });
  diff.services.forEach((s, index) => {
    const where = [s.day ? `Day ${s.day}` : null, s.level ? levelName(s.level) : 'All levels'].filter(Boolean).join(' · ');
    rows.push({
      key: `service-${index}`,
      where,
      change: s.change,
      before: s.change === 'added' ? null : (describeSide(s.before, s.name) ?? s.name),
      after: s.change === 'removed' ? null : (describeSide(s.after, s.name) ?? s.name),
    });
  });
  return rows;
}
