import {
  dayAfterRemoval,
  isOnDay,
  orderWithinDay,
  parseDayInput,
  programmeLength,
  rangesAfterInsertion,
  rangesAfterRemoval,
  rangesAfterReorder,
  rangeStartingOn,
} from '@itinera/domain';
import { fieldRefusal } from '../../lib/app-error';
import { NO_MEALS, type DayRow } from '../quote-core/days.repository';
import type { ServiceRow } from '../quote-services/quote-services.repository';
import { MAX_DAY } from '../quote-services/service-checks';

// A quote's programme while a day call changes it: the services' ranges and order, the written
// days and the quote's number of days, all in memory. The call reshapes it with the domain's
// programme rules (removing, opening, reordering days); day-writes.ts then stores what differs.

/** A written day being edited; `id` is null for a row not stored yet. */
export type WorkingDay = Omit<DayRow, 'id' | 'itinerary_id'> & { id: number | null };

export const emptyDay = (start_day: number): WorkingDay => ({
  id: null,
  start_day,
  title: '',
  description: '',
  location_ids: [],
  overnight_location_id: null,
  meals: { ...NO_MEALS },
  images: [],
  entity_uuid: null,
  title_drafted: false,
  description_drafted: false,
});

/** A written day with nothing a traveller would read. */
export const isBlank = (d: WorkingDay) =>
  !d.title.trim() &&
  !d.description.trim() &&
  !d.location_ids.length &&
  !d.images.length &&
  d.overnight_location_id === null &&
  !d.meals.breakfast &&
  !d.meals.lunch &&
  !d.meals.dinner;

export class Programme {
  /** The services' current ranges, by id. */
  readonly ranges = new Map<number, string>();
  /** Every service id, in the quote's order (position, then id). */
  order: number[];
  days: WorkingDay[];
  numDay: number;
  readonly removedRows: DayRow[] = [];
  readonly deleted = new Set<number>();

  constructor(
    numDay: number,
    readonly services: readonly ServiceRow[],
    readonly rows: readonly DayRow[],
  ) {
    this.numDay = numDay;
    for (const s of services) {
      this.ranges.set(s.id, s.day);
      this.types.set(s.id, s.id_service_type);
    }
    this.order = [...services].sort((a, b) => a.order - b.order || a.id - b.id).map((s) => s.id);
    this.days = rows.map(({ itinerary_id: _q, ...r }) => ({ ...r, meals: { ...NO_MEALS, ...r.meals } }));
  }

  private readonly types = new Map<number, number>();

  private typeOf(id: number): number {
    return this.types.get(id)!;
  }

  private live() {
    return this.services
      .filter((s) => !this.deleted.has(s.id))
      .map((s) => ({ id: s.id, day: this.ranges.get(s.id)!, id_service_type: s.id_service_type }));
  }

  /** Days the programme shows now. */
  length(): number {
    return programmeLength(
      this.numDay,
      this.live(),
      this.days.map((d) => d.start_day),
    );
  }

  /** The services on day `d`, in order. */
  servicesOn(d: number): number[] {
    const on = new Set(
      this.live()
        .filter((s) => isOnDay(s, d))
        .map((s) => s.id),
    );
    return this.order.filter((id) => on.has(id));
  }

  /** The services whose range starts on day `d`, in order. */
  startingOn(d: number): number[] {
    return this.order.filter((id) => !this.deleted.has(id) && parseDayInput(this.ranges.get(id)!).range.from === d);
  }

  isOn(id: number, d: number): boolean {
    return isOnDay({ day: this.ranges.get(id)!, id_service_type: this.typeOf(id) }, d);
  }

  hasService(id: number): boolean {
    return this.ranges.has(id) && !this.deleted.has(id);
  }

  dayAt(d: number): WorkingDay | undefined {
    return this.days.find((r) => r.start_day === d);
  }

  dayById(id: number): WorkingDay | undefined {
    return this.days.find((r) => r.id === id);
  }

  /** The written day `d`, added (not stored yet) when it has none. */
  ensureDay(d: number): WorkingDay {
    const found = this.dayAt(d);
    if (found) return found;
    const day = emptyDay(d);
    this.days.push(day);
    return day;
  }

  /** Moves a service so it starts on day `d`, keeping its length. */
  moveServiceTo(id: number, d: number): void {
    this.setRange(id, rangeStartingOn(this.ranges.get(id)!, d));
  }

  private setRange(id: number, range: string): void {
    const last = parseDayInput(range).range.to;
    if (last > MAX_DAY) throw fieldRefusal('UNPROCESSABLE', 'dayPastMaxService', { max: MAX_DAY, id, last }, 'body');
    this.ranges.set(id, range);
  }

  deleteServices(ids: readonly number[]): void {
    for (const id of ids) this.deleted.add(id);
  }

  /** The services of day `d` in the order `wanted` names them (the others after them). */
  orderDay(d: number, wanted: readonly number[]): void {
    this.order = orderWithinDay(this.order, this.servicesOn(d), wanted);
  }

  /**
   * Cuts days out of the programme: their written rows go, later days and services move down, and
   * services over them lose those days (those in `keepLength`, just moved, keep their length). A
   * service must not start on a removed day any more.
   */
  removeDays(removed: readonly number[], keepLength: ReadonlySet<number> = new Set()): void {
    if (!removed.length) return;
    for (const [id, range] of rangesAfterRemoval(this.live(), removed, keepLength)) this.setRange(id, range);
    for (const day of this.days.filter((r) => removed.includes(r.start_day))) this.dropDay(day);
    for (const day of this.days) day.start_day = dayAfterRemoval(day.start_day, removed)!;
    this.numDay = Math.max(1, this.numDay - removed.filter((r) => r <= this.numDay).length);
  }

  /** Opens `n` empty days before day `at`: services and written days from it on move by n. */
  insertDays(at: number, n: number): void {
    for (const [id, range] of rangesAfterInsertion(this.live(), at, n)) this.setRange(id, range);
    for (const day of this.days) if (day.start_day >= at) day.start_day += n;
    if (at <= this.numDay) this.numDay += n;
  }

  /** Whole days reordered (`mapping` old day → new day): services follow their first day, rows their day. */
  reorder(mapping: ReadonlyMap<number, number>): void {
    for (const [id, range] of rangesAfterReorder(this.live(), mapping)) this.setRange(id, range);
    for (const day of this.days) day.start_day = mapping.get(day.start_day) ?? day.start_day;
  }

  private dropDay(day: WorkingDay): void {
    this.days = this.days.filter((r) => r !== day);
    if (day.id !== null) this.removedRows.push(this.rows.find((r) => r.id === day.id)!);
  }

  /** Removes a written day without touching the programme (its day stays, blank). */
  forgetDay(day: WorkingDay): void {
    this.dropDay(day);
  }

  /**
   * Removes day `d` (D4): its services go to the day before (day 1's to the day after, which
   * becomes day 1) or are deleted; later days and services move down; the quote loses a day.
   */
  removeDay(d: number, services: 'move' | 'delete'): void {
    const starting = this.startingOn(d);
    if (this.length() === 1) {
      // The only day cannot go: its written text does, its services stay.
      const row = this.dayAt(d);
      if (row) this.dropDay(row);
      return;
    }
    if (services === 'delete') {
      this.deleteServices(starting);
      this.removeDays([d]);
      return;
    }
    const target = d > 1 ? d - 1 : d + 1;
    const before = this.servicesOn(target);
    for (const id of starting) this.moveServiceTo(id, target);
    this.orderDay(target, [...before, ...starting]);
    this.removeDays([d], new Set(starting));
  }
}
