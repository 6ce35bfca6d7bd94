import { addDays } from '@itinera/domain';
import type { Day, QuoteService } from '@itinera/domain/contracts';
import { rangeOf } from './timeline';

// History view reads the days of a stored version. Versions written before the days had rows keep
// `days` as `{day, date, services}` or not at all; those are rebuilt from the snapshot's services,
// so every version shows a timeline. Missing fields get neutral values instead of breaking a card.

type Raw = Record<string, unknown>;

const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const rec = (v: unknown): Raw => (typeof v === 'object' && v !== null ? (v as Raw) : {});
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const text = (v: unknown) => ({ id: 0, value: typeof v === 'string' ? v : str(rec(v).value), translate: [] });

/** The fields of a stored service a card shows. */
export function snapshotService(raw: unknown, index: number): QuoteService {
  const r = rec(raw);
  return {
    ...(r as Partial<QuoteService>),
    id: num(r.id, -(index + 1)),
    name: text(r.name),
    id_service_type: num(r.id_service_type, 10),
    day: str(r.day) || String(num(r.day, 1)),
    level: num(r.level, 0),
    optional: num(r.optional, 0),
    visible: r.visible === false ? 0 : num(r.visible, 1),
    order: num(r.order, index),
    check_in: typeof r.check_in === 'string' ? r.check_in : null,
  } as QuoteService;
}

function snapshotDay(raw: Raw, index: number): Day {
  const startDay = num(raw.start_day, num(raw.day, index + 1));
  const meals = rec(raw.meals);
  return {
    id: typeof raw.id === 'number' ? raw.id : null,
    itinerary_id: num(raw.itinerary_id, 0),
    start_day: startDay,
    start_date: str(raw.start_date) || str(raw.date) || null,
    end_date: str(raw.end_date) || null,
    order: num(raw.order, index),
    duration: num(raw.duration, 1),
    title: text(raw.title),
    description: text(raw.description),
    location: arr(raw.location) as Day['location'],
    overnight_location_id: typeof raw.overnight_location_id === 'number' ? raw.overnight_location_id : null,
    overnight_location_name: str(raw.overnight_location_name) || null,
    meals: { breakfast: meals.breakfast === true, lunch: meals.lunch === true, dinner: meals.dinner === true },
    images: arr(raw.images).filter((i): i is string => typeof i === 'string'),
    images_full: arr(raw.images_full) as Day['images_full'],
    services: arr(raw.services)
      .map((s, order) =>
        typeof s === 'number'
          ? { id: s, itinerary_service: s, order }
          : {
              id: num(rec(s).id, 0),
              itinerary_service: num(rec(s).itinerary_service, 0),
              order: num(rec(s).order, order),
            },
      )
      .filter((s) => s.itinerary_service > 0),
    entity_uuid: null,
  };
}

const blankDay = (startDay: number, date: string | null): Day =>
  snapshotDay({ start_day: startDay, start_date: date }, startDay - 1);

/** The days and services of a stored version, as D1 and S1 would have answered them. */
export function daysFromSnapshot(snapshot: Record<string, unknown> | undefined): {
  days: Day[];
  services: QuoteService[];
} {
  const services = arr(snapshot?.service_itinerary).map(snapshotService);
  const start = str(snapshot?.start_date).slice(0, 10) || null;
  const days = arr(snapshot?.days).map((d, i) => snapshotDay(rec(d), i));
  const byNumber = new Map(days.map((d) => [d.start_day, d]));
  const last = Math.max(num(snapshot?.num_day, 0), ...services.map((s) => rangeOf(s).to), 0);
  const filled = new Set<number>();
  for (let n = 1; n <= last; n++)
    if (!byNumber.has(n)) {
      byNumber.set(n, blankDay(n, start ? addDays(start, n - 1) : null));
      filled.add(n);
    }
  // Days stored without their services (or not stored at all): a service is on every day of its
  // range, as D1 answers.
  const derive = [...byNumber.values()].every((d) => d.services.length === 0);
  const sorted = [...services].sort((a, b) => a.order - b.order || a.id - b.id);
  for (const service of sorted) {
    const { from, to } = rangeOf(service);
    for (let n = from; n <= to; n++) {
      const day = byNumber.get(n);
      if (day && (derive || filled.has(n)))
        day.services.push({ id: service.id, itinerary_service: service.id, order: day.services.length });
    }
  }
  return { days: [...byNumber.values()].sort((a, b) => a.start_day - b.start_day), services };
}
