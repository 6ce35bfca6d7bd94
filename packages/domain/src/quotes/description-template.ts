// The built-in description of a quote (docs/domain/quotes.md#description): plain text made from
// what the quote already knows, so it works offline and gives the same words every time: an
// opening about the whole trip, then the trip day by day from its services and their places.
import { addDays } from '../days/dates';
import { isNightType, parseDayInput, serviceUnits } from '../days/day-input';
import { formatDate } from '../format/date-format';
import { SERVICE_KIND, SERVICE_STATUS } from '../statuses/service-statuses';
import { draftWords, type DraftWords } from './draft-words';

/** A service of the quote as the description tells it. */
export interface DescriptionService {
  /** '3' or '3-5'. */
  day: string;
  name: string;
  serviceTypeId: number;
  /** Names of its places, in order. */
  places: string[];
  /** SERVICE_KIND: 1 optional. */
  optional?: number | null;
  /** SERVICE_STATUS: 3 canceled, -1 disabled. */
  status?: number | null;
  /** 0: hidden from the client's documents. */
  visible?: number | null;
  /** The comfort level (1–3) of a service offered per level; stays of one range at other levels are its alternatives. */
  level?: number | null;
}

export interface DescriptionInput {
  title: string;
  start_date: string | null;
  end_date: string | null;
  num_day: number;
  locations: string[];
  tags: string[];
  client: string | null;
  /** The client's date format (MMM DD, YYYY by default). */
  dateFormat?: string;
  /** The quote's services in day order; without them there is no day-by-day part. */
  services?: DescriptionService[];
  /** The language it is written in (the quote's, decision 0097): words and month names; English when absent. */
  language?: string | null;
}

/** Beyond this many days the day-by-day part names only the days that have services. */
const EVERY_DAY_UP_TO = 60;

/** What a client reads: hidden, canceled and disabled services are left out (of the template and of what an LLM is told). */
export const toldInDescription = (s: DescriptionService) =>
  s.visible !== 0 && s.status !== SERVICE_STATUS.CANCELED && s.status !== SERVICE_STATUS.DISABLED;

function serviceText(s: DescriptionService, w: DraftWords): string {
  const range = parseDayInput(s.day).range;
  const nights = isNightType(s.serviceTypeId) ? serviceUnits(range, s.serviceTypeId) : 0;
  const notes = [
    nights ? w.count('nights', nights) : '',
    s.optional === SERVICE_KIND.OPTIONAL ? w.say('optional') : '',
  ].filter(Boolean);
  return notes.length ? `${s.name.trim()} (${notes.join(', ')})` : s.name.trim();
}

/** What one day of the trip holds, as the description tells it: its places and what happens. */
export interface DayStory {
  /** Names of the places of the services on the day, each once, in order. */
  places: string[];
  /** "City tour", "Hotel (2 nights)", "Trek (continued)": the services starting on the day, then those going on. */
  happenings: string[];
  /** The night services the travellers sleep at this day, after their first night. */
  nightsAt: string[];
  /** The night services whose nights include this day (where the travellers sleep tonight). */
  sleepingAt: string[];
  /** The night services whose stay ends this day (check-out). */
  leaving: { name: string; places: string[] }[];
  /** Whether any told service is on the day. */
  busy: boolean;
}

type Placed = { s: DescriptionService; range: { from: number; to: number } };
const placedServices = (services: DescriptionService[] | undefined): Placed[] =>
  (services ?? []).filter(toldInDescription).map((s) => ({ s, range: parseDayInput(s.day).range }));

/**
 * Stays of one range offered at several comfort levels are one stay told once, "A, B or C"; every
 * other service stands alone. Each keeps the first of its services.
 */
function alternatives(xs: Placed[], w: DraftWords): { x: Placed; name: string }[] {
  const groups: { x: Placed; key: string | null; names: string[]; levels: Set<number> }[] = [];
  for (const x of xs) {
    const level = x.s.level ?? 0;
    const key = isNightType(x.s.serviceTypeId) && level > 0 ? `${x.range.from}-${x.range.to}` : null;
    const group = key ? groups.find((g) => g.key === key && !g.levels.has(level)) : undefined;
    if (group) {
      group.names.push(x.s.name.trim());
      group.levels.add(level);
    } else groups.push({ x, key, names: [x.s.name.trim()], levels: new Set([level]) });
  }
  return groups.map((g) => ({ x: g.x, name: w.or(g.names) }));
}

