import type { daysDoneAnswerSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import type { WriteQuery } from './days-keys';

type DaysDone = ReturnType<(typeof daysDoneAnswerSchema)['parse']>;

/** What happens to the services of a deleted day. */
export type DeletedDayServices = 'move' | 'delete';

/** D4 DELETE /tenant/itinerary/day/{id}: the day's services go to the previous day or are deleted. */
export const deleteDay = (dayId: number, services: DeletedDayServices, query: WriteQuery) =>
  http<DaysDone>(`/tenant/itinerary/day/${dayId}`, { method: 'DELETE', query: { ...query, services } });
