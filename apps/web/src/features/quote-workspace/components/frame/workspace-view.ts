import { arePricesLocked, clientDateFormat } from '@itinera/domain';
import type { QuoteDetail } from '@itinera/domain/contracts';
import { statusName } from '../../../../components/quote-status-badge';

// What the frame above every tab shows, from the current quote or from a stored version.

export interface ClientOption {
  id: number;
  name: string;
  configuration: { date_format?: string | null } | null;
}

export interface WorkspaceView {
  code: string;
  title: string;
  clientName: string | null;
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
}

export function viewOfQuote(quote: QuoteDetail): WorkspaceView {
  return {
    code: quote.code,
    title: quote.title.value,
    clientName: quote.client.name,
    dateFormat: clientDateFormat(quote.client),
    startDate: quote.start_date,
    endDate: quote.end_date,
    numDays: quote.num_day,
    numPax: quote.num_pax,
    status: quote.status,
    version: quote.version,
    pricesLocked: arePricesLocked(quote),
    bookingProgress: quote.booking_progress ?? null,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const int = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);

/** A snapshot names its client by id only: the name and date format come from the clients list. */
export function viewOfSnapshot(
  snapshot: Record<string, unknown>,
  version: number,
  quote: QuoteDetail,
  clients: readonly ClientOption[],
): WorkspaceView {
  const clientId = typeof snapshot.client_id === 'number' ? snapshot.client_id : null;
  const client =
    clientId === quote.client_id
      ? { name: quote.client.name, configuration: quote.client.configuration }
      : clients.find((c) => c.id === clientId);
  const statusId = int(snapshot.status_id, quote.status.id);
  return {
    code: str(snapshot.code) ?? quote.code,
    title: str(snapshot.title) ?? '',
    clientName: client?.name ?? (clientId ? `Client ${clientId}` : null),
    dateFormat: clientDateFormat(client),
    startDate: str(snapshot.start_date),
    endDate: str(snapshot.end_date),
    numDays: int(snapshot.num_day, 0),
    numPax: int(snapshot.num_pax, 1),
    status: { id: statusId, name: statusName(statusId) },
    version,
    pricesLocked: arePricesLocked(snapshot),
    bookingProgress: null,
  };
}
