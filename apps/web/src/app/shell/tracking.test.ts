import { describe, expect, it, vi } from 'vitest';
import { actionTypeOf, createTracker, type TrackedEvent } from './tracking';

const event = (n: number): TrackedEvent => ({
  action_type: `a${n}`,
  event: 'click',
  path: '/home',
  at: '2026-05-01T10:00:00.000Z',
});

describe('tracking', () => {
  it('finds the action type on the element or its closest ancestor', () => {
    const wrapper = document.createElement('div');
    wrapper.setAttribute('data-action-type', 'new-quote');
    const icon = document.createElement('span');
    wrapper.appendChild(icon);
    expect(actionTypeOf(icon)).toBe('new-quote');
    expect(actionTypeOf(document.createElement('button'))).toBeNull();
    expect(actionTypeOf(null)).toBeNull();
  });

  it('keeps events in memory and sends them in one batch on flush', () => {
    const send = vi.fn();
    const tracker = createTracker(send);
    tracker.track(event(1));
    tracker.track(event(2));
    expect(send).not.toHaveBeenCalled();
    tracker.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith([event(1), event(2)]);
    tracker.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('splits a long queue into batches the server accepts', () => {
    const send = vi.fn();
    const tracker = createTracker(send);
    for (let i = 0; i < 450; i++) tracker.track(event(i));
    tracker.flush();
    expect(send.mock.calls.map(([batch]) => (batch as TrackedEvent[]).length)).toEqual([200, 200, 50]);
    expect(tracker.pending()).toBe(0);
  });
});
