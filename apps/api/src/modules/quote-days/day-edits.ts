import { diffDays, joinNames } from '@itinera/domain';
import type { DayInput } from '@itinera/domain/contracts';
import { AppError, fieldRefusal, refusal } from '../../lib/app-error';
import type { QuoteRow } from '../quote-core/quotes.repository';
import { cleanDescription } from '../../lib/rich-text';
import { isBlank, type Programme, type WorkingDay } from './programme';

// What D2, D3, D8 do to a quote's programme (docs/domain/days.md#the-day-calls). Each works on the
// in-memory Programme; day-writes.ts stores the outcome in the call's one transaction.

const unprocessable = (message: string, path: string) => new AppError('UNPROCESSABLE', message, [{ path, message }]);
const unique = <T>(items: readonly T[]) => [...new Set(items)];

function knownDay(p: Programme, id: number): WorkingDay {
  const day = p.dayById(id);
  if (!day) throw refusal('NOT_FOUND', 'notFoundQuoteDay', { id });
  return day;
}

function knownServices(p: Programme, day: DayInput): number[] {
  const ids = [...(day.services ?? [])]
    .map((s, i) => ({ ...s, i }))
    .sort((a, b) => (a.order ?? a.i) - (b.order ?? b.i) || a.i - b.i)
    .map((s) => s.itinerary_service);
  const missing = ids.filter((id) => !p.hasService(id));
  if (missing.length) throw refusal('NOT_FOUND', 'notFoundQuoteServices', { ids: unique(missing).join(', ') });
  return unique(ids);
}

/**
 * `_order_start_day`: the list is the whole programme in a new order. Each listed day finds the day
 * it was: by its written row's id, else by the services it lists; a listed day that matches none
 * takes an unmatched day of the programme (one without text or services, in order); the days
 * beyond those are new, and the quote grows by them. Services follow their first day.
 */
function reorderProgramme(p: Programme, kept: DayInput[]): void {
  const seen = new Set<number>();
  kept.forEach((d, i) => {
    if (seen.has(d.start_day))
      throw fieldRefusal('UNPROCESSABLE', 'daysDuplicate', { day: d.start_day }, `body.${i}.start_day`);
    seen.add(d.start_day);
  });
  const length = p.length();
  const mapping = new Map<number, number>();
  const unplaced: number[] = [];
  for (const d of kept) if (d.id != null) mapping.set(knownDay(p, d.id).start_day, d.start_day);
  for (const d of kept.filter((k) => k.id == null)) {
    const named = knownServices(p, d);
    let from: number | undefined;
    for (let old = 1; named.length && old <= length && from === undefined; old++)
      if (!mapping.has(old) && named.every((id) => p.isOn(id, old))) from = old;
    if (from === undefined) unplaced.push(d.start_day);
    else mapping.set(from, d.start_day);
  }
  const olds = Array.from({ length }, (_, i) => i + 1).filter((old) => !mapping.has(old));
  unplaced.sort((a, b) => a - b);
  let fresh = 0;
  for (const target of unplaced) {
    const old = olds.shift();
    if (old === undefined) fresh += 1;
    else mapping.set(old, target);
  }
  // Days of the programme the list left out keep their order, in the numbers nobody took.
  const taken = new Set([...mapping.values(), ...unplaced]);
  let next = 1;
  for (const old of olds) {
    while (taken.has(next)) next += 1;
    mapping.set(old, next);
    taken.add(next);
  }
  p.reorder(mapping);
  p.numDay += fresh;
}

/** The written day a listed day edits (added when the day has none); a day's own number may change only in a reorder. */
function dayOf(p: Programme, d: DayInput, i: number, ordered: boolean): WorkingDay {
  if (d.id == null) {
    const length = p.length();
    if (!ordered && d.start_day > length + 1)
      throw fieldRefusal('UNPROCESSABLE', 'dayPastEnd', { day: d.start_day, length }, `body.${i}.start_day`);
    // A day added after the last one makes the quote a day longer.
    if (d.start_day > length) p.numDay = Math.max(p.numDay, d.start_day);
    return p.ensureDay(d.start_day);
  }
  const day = knownDay(p, d.id);
  if (!ordered && d.start_day !== day.start_day) {
    const other = p.dayAt(d.start_day);
    if (other && other !== day)
      throw fieldRefusal('UNPROCESSABLE', 'dayHasText', { day: d.start_day }, `body.${i}.start_day`);
    day.start_day = d.start_day;
  }
  return day;
}

function applyText(day: WorkingDay, d: DayInput): void {
  if (d.title !== undefined) day.title = d.title.trim();
  if (d.description !== undefined) day.description = cleanDescription(d.description);
  if (d.location !== undefined) day.location_ids = unique(d.location);
  if (d.overnight_location_id !== undefined) day.overnight_location_id = d.overnight_location_id;
  if (d.meals !== undefined) day.meals = { ...day.meals, ...d.meals };
  if (d.images !== undefined) day.images = unique(d.images);
  if (d.entity_uuid !== undefined) day.entity_uuid = d.entity_uuid;
}

/** A day's services in the order given; outside a reorder, a service not on the day moves onto it (keeping its length). */
function applyServices(p: Programme, day: WorkingDay, d: DayInput, ordered: boolean): void {
  if (d.services === undefined) return;
  const named = knownServices(p, d);
  if (!ordered) for (const id of named) if (!p.isOn(id, day.start_day)) p.moveServiceTo(id, day.start_day);
  p.orderDay(day.start_day, named);
}

