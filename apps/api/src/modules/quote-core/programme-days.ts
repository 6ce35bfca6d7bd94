import type { ProgrammeService } from '@itinera/domain';
import type { Day } from '@itinera/domain/contracts';
import type { TenantTx } from '../../db/client';
import { rememberBounded } from '../../lib/bounded-map';
import { freezeShared } from '../../lib/deep-freeze';
import { placeIdsOf, presentDays } from './days-presenter';
import { daysRepository, type DayRow } from './days.repository';
import { labelsRepository } from './labels.repository';

// The `days` of every answer that carries them — the day calls (D1–D8) and the quote writes that
// answer days (S2–S7 process answers, I6): the long day object of original-client.md §7.2, one per day of
// the programme, merged with its written row. Kept apart from the process answer's services part
// (quote-write.ts), which is built and cached on its own.

/**
 * The last days answered per quote, frozen (decision 0047): most writes move no day, and the
 * serializer keeps the JSON of a frozen answer part, so the same days are not written again on
 * every edit. Places are reference data nobody edits: the rows, the services' days and order and
 * the quote's dates decide the answer.
 */
const MAX_QUOTES = 100;
const kept = new Map<number, { key: string; days: Day[] }>();

/** The quote's days as they stand in `tx`, for `services` (the caller's, already read or re-priced). */
export async function programmeDays(
  tx: TenantTx,
  tenantId: number,
  quote: { id: number; start_date: string | null; num_day: number },
  services: readonly ProgrammeService[],
  /** The day rows when the caller read them already in `tx` (the pricing context does). */
  read?: readonly DayRow[],
): Promise<Day[]> {
  const rows = read ?? (await daysRepository.list(tx, tenantId, quote.id));
  let key = JSON.stringify([tenantId, quote.start_date, quote.num_day, rows]);
  for (const s of services) key += `|${s.id}:${s.day}:${s.id_service_type}:${s.order}`;
  const hit = kept.get(quote.id);
  if (hit?.key === key) return hit.days;
  const places = await labelsRepository.places(tx, placeIdsOf(rows));
  const days = presentDays(
    { quoteId: quote.id, startDate: quote.start_date, numDay: quote.num_day, rows, services },
    places,
  );
  return rememberBounded(kept, quote.id, { key, days: freezeShared(days) }, MAX_QUOTES).days;
}
