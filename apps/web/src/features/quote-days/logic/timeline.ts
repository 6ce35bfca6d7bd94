import { addDays, serviceDaySpan } from '@itinera/domain';
import type { Day, QuoteService } from '@itinera/domain/contracts';

// The Itinerary tab's model: the days in order and, per day, the services on it. A day's services
// come from the day itself (D1 `services[]`, ordered); the full service is joined by its
// itinerary-service id from the quote's services. A stay of several days ('3-5') is on each of
// its days: it is moved from its first day, and its other days show it as continuing.

export interface TimelineItem {
  /** Drag-and-drop id, unique on the board: the same stay shows on several days. */
  key: string;
  /** The itinerary-service id. */
  id: number;
  /** Undefined while the services are not read yet, or for a service the list no longer has. */
  service: QuoteService | undefined;
  /** 0 on the first day of the service's range, 1 on the next … */
  dayIndex: number;
  /** How many days the service's range covers. */
  span: number;
}

export interface TimelineDay {
  key: string;
  day: Day;
  /** 'YYYY-MM-DD', from the day or else from the quote's start date. */
  date: string | null;
  items: TimelineItem[];
}

export const dayKey = (startDay: number) => `day-${startDay}`;
export const itemKey = (startDay: number, serviceId: number) => `${startDay}:${serviceId}`;
/** The itinerary-service id an item key names. */
export const serviceIdOf = (key: string) => Number(key.slice(key.indexOf(':') + 1));

/**
 * First and last day a service is on ('3', '3-5'; a stay '1-4' is on the nights of days 1 to 3,
 * as the server places it); junk counts as day 1, as the server reads it.
 */
export function rangeOf(service: Pick<QuoteService, 'day' | 'id_service_type'>): { from: number; to: number } {
  const { from, last } = serviceDaySpan(service.day, service.id_service_type);
  return { from, to: Math.max(from, last) };
}

export function buildTimeline(
  days: readonly Day[],
  services: readonly QuoteService[],
  quoteStart: string | null,
): TimelineDay[] {
  const byId = new Map(services.map((s) => [s.id, s]));
  return [...days]
    .sort((a, b) => a.start_day - b.start_day || a.order - b.order)
    .map((day) => {
      const items = [...day.services]
        .sort((a, b) => a.order - b.order || a.itinerary_service - b.itinerary_service)
        .map((link): TimelineItem => {
          const service = byId.get(link.itinerary_service);
          const range = service ? rangeOf(service) : { from: day.start_day, to: day.start_day };
          return {
            key: itemKey(day.start_day, link.itinerary_service),
            id: link.itinerary_service,
            service,
            dayIndex: Math.max(0, day.start_day - range.from),
            span: range.to - range.from + 1,
          };
        });
      const date = day.start_date ?? (quoteStart ? addDays(quoteStart, day.start_day - 1) : null);
      return { key: dayKey(day.start_day), day, date, items };
    });
}

/** The first day number after the last day (where a free day is added). */
export const nextDayNumber = (days: readonly Pick<Day, 'start_day' | 'duration'>[]) =>
  days.reduce((last, d) => Math.max(last, d.start_day + Math.max(1, d.duration) - 1), 0) + 1;

/** True when no day has a stored row yet: the days are only derived from the quote's dates. */
export const daysAreDerived = (days: readonly Pick<Day, 'id'>[]) => days.length > 0 && days.every((d) => d.id === null);
