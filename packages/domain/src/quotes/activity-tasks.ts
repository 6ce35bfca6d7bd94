// The background work a quote can have in flight (spec 01 §4 "activity types"; the names the
// original client's notifications carry as `task`, contract A10). `tasks` on a quote's detail and
// status answers lists the ones running now, built from the jobs (docs/domain/quotes.md#tasks).
export { ACTIVITY_TYPES, type ActivityType } from '../contracts/activity-types';

import type { ActivityType } from '../contracts/activity-types';

export interface ActivityTask {
  task: ActivityType;
  /** The quote, by its public id. */
  itinerary: { id: string };
  /** The catalogue codes an import or update is waiting on; empty for the quote's own tasks. */
  services: { code: string }[];
}

/** What runs for one quote: its export when one is open, and one import task for the codes waiting. */
export function activityTasks(
  quoteId: string,
  jobs: { exporting: boolean; importingCodes: readonly string[]; updatingCodes?: readonly string[] },
): ActivityTask[] {
  const itinerary = { id: quoteId };
  const tasks: ActivityTask[] = [];
  if (jobs.exporting) tasks.push({ task: 'itinerary_export', itinerary, services: [] });
  if (jobs.importingCodes.length)
    tasks.push({ task: 'service_import', itinerary, services: jobs.importingCodes.map((code) => ({ code })) });
  if (jobs.updatingCodes?.length)
    tasks.push({ task: 'service_update', itinerary, services: jobs.updatingCodes.map((code) => ({ code })) });
  return tasks;
}
