import { BOOKING_STATE_HINTS, BOOKING_STATE_LABELS, type BookingState } from '@itinera/domain';

// How each booking state looks on the Book tab (issue 39: a declined service reads "Declined", a
// requested one "Requested", not "Canceled" and "Pending"); the words come from the domain.
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
  return { name: BOOKING_STATE_LABELS[state], color: COLOURS[state], hint: BOOKING_STATE_HINTS[state] };
}
