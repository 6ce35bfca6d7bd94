import type { Day, DayInput, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { WriteQuery } from './days-keys';

/** D2 POST /tenant/itinerary/days/{uuid}: one edited day, or every day after an addition or a reorder. */
export const saveDays = (quoteId: QuoteId, days: DayInput[], query: WriteQuery) =>
  http<Day[]>(`/tenant/itinerary/days/${quoteId}`, { method: 'POST', body: days, query: { ...query } });
