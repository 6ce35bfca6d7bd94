import type { Day, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

/**
 * D7 POST /tenant/itinerary/{uuid}/days/generate: drafts a title and a description from the day's
 * places and services. Nothing is saved: the draft is shown, and saving it is a D2 call.
 */
export async function generateDay(quoteId: QuoteId, day: Pick<Day, 'id' | 'start_day'>): Promise<Day | null> {
  const days = await http<Day[]>(`/tenant/itinerary/${quoteId}/days/generate`, {
    method: 'POST',
    body: { id: day.id ?? quoteId, day: day.start_day },
  });
  const list = Array.isArray(days) ? days : [];
  // The original client keeps the generated day whose id is the edited day's (original-client.md §7.1 D7).
  return list.find((d) => d.id !== null && d.id === day.id) ?? list.find((d) => d.start_day === day.start_day) ?? null;
}
