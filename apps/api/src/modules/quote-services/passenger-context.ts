import { maySeePassengerDetails, type PresentContext } from '@itinera/domain';
import type { SessionUser } from '../../identity/session-user';
import type { QuoteRow } from '../quote-core/quotes.repository';

export const todayIso = () => new Date().toISOString().slice(0, 10);

/** How passengers are shown to this user on this quote: ages at travel, personal data or not (docs/decisions/0028-passengers.md). */
export function passengerContext(
  user: SessionUser,
  row: Pick<QuoteRow, 'start_date' | 'client_id' | 'owner_user_id' | 'user_id'>,
): PresentContext {
  return { startDate: row.start_date, today: todayIso(), showDetails: maySeePassengerDetails(user, row) };
}
