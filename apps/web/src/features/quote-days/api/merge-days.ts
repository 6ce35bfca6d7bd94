import type { Day, DayInput, QuoteId } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { WriteQuery } from './days-keys';

/** D3 POST /tenant/itinerary/days/merge/{uuid}: `nestedDays` of a day are merged into it and removed. */
export const mergeDays = (quoteId: QuoteId, days: DayInput[], query: WriteQuery) =>
  http<Day[]>(`/tenant/itinerary/days/merge/${quoteId}`, { method: 'POST', body: days, query: { ...query } });
