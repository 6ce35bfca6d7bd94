// The built-in description of a quote (docs/domain/quotes.md#description): plain text made from
// what the quote already knows, so it works offline and gives the same words every time: an
// opening about the whole trip, then the trip day by day from its services and their places.
import { addDays } from '../days/dates';
import { isNightType, parseDayInput, serviceUnits } from '../days/day-input';
import { formatDate } from '../format/date-format';
import { SERVICE_KIND, SERVICE_STATUS } from '../statuses/service-statuses';

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
}

/** Beyond this many days the day-by-day part names only the days that have services. */
const EVERY_DAY_UP_TO = 60;

/** What a client reads: hidden, canceled and disabled services are left out (of the template and of what an LLM is told). */
export const toldInDescription = (s: DescriptionService) =>
  s.visible !== 0 && s.status !== SERVICE_STATUS.CANCELED && s.status !== SERVICE_STATUS.DISABLED;

function serviceText(s: DescriptionService): string {
  const range = parseDayInput(s.day).range;
  const nights = isNightType(s.serviceTypeId) ? serviceUnits(range, s.serviceTypeId) : 0;
  const notes = [
    nights ? `${nights} ${nights === 1 ? 'night' : 'nights'}` : '',
    s.optional === SERVICE_KIND.OPTIONAL ? 'optional' : '',
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

/** "a", "a or b", "a, b or c". */
const orNames = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/**
 * Stays of one range offered at several comfort levels are one stay told once, "A, B or C"; every
 * other service stands alone. Each keeps the first of its services.
 */
function alternatives(xs: Placed[]): { x: Placed; name: string }[] {
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
  return groups.map((g) => ({ x: g.x, name: orNames(g.names) }));
}

function storyOf(services: Placed[], day: number): DayStory {
  const starting = services.filter((x) => x.range.from === day);
  const later = services.filter(
    (x) => x.range.from < day && (isNightType(x.s.serviceTypeId) ? day < x.range.to : day <= x.range.to),
  );
  const touching = [...starting, ...later];
  const night = (x: Placed) => isNightType(x.s.serviceTypeId);
  return {
    places: [...new Set(touching.flatMap((x) => x.s.places.map((p) => p.trim()).filter(Boolean)))],
    happenings: [
      ...alternatives(starting).map(({ x, name }) => serviceText({ ...x.s, name })),
      ...later.filter((x) => !night(x)).map((x) => `${x.s.name.trim()} (continued)`),
    ],
    nightsAt: alternatives(later.filter(night)).map((a) => a.name),
    sleepingAt: alternatives(touching.filter((x) => night(x) && (day < x.range.to || x.range.from === x.range.to))).map(
      (a) => a.name,
    ),
    leaving: alternatives(services.filter((x) => night(x) && x.range.to === day && x.range.from < day)).map((a) => ({
      name: a.name,
      places: a.x.s.places.map((p) => p.trim()).filter(Boolean),
    })),
    busy: touching.length > 0,
  };
}

/** One day of the trip from the quote's services (hidden, canceled and disabled ones left out). */
export function dayStory(services: DescriptionService[] | undefined, day: number): DayStory {
  return storyOf(placedServices(services), day);
}

/**
 * "Day 2 (Dec 11, 2026), Cusco: City tour; night at Casa Andina." — one line a day: the services
 * starting that day; a service of several days "(continued)" on its later days; the stay of a night
 * service ("night at …") on the nights after its first, until the day it ends (check-out).
 */
export function dayByDay(q: DescriptionInput): string[] {
  const services = placedServices(q.services);
  if (!services.length) return [];
  const lastDay = Math.max(q.num_day, ...services.map((x) => x.range.to));
  const lines: string[] = [];
  for (let day = 1; day <= lastDay; day++) {
    const story = storyOf(services, day);
    if (!story.busy && lastDay > EVERY_DAY_UP_TO) continue;
    const date = q.start_date ? ` (${formatDate(addDays(q.start_date, day - 1), q.dateFormat)})` : '';
    const places = joinNames(story.places);
    const parts = story.happenings.length ? [...story.happenings] : ['Free day'];
    parts.push(...story.nightsAt.map((name) => `night at ${name}`));
    lines.push(`Day ${day}${date}${places ? `, ${places}` : ''}: ${parts.join('; ')}.`);
  }
  return lines;
}

/** "a", "a and b", "a, b and c". */
export function joinNames(names: readonly string[]): string {
  const list = names.map((n) => n.trim()).filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

export function templateDescription(q: DescriptionInput): string {
  const days = Math.max(1, q.num_day);
  const title = q.title.trim() || 'This trip';
  const length = days === 1 ? 'a one-day trip' : `a ${days}-day journey`;
  const places = joinNames(q.locations);
  let opening = `${title} is ${length}`;
  if (places) opening += ` through ${places}`;
  if (q.client?.trim()) opening += `, prepared for ${q.client.trim()}`;
  const paragraphs = [`${opening}.`];
  if (q.start_date) {
    const from = formatDate(q.start_date, q.dateFormat);
    paragraphs.push(
      q.end_date && q.end_date !== q.start_date
        ? `It starts on ${from} and ends on ${formatDate(q.end_date, q.dateFormat)}.`
        : `It takes place on ${from}.`,
    );
  }
  if (q.tags.length) paragraphs.push(`Highlights: ${joinNames(q.tags)}.`);
  if (q.locations.length > 1) {
    paragraphs.push(`The route begins in ${q.locations[0]!.trim()} and ends in ${q.locations.at(-1)!.trim()}.`);
  }
  const itinerary = dayByDay(q);
  if (itinerary.length) paragraphs.push(['Day by day', ...itinerary].join('\n'));
  return paragraphs.join('\n\n');
}
