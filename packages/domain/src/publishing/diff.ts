// What changed between the version a client was shown and the quote as it is now (decisions 0029, 0030 and 0031: "the
// client last saw vN" and a side-by-side): days, services and prices per level, from two
// projections made with the same options (COMPARABLE_OPTIONS), so only the quote's content differs.
import type { ProposalLevel, PublicProposal } from './proposal';

type Side = Pick<PublicProposal, 'days' | 'levels'>;

export interface DayChange {
  day: number;
  change: 'added' | 'removed' | 'changed';
  before?: { title: string; date: string | null; services: string[] };
  after?: { title: string; date: string | null; services: string[] };
}

export interface ServiceFacts {
  day: number;
  days: number;
  pricePerPerson: number | null;
  optional: boolean;
}

export interface ServiceChange {
  change: 'added' | 'removed' | 'changed';
  name: string;
  day: number;
  level: number;
  before?: ServiceFacts;
  after?: ServiceFacts;
}

interface LevelFigures {
  total: number | null;
  perPerson: number | null;
  rooms: ProposalLevel['rooms'];
}

export interface LevelChange {
  level: 1 | 2 | 3;
  before: LevelFigures | null;
  after: LevelFigures | null;
}

export interface ProposalDiff {
  days: DayChange[];
  services: ServiceChange[];
  levels: LevelChange[];
}

const dayFacts = (d: PublicProposal['days'][number]) => ({
  title: d.title,
  date: d.date,
  services: d.services.map((s) => s.name),
});

/** A service once per name and level, on its first day, with the number of days it is on. */
function servicesOf(side: Side): Map<string, { name: string; level: number; facts: ServiceFacts }> {
  const out = new Map<string, { name: string; level: number; facts: ServiceFacts }>();
  for (const day of side.days) {
    for (const s of day.services) {
      const key = `${s.level}\u0000${s.name}`;
      const seen = out.get(key);
      if (seen) seen.facts.days += 1;
      else
        out.set(key, {
          name: s.name,
          level: s.level,
          facts: { day: day.day, days: 1, pricePerPerson: s.pricePerPerson, optional: s.optional },
        });
    }
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The differences from `before` (published) to `after` (current); unchanged items are left out. */
export function diffProposals(before: Side, after: Side): ProposalDiff {
  const days: DayChange[] = [];
  const count = Math.max(before.days.length, after.days.length);
  for (let i = 0; i < count; i++) {
    const b = before.days[i];
    const a = after.days[i];
    if (b && !a) days.push({ day: b.day, change: 'removed', before: dayFacts(b) });
    else if (a && !b) days.push({ day: a.day, change: 'added', after: dayFacts(a) });
    else if (a && b && !same(dayFacts(a), dayFacts(b)))
      days.push({ day: a.day, change: 'changed', before: dayFacts(b), after: dayFacts(a) });
  }

  const was = servicesOf(before);
  const now = servicesOf(after);
  const services: ServiceChange[] = [];
  for (const [key, b] of was) {
    const a = now.get(key);
    if (!a) services.push({ change: 'removed', name: b.name, day: b.facts.day, level: b.level, before: b.facts });
    else if (!same(a.facts, b.facts))
      services.push({
        change: 'changed',
        name: a.name,
        day: a.facts.day,
        level: a.level,
        before: b.facts,
        after: a.facts,
      });
  }
  for (const [key, a] of now)
    if (!was.has(key))
      services.push({ change: 'added', name: a.name, day: a.facts.day, level: a.level, after: a.facts });
  services.sort((x, y) => x.day - y.day || x.level - y.level || x.name.localeCompare(y.name));

  const figures = (l: ProposalLevel | undefined): LevelFigures | null =>
    l ? { total: l.total, perPerson: l.perPerson, rooms: l.rooms } : null;
  const levels: LevelChange[] = [];
  for (const level of [1, 2, 3] as const) {
    const b = figures(before.levels.find((l) => l.level === level));
    const a = figures(after.levels.find((l) => l.level === level));
    if (!same(a, b)) levels.push({ level, before: b, after: a });
  }
  return { days, services, levels };
}
