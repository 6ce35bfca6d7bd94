import { isOnDay } from '@itinera/domain';
import type { TenantTx } from '../../db/client';
import { daysRepository, type DayRow } from './days.repository';
import type { HistoryEntry } from './quote-versions';

// What the quote's own writes do to its written days (docs/domain/days.md#the-quote-s-own-writes):
// a shorter quote drops the rows past its end that no service is on, a restore puts a version's
// rows back, a duplicate or a quote from a template copies them. The day calls are quote-days'.

/**
 * Removes the written days past `numDay` that no service is on (a row some service is on stays,
 * and the tab shows it past the end): answers the history entries of the rows removed.
 */
export async function dropDaysPastEnd(
  tx: TenantTx,
  tenantId: number,
  quoteId: number,
  numDay: number,
  services: readonly { day: string; id_service_type: number }[],
): Promise<HistoryEntry[]> {
  const rows = await daysRepository.list(tx, tenantId, quoteId);
  const gone = rows.filter((r) => r.start_day > numDay && !services.some((s) => isOnDay(s, r.start_day)));
  await daysRepository.remove(
    tx,
    tenantId,
    quoteId,
    gone.map((r) => r.id),
  );
  return gone.map((r) => ({ entity: 'day', entityId: r.id, action: 'deleted', field: 'start_day', from: r.start_day }));
}

/** Puts back the written days of a version's snapshot (a snapshot without a days part leaves them as they are). */
export async function restoreDays(
  tx: TenantTx,
  tenantId: number,
  quoteId: number,
  snapshot: Record<string, unknown>,
): Promise<void> {
  if (!Array.isArray(snapshot.days)) return;
  await daysRepository.replaceAll(tx, tenantId, quoteId, snapshot.days as DayRow[]);
}

/** Copies the written days onto a new quote, moved like its services were (`shift` days). */
export function copyDays(tx: TenantTx, tenantId: number, fromId: number, toId: number, shift: number): Promise<void> {
  return daysRepository.copy(tx, tenantId, fromId, toId, shift);
}
