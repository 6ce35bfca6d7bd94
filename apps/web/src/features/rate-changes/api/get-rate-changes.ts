import { queryOptions, useQuery } from '@tanstack/react-query';
import type { rateChangesResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

/** GET /tenant/rate-changes: the changes of the last `days` (admins), newest first. */
export type RateChangeList = ReturnType<(typeof rateChangesResponseSchema)['parse']>;
export type RateChangeItem = RateChangeList['data'][number];

export const RATE_CHANGES_KEY = 'rate-changes';

export const getRateChanges = (days = 30, serviceId?: number) =>
  http<RateChangeList>('/tenant/rate-changes', { query: { days, ...(serviceId ? { service_id: serviceId } : {}) } });

export const rateChangesQueryOptions = (days = 30) =>
  queryOptions({ queryKey: [RATE_CHANGES_KEY, days], queryFn: () => getRateChanges(days) });

export const useRateChanges = (days = 30) => useQuery(rateChangesQueryOptions(days));
