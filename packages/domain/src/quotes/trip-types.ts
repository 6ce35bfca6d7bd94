// A quote's trip type (spec 01 §3, original-client.md §5.5): how guided the trip is. Stored and answered as
// its id (docs/domain/quotes.md#trip-type).
export const TRIP_TYPES = [
  { id: 1, name: 'Fully Guided' },
  { id: 2, name: 'Independent' },
  { id: 3, name: 'Partially Guided' },
  { id: 4, name: 'Undecided' },
] as const;

export type TripTypeId = (typeof TRIP_TYPES)[number]['id'];
