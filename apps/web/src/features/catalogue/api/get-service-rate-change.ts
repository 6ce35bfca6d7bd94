import type { rateChangesResponseSchema } from '@itinera/domain/contracts';
import { http } from '../../../lib/http';

type RateChangeList = ReturnType<(typeof rateChangesResponseSchema)['parse']>;

/**
 * GET /tenant/rate-changes?service_id=…&days=1: the change the editor's save just recorded for the
 * service, if any (the newest, written less than a minute ago), to link to its impact.
 */
export async function justRecordedRateChange(serviceId: number): Promise<RateChangeList['data'][number] | null> {
  const { data } = await http<RateChangeList>('/tenant/rate-changes', { query: { days: 1, service_id: serviceId } });
  const newest = data[0];
  return newest && Date.now() - new Date(newest.created_at).getTime() < 60_000 ? newest : null;
}
