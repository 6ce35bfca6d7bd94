import { describe, expect, it } from 'vitest';
import { phaseBar } from './status-phases';

const states = (statusId: number) => phaseBar(statusId).phases.map((p) => p.state);

describe('the status phases bar', () => {
  it('shows the three phases In Preparation, Sent and Confirmed, in that order', () => {
    expect(phaseBar(1).phases.map((p) => p.label)).toEqual(['In Preparation', 'Sent', 'Confirmed']);
  });

  it('marks the phases before the current one complete', () => {
    expect(states(1)).toEqual(['current', 'upcoming', 'upcoming']);
    expect(states(4)).toEqual(['complete', 'current', 'upcoming']);
  });

  it('marks every phase complete when the quote is Confirmed', () => {
    expect(states(2)).toEqual(['complete', 'complete', 'complete']);
  });

  it('keeps Under Review in the preparation phase, and says so', () => {
    expect(states(5)).toEqual(['current', 'upcoming', 'upcoming']);
    expect(phaseBar(5).phases[0]!.detail).toBe('Under Review');
  });

  it('hides the bar for Pending (3, Rejected), Unpublished and the other template statuses', () => {
    for (const id of [3, 6, 7, 8, 9]) expect(phaseBar(id).visible).toBe(false);
    for (const id of [1, 2, 4, 5]) expect(phaseBar(id).visible).toBe(true);
  });
});
