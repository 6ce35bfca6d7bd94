// The quote's save state (spec 01 §5, spec 02 §5: "after an update the itinerary update state goes
// from empty to 'updated'"). The I6 answer carries the state its save leaves (docs/domain/quotes.md#save-state).
export type UpdateState = '' | 'updated';

/** The state after a save attempt: 'updated' once one succeeded, else what it was. */
export const updateStateAfter = (current: UpdateState, saved: boolean): UpdateState => (saved ? 'updated' : current);
