import { describe, expect, it } from 'vitest';
import { withoutOlderThan } from './removal';
import { updateStateAfter } from './update-state';

describe('the save state (spec 01 §5: empty, then updated)', () => {
  it.each([
    ['', true, 'updated'],
    ['', false, ''],
    ['updated', true, 'updated'],
    ['updated', false, 'updated'],
  ] as const)('from %j, saved %s → %j', (from, saved, to) => expect(updateStateAfter(from, saved)).toBe(to));
});

describe('timed removal (spec 02 §9: items older than N seconds go)', () => {
  const now = Date.parse('2026-11-29T08:00:00Z');
  const items = [
    { id: 1, at: now - 90_000 },
    { id: 2, at: now - 60_000 },
    { id: 3, at: '2026-11-29T07:59:30Z' },
    { id: 4, at: new Date(now) },
  ];
  it('removes what is older than the seconds given, keeps the rest in order', () => {
    expect(withoutOlderThan(items, 60, now, (i) => i.at).map((i) => i.id)).toEqual([2, 3, 4]);
    expect(withoutOlderThan(items, 0, now, (i) => i.at).map((i) => i.id)).toEqual([4]);
    expect(withoutOlderThan(items, 24 * 3600, now, (i) => i.at)).toHaveLength(4);
  });
  it('keeps an item whose stamp cannot be read as a date', () => {
    // An unreadable stamp compares false both ways: it is kept rather than guessed away.
    expect(withoutOlderThan([{ at: 'garbage' }], 1, now, (i) => i.at)).toHaveLength(1);
  });
});
