import type { TenantTx } from '../../db/client';
import type { HistoryEntry } from './quote-versions';
import { versionsRepository } from './versions.repository';

// The original client moves a quote's start date in several calls: I6 PUT with the new dates, its
// steps announcing the calls that follow (cur_step < last_step), then S5 services/move per batch of
// 3 and D8 days/move, each by the same days. Itinera's dates follow the start date, so the PUT has
// already moved services and days: the follow-ups of that sequence move nothing (decision 0064).
// The PUT leaves a marker entry in the quote's history; the follow-ups look for it as the newest
// entry, by the same user, for the same days, and D8 closes it.

const ANNOUNCED = 'moves_announced';
const FOLLOWED = 'moves_followed';
/** A sequence the client never finished stops counting after this. */
const WINDOW_MINUTES = 30;

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The marker an I6 PUT writes when its steps announce follow-up calls and it moves the start date;
 * none otherwise (Itinera's web sends one PUT with the default steps 1/1).
 */
export function announcedMoves(
  steps: { cur_step?: number; last_step?: number },
  from: string | null,
  to: string | null | undefined,
): HistoryEntry[] {
  if (!from || !to || (steps.last_step ?? 1) <= (steps.cur_step ?? 1)) return [];
  const days = daysBetween(from, to);
  return days ? [{ action: ANNOUNCED, field: 'start_date', from: null, to: { days } }] : [];
}

/** True when this call is a follow-up of the user's announced move by `days`: it must move nothing. */
export async function followsAnnouncedMove(
  tx: TenantTx,
  tenantId: number,
  itineraryId: number,
  userId: number,
  days: number,
): Promise<boolean> {
  const newest = await versionsRepository.newestEntry(tx, tenantId, itineraryId, WINDOW_MINUTES);
  return (
    !!newest &&
    newest.action === ANNOUNCED &&
    newest.user_id === userId &&
    newest.recent &&
    (newest.to as { days?: number } | null)?.days === days
  );
}

/** D8 ends the sequence: later moves by the same user move again. */
export const closeAnnouncedMove = (
  tx: TenantTx,
  tenantId: number,
  itineraryId: number,
  version: number,
  userId: number,
  days: number,
) =>
  versionsRepository.addHistory(tx, tenantId, itineraryId, version, userId, [
    { action: FOLLOWED, field: 'start_date', from: null, to: { days } },
  ]);
