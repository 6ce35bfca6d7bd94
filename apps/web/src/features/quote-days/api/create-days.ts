import type { daysDoneAnswerSchema, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

type DaysDone = ReturnType<(typeof daysDoneAnswerSchema)['parse']>;

/** D5 POST /tenant/days/by-itinerary: writes a row for every day of a quote that has none yet. */
export const createDays = (quoteId: QuoteId) =>
  http<DaysDone>('/tenant/days/by-itinerary', { method: 'POST', body: { itinerary_uuid: quoteId } });
