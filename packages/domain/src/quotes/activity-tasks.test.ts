import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, activityTasks } from './activity-tasks';

describe('a quote’s tasks (spec 01 §4 activity types)', () => {
  it('names the four activity types, the notification names of the original client', () => {
    expect(ACTIVITY_TYPES).toEqual(['itinerary_export', 'service_import', 'service_update', 'itinerary_status_update']);
  });

  it('lists nothing when no job runs', () => {
    expect(activityTasks('q', { exporting: false, importingCodes: [] })).toEqual([]);
  });

  it('lists the open export and the imports waiting, with their codes', () => {
    expect(activityTasks('q', { exporting: true, importingCodes: ['SVC1', 'SVC2'], updatingCodes: ['SVC3'] })).toEqual([
      { task: 'itinerary_export', itinerary: { id: 'q' }, services: [] },
      { task: 'service_import', itinerary: { id: 'q' }, services: [{ code: 'SVC1' }, { code: 'SVC2' }] },
      { task: 'service_update', itinerary: { id: 'q' }, services: [{ code: 'SVC3' }] },
    ]);
  });
});
