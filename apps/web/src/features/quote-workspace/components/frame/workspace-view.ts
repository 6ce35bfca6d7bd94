import { arePricesLocked, clientDateFormat } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';

// What the frame above every tab shows, from the current quote or from a stored version (I3 answers
// a version in the detail's shape, so both read the same way).

export interface ClientOption {
  id: number;
  name: string;
  configuration: { date_format?: string | null } | null;
}

export interface WorkspaceView {
  code: string;
  title: string;
  clientName: string | null;
  /** The owner's account on another system (owner.external_code), or null. */
  ownerExternalCode: string | null;
  dateFormat: string;
  startDate: string | null;
  endDate: string | null;
  numDays: number;
  numPax: number;
  status: { id: number; name: string };
  version: number;
  pricesLocked: boolean;
  /** "7 of 12 confirmed" once the quote is sold; null before and in history view. */
  bookingProgress: { confirmed: number; total: number } | null;
  /** Issue 48, docs/decisions/issues.md: the sold trip's changes were sent and the client has not accepted them yet. */
  changesAwaiting: boolean;
}

export function viewOfQuote(quote: QuoteDetail): WorkspaceView {
  return {
    code: quote.code,
    title: quote.title.value,
    clientName: quote.client.name,
    ownerExternalCode: quote.owner?.external_code || null,
    dateFormat: clientDateFormat(quote.client),
    startDate: quote.start_date,
    endDate: quote.end_date,
    numDays: quote.num_day,
    numPax: quote.num_pax,
    status: quote.status,
    version: quote.version,
    pricesLocked: arePricesLocked(quote),
    bookingProgress: quote.booking_progress ?? null,
    changesAwaiting: !!quote.changes_awaiting,
  };
}
