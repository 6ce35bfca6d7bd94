// The names of a quote's background work the answers carry as `task` (docs/domain/quotes.md#tasks);
// quotes/activity-tasks.ts builds the list, the contract only names them.
export const ACTIVITY_TYPES = [
  'itinerary_export',
  'service_import',
  'service_update',
  'itinerary_status_update',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
