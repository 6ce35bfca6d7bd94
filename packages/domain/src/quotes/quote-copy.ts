// Copies of quotes: a duplicate moved to a new start date, and a quote started from a template.
import { addDays } from '../days/dates';

export interface QuoteDates {
  start_date: string | null;
  end_date: string | null;
  num_day: number;
}

/**
 * The dates of a duplicate asked to start on `requestedStart`: the trip keeps its length
 * (num_day), so the end moves with the start. Without a requested date the dates stay as they are.
 */
export function shiftedDates(source: QuoteDates, requestedStart: string | null | undefined): QuoteDates {
  if (!requestedStart) return { ...source };
  const days = Math.max(1, source.num_day);
  return { start_date: requestedStart, end_date: addDays(requestedStart, days - 1), num_day: days };
}

/** Template types (example itinerary 2, module 3, experience 4) a quote may be started from. */
export const TEMPLATE_TYPES = [2, 3, 4] as const;

/** The basic information a new quote takes over from a template (docs/domain/words.md). */
export const TEMPLATE_BASICS = ['description', 'location_ids', 'tag_ids', 'num_day', 'room_preferable_dist'] as const;