function storyOf(services: Placed[], day: number, w: DraftWords): DayStory {
  const starting = services.filter((x) => x.range.from === day);
  const later = services.filter(
    (x) => x.range.from < day && (isNightType(x.s.serviceTypeId) ? day < x.range.to : day <= x.range.to),
  );
  const touching = [...starting, ...later];
  const night = (x: Placed) => isNightType(x.s.serviceTypeId);
  return {
    places: [...new Set(touching.flatMap((x) => x.s.places.map((p) => p.trim()).filter(Boolean)))],
    happenings: [
      ...alternatives(starting, w).map(({ x, name }) => serviceText({ ...x.s, name }, w)),
      ...later.filter((x) => !night(x)).map((x) => w.say('continued', { name: x.s.name.trim() })),
    ],
    nightsAt: alternatives(later.filter(night), w).map((a) => a.name),
    sleepingAt: alternatives(
      touching.filter((x) => night(x) && (day < x.range.to || x.range.from === x.range.to)),
      w,
    ).map((a) => a.name),
    leaving: alternatives(
      services.filter((x) => night(x) && x.range.to === day && x.range.from < day),
      w,
    ).map((a) => ({
      name: a.name,
      places: a.x.s.places.map((p) => p.trim()).filter(Boolean),
    })),
    busy: touching.length > 0,
  };
}

/** One day of the trip from the quote's services (hidden, canceled and disabled ones left out), told in `language`. */
export function dayStory(services: DescriptionService[] | undefined, day: number, language?: string | null): DayStory {
  return storyOf(placedServices(services), day, draftWords(language));
}

/**
 * "Day 2 (Dec 11, 2026), Cusco: City tour; night at Casa Andina." — one line a day: the services
 * starting that day; a service of several days "(continued)" on its later days; the stay of a night
 * service ("night at …") on the nights after its first, until the day it ends (check-out).
 */
export function dayByDay(q: DescriptionInput): string[] {
  const services = placedServices(q.services);
  if (!services.length) return [];
  const w = draftWords(q.language);
  const lastDay = Math.max(q.num_day, ...services.map((x) => x.range.to));
  const lines: string[] = [];
  for (let day = 1; day <= lastDay; day++) {
    const story = storyOf(services, day, w);
    if (!story.busy && lastDay > EVERY_DAY_UP_TO) continue;
    const date = q.start_date ? ` (${formatDate(addDays(q.start_date, day - 1), q.dateFormat, w.language)})` : '';
    const places = w.and(story.places);
    const parts = story.happenings.length ? [...story.happenings] : [w.say('freeDay')];
    parts.push(...story.nightsAt.map((name) => w.say('nightAt', { stay: name })));
    lines.push(`${w.say('dayN', { n: day })}${date}${places ? `, ${places}` : ''}: ${parts.join('; ')}.`);
  }
  return lines;
}

/** "a", "a and b", "a, b and c" in `language` ("a, b y c", "a, b e c"); English when absent. */
export function joinNames(names: readonly string[], language?: string | null): string {
  return draftWords(language).and(names);
}

export function templateDescription(q: DescriptionInput): string {
  const w = draftWords(q.language);
  const date = (value: string) => formatDate(value, q.dateFormat, w.language);
  const days = Math.max(1, q.num_day);
  const places = w.and(q.locations);
  let opening = w.count('opening', days, { title: q.title.trim() || w.say('thisTrip') });
  if (places) opening = w.say('through', { opening, places });
  if (q.client?.trim()) opening = w.say('preparedFor', { opening, client: q.client.trim() });
  const paragraphs = [`${opening}.`];
  if (q.start_date) {
    paragraphs.push(
      q.end_date && q.end_date !== q.start_date
        ? w.say('startsEnds', { from: date(q.start_date), to: date(q.end_date) })
        : w.say('takesPlace', { date: date(q.start_date) }),
    );
  }
  if (q.tags.length) paragraphs.push(w.say('highlights', { tags: w.and(q.tags) }));
  if (q.locations.length > 1) {
    paragraphs.push(w.say('route', { first: q.locations[0]!.trim(), last: q.locations.at(-1)!.trim() }));
  }
  const itinerary = dayByDay(q);
  if (itinerary.length) paragraphs.push([w.say('dayByDay'), ...itinerary].join('\n'));
  return paragraphs.join('\n\n');
}
