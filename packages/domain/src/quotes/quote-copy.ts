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

/**
 * The basic information a new quote takes over from a template (docs/domain/words.md). The party
 * comes too: a template's rooms are laid out for it (decision 0041: a copy for 1 passenger in a DBL).
 */
export const TEMPLATE_BASICS = [
  'description',
  'location_ids',
  'tag_ids',
  'num_day',
  'num_pax',
  'room_preferable_dist',
] as const;

// "Peru essentials 10 days (example itinerary)": the marker says what the template is, which a
// quote started from it is not (decisions 0039, 0040 and 0041).
const TEMPLATE_MARKER = /\s*[([]\s*(?:example itinerary|ex\.? itinerary|module|experience)\s*[)\]]\s*$/i;

/** The title a quote started from a template takes: the template's, without its kind marker. */
export function quoteTitleFromTemplate(title: string): string {
  const stripped = title.replace(TEMPLATE_MARKER, '').trim();
  return stripped || title.trim();
}
