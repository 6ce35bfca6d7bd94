import type { DayChange, ServiceChange } from '@itinera/domain';
import { numberFormat } from '../../../lib/formats';
import { i18n } from '../../../lib/i18n';
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
        d.title || i18n.t('publishing:diffRows.untitledDay'),
        d.services.length
          ? i18n.t('publishing:diffRows.services', { count: d.services.length })
          : i18n.t('publishing:diffRows.noServices'),
      ].join(' · ')
    : null;

function serviceText(name: string, f: ServiceChange['before'], sign: string): string | null {
  if (!f) return null;
  const parts = [name];
  if (f.days > 1) parts.push(i18n.t('publishing:diffRows.days', { count: f.days }));
  if (f.optional) parts.push(i18n.t('publishing:diffRows.optional'));
  if (f.pricePerPerson !== null)
    parts.push(
      i18n.t('publishing:diffRows.perPerson', {
        price: `${sign}${numberFormat(i18n.language, 2).format(f.pricePerPerson)}`,
      }),
    );
  return parts.join(' · ');
}

/** Days and services of the diff as side-by-side rows: days first, then services in day order. */
export function diffRows(diff: Pick<PublishDiff, 'days' | 'services'>, sign = ''): DiffRow[] {
  const days = diff.days.map<DiffRow>((d) => ({
    key: `day-${d.day}`,
    where: i18n.t('publishing:diffRows.day', { day: d.day }),
    change: d.change,
    before: dayText(d.before),
    after: dayText(d.after),
  }));
  const services = diff.services.map<DiffRow>((s, index) => ({
    key: `service-${index}`,
    where: i18n.t('publishing:diffRows.dayLevel', {
      day: s.day,
      level: s.level ? levelName(s.level) : i18n.t('common:levels.0.label'),
    }),
    change: s.change,
    before: serviceText(s.name, s.before, sign),
    after: serviceText(s.name, s.after, sign),
  }));
  return [...days, ...services];
}