/** Text of a merged day after this day's: titles joined, descriptions one after the other, places and images together. */
function appendText(day: WorkingDay, from: Omit<WorkingDay, 'id' | 'start_day'>): void {
  const title = from.title.trim();
  if (title && title !== day.title) day.title = day.title ? `${day.title} / ${title}` : title;
  if (from.description.trim()) day.description = `${day.description}${from.description}`;
  day.location_ids = unique([...day.location_ids, ...from.location_ids]);
  day.images = unique([...day.images, ...from.images]);
  day.meals = {
    breakfast: day.meals.breakfast || from.meals.breakfast,
    lunch: day.meals.lunch || from.meals.lunch,
    dinner: day.meals.dinner || from.meals.dinner,
  };
  day.overnight_location_id = from.overnight_location_id ?? day.overnight_location_id;
  day.entity_uuid = day.entity_uuid ?? from.entity_uuid;
}

/** A nested day's text: what the body gives, else what its written row holds. */
function nestedText(n: DayInput, row: WorkingDay | undefined): Omit<WorkingDay, 'id' | 'start_day'> {
  return {
    title: n.title?.trim() ?? row?.title ?? '',
    description: n.description !== undefined ? cleanDescription(n.description) : (row?.description ?? ''),
    location_ids: n.location ?? row?.location_ids ?? [],
    overnight_location_id: n.overnight_location_id ?? row?.overnight_location_id ?? null,
    meals: { breakfast: false, lunch: false, dinner: false, ...row?.meals, ...n.meals },
    images: n.images ?? row?.images ?? [],
    entity_uuid: n.entity_uuid ?? row?.entity_uuid ?? null,
    title_drafted: false,
    description_drafted: false,
  };
}

/**
 * D3: every nested day merges into its day. A module's day (isTemplateDay) brings only its text; a
 * day of this quote brings its text and the services starting on it (keeping their length, after
 * the day's own), then is removed: later days move down and the quote loses those days.
 */
function mergeNested(p: Programme, groups: { day: WorkingDay; input: DayInput; i: number }[]): void {
  const removed: number[] = [];
  const keepLength = new Set<number>();
  for (const { day, input, i } of groups) {
    const target = day.start_day;
    const before = p.servicesOn(target);
    const brought: number[] = [];
    (input.nestedDays ?? []).forEach((n, j) => {
      if (n.isTemplateDay) return appendText(day, nestedText(n, undefined));
      const row = n.id != null ? knownDay(p, n.id) : p.dayAt(n.start_day);
      const from = row?.start_day ?? n.start_day;
      if (from === target || removed.includes(from)) return;
      if (from > p.length())
        throw fieldRefusal('UNPROCESSABLE', 'dayNotInQuote', { day: from }, `body.${i}.nestedDays.${j}.start_day`);
      if (groups.some((g) => g.day.start_day === from))
        throw fieldRefusal('UNPROCESSABLE', 'dayNotMergeable', { day: from }, `body.${i}.nestedDays.${j}`);
      appendText(day, nestedText(n, row));
      for (const id of p.startingOn(from)) {
        p.moveServiceTo(id, target);
        keepLength.add(id);
        brought.push(id);
      }
      removed.push(from);
    });
    if (brought.length) p.orderDay(target, [...before, ...brought]);
  }
  p.removeDays(removed, keepLength);
}

/** D2 (and D3 with `merge`): the listed days saved; days marked removed (status -1) removed as D4 does. */
export function saveDays(p: Programme, days: DayInput[], merge: boolean): void {
  const kept = days.filter((d) => d.status !== -1);
  const ordered = kept.some((d) => d._order_start_day);
  if (ordered) reorderProgramme(p, kept);
  const edited = kept.map((input, i) => {
    const day = dayOf(p, input, i, ordered);
    applyText(day, input);
    applyServices(p, day, input, ordered);
    return { day, input, i };
  });
  if (merge)
    mergeNested(
      p,
      edited.filter((e) => e.input.nestedDays?.length),
    );
  // A removed day that was never written has nothing to remove.
  const gone = days.filter((d) => d.status === -1 && d.id != null).map((d) => knownDay(p, d.id!));
  for (const day of gone.sort((a, b) => b.start_day - a.start_day)) p.removeDay(day.start_day, 'move');
}

/**
 * D8: the days from `movedDate` on, with their services, move by `n` days. Forward opens empty days
 * before them; backward covers the days before them, which must be empty (no service, no text).
 */
export function moveDays(p: Programme, quote: QuoteRow, movedDate: string, n: number): void {
  if (!quote.start_date)
    throw unprocessable('This quote has no start date, so its days cannot be moved by date.', 'body.moved_date');
  const at = diffDays(quote.start_date, movedDate) + 1;
  if (at < 1)
    throw fieldRefusal(
      'UNPROCESSABLE',
      'dateBeforeStart',
      { date: movedDate, start: quote.start_date },
      'body.moved_date',
    );
  if (n > 0) return p.insertDays(at, n);
  if (n === 0) return;
  const first = at + n;
  if (first < 1)
    throw unprocessable(
      `The days from ${movedDate} cannot move back ${-n} day${n === -1 ? '' : 's'}: that is before day 1.`,
      'body.days_to_move',
    );
  const covered = Array.from({ length: -n }, (_, i) => first + i);
  const busy = covered.filter((d) => p.servicesOn(d).length || (p.dayAt(d) && !isBlank(p.dayAt(d)!)));
  if (busy.length)
    throw unprocessable(
      `The days from ${movedDate} cannot move back ${-n} day${n === -1 ? '' : 's'}: ${
        busy.length === 1 ? `day ${busy[0]} is` : `days ${joinNames(busy.map(String))} are`
      } not empty. Move or remove their services and text first.`,
      'body.days_to_move',
    );
  p.removeDays(covered);
}
