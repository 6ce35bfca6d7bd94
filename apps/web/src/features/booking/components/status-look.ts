import type { BookingState } from '@itinera/domain';
import { i18n } from '../../../lib/i18n';

// How each booking state looks on the Book tab (decisions 0058, 0059 and 0060: a declined service reads "Declined", a
// requested one "Requested", not "Canceled" and "Pending"); the words come from the catalogue
// ('booking' namespace, state and hint), in the reader's language (issue 45, docs/decisions/issues.md).
const COLOURS: Record<BookingState, string> = {
  to_request: 'gray',
  requested: 'yellow',
  confirmed: 'green',
  declined: 'red',
  released: 'gray',
  dropped: 'dark',
  amendment_requested: 'orange',
};

export function stateLook(state: BookingState): { name: string; color: string; hint: string } {
  return { name: i18n.t(`booking:state.${state}`), color: COLOURS[state], hint: i18n.t(`booking:hint.${state}`) };
}
