import { QUOTE_STATUS, QUOTE_STATUSES } from '@itinera/domain';

// Colours match the quote list's status badges (features may not share code, so the map is small
// and repeated): work in progress is cool, the outcome warm or green.
const COLORS: Record<number, string> = { 1: 'blue', 5: 'yellow', 4: 'cyan', 2: 'teal', 3: 'red', 6: 'lime', 7: 'violet', 8: 'grape', 9: 'gray' };

export const statusColor = (id: number) => COLORS[id] ?? 'gray';
export const statusName = (id: number) => QUOTE_STATUSES.find((s) => s.id === id)?.name ?? `Status ${id}`;

/** Why prices are locked, for the badge's tooltip (domain.md: entering Sent or Under Review locks them). */
export function priceLockReason(statusId: number): string {
  const when =
    statusId === QUOTE_STATUS.SENT ? 'when the quote was sent' : statusId === QUOTE_STATUS.UNDER_REVIEW ? 'when the quote went under review' : 'when the quote was sent or put under review';
  return `Service prices were locked ${when}: catalogue changes no longer update them. Moving the quote back to In Preparation unlocks them.`;
}
