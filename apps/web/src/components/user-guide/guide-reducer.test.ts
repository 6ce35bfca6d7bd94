import { describe, expect, it } from 'vitest';
import { guideReducer, initialGuideState, type GuideAction, type GuideState } from './guide-reducer';

const run = (state: GuideState, ...types: GuideAction['type'][]) =>
  types.reduce((s, type) => guideReducer(s, { type }), state);
const closed = initialGuideState(4);

describe('the user guide counter', () => {
  it('opens on the welcome card at 0', () => {
    expect(run(closed, 'open')).toEqual({ opened: true, step: 0, total: 4 });
  });

  it("goes up by one on next (Let's start is the first next)", () => {
    expect(run(closed, 'open', 'next').step).toBe(1);
    expect(run(closed, 'open', 'next', 'next', 'next').step).toBe(3);
  });

  it('goes down by one on previous', () => {
    expect(run(closed, 'open', 'next', 'next', 'next', 'previous').step).toBe(2);
  });

  it('closes when going back from step 1, and the counter is 0 again', () => {
    expect(run(closed, 'open', 'next', 'previous')).toEqual({ opened: false, step: 0, total: 4 });
  });

  it('closing resets the counter to 0 from any step', () => {
    expect(run(closed, 'open', 'next', 'next', 'close')).toEqual({ opened: false, step: 0, total: 4 });
    expect(run(closed, 'open', 'close')).toEqual(closed);
  });

  it('next on the last step finishes the guide', () => {
    expect(run(closed, 'open', 'next', 'next', 'next', 'next')).toMatchObject({ opened: true, step: 4 });
    expect(run(closed, 'open', 'next', 'next', 'next', 'next', 'next')).toEqual(closed);
  });

  it('reopening starts from the welcome card', () => {
    expect(run(closed, 'open', 'next', 'next', 'close', 'open').step).toBe(0);
  });
});
