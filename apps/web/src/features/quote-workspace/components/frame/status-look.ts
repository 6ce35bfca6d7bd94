import { QUOTE_STATUS } from '@itinera/domain';

// Status colours and names are the shared ones of components/quote-status-badge.tsx.

/** Why prices are locked, for the badge's tooltip (domain.md: entering Sent or Under Review locks them). */
export function priceLockReason(statusId: number): string {
  const when =
    statusId === QUOTE_STATUS.SENT ? 'when the quote was sent' : statusId === QUOTE_STATUS.UNDER_REVIEW ? 'when the quote went under review' : 'when the quote was sent or put under review';
  return `Service prices were locked ${when}: catalogue changes no longer update them. Moving the quote back to In Preparation unlocks them.`;
}
