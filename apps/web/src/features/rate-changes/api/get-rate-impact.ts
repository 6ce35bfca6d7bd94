import { queryOptions, useQuery } from '@tanstack/react-query';
import type { rateImpactResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';
import { RATE_CHANGES_KEY } from './get-rate-changes';

/** GET /tenant/rate-changes/{id}/impact: the quotes one change moves, levels before and after. */
export type RateImpact = ReturnType<(typeof rateImpactResponseSchema)['parse']>;
export type ImpactedQuote = RateImpact['quotes'][number];

export const getRateImpact = (id: number) => http<RateImpact>(`/tenant/rate-changes/${id}/impact`);

export const rateImpactQueryOptions = (id: number) =>
  queryOptions({ queryKey: [RATE_CHANGES_KEY, 'impact', id], queryFn: () => getRateImpact(id) });

export const useRateImpact = (id: number | null) =>
  useQuery({ ...rateImpactQueryOptions(id ?? 0), enabled: id !== null });
