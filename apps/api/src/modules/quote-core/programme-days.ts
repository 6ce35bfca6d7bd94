import type { ProgrammeService } from '@itinera/domain';
import type { Day } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { placeIdsOf, presentDays } from './days-presenter';
import { daysRepository } from './days.repository';
import { labelsRepository } from './labels.repository';

// The `days` of every answer that carries them — the day calls (D1–D8) and the quote writes that
// answer days (S2–S7 process answers, I6): the long day object of contract §7.2, one per day of
// the programme, merged with its written row. Kept apart from the process answer's services part
// (quote-write.ts), which is built and cached on its own.

/** The quote's days as they stand in `tx`, for `services` (the caller's, already read or re-priced). */
export async function programmeDays(
  tx: TenantTx,
  tenantId: number,
  quote: { id: number; start_date: string | null; num_day: number },
  services: readonly ProgrammeService[],
): Promise<Day[]> {
  const rows = await daysRepository.list(tx, tenantId, quote.id);
  const places = await labelsRepository.places(tx, placeIdsOf(rows));
  return presentDays({ quoteId: quote.id, startDate: quote.start_date, numDay: quote.num_day, rows, services }, places);
}
