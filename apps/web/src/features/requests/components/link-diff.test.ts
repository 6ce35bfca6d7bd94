import { describe, expect, it } from 'vitest';
import { diffLinks, hasChanges, linkSummary, toggleId } from './link-diff';

describe('linking quotes to a request', () => {
  it('says which quotes the full list adds, removes and keeps', () => {
    expect(diffLinks([1, 2, 3], [3, 4, 1, 5])).toEqual({ added: [4, 5], removed: [2], kept: [1, 3] });
    expect(diffLinks([], [7])).toEqual({ added: [7], removed: [], kept: [] });
    expect(diffLinks([7], [])).toEqual({ added: [], removed: [7], kept: [] });
  });

  it('sees no change when the same quotes come back in another order or twice', () => {
    const diff = diffLinks([1, 2], [2, 1, 2]);
    expect(hasChanges(diff)).toBe(false);
    expect(linkSummary(diff)).toBe('No changes yet');
  });

  it('sums the change up in one line', () => {
    expect(linkSummary(diffLinks([], [1]))).toBe('1 quote to link');
    expect(linkSummary(diffLinks([1], [2, 3]))).toBe('2 quotes to link · 1 to unlink');
    expect(linkSummary(diffLinks([1, 2], []))).toBe('2 quotes to unlink');
  });

  it('toggles one quote in or out, keeping the order of the others', () => {
    expect(toggleId([3, 1], 2)).toEqual([3, 1, 2]);
    expect(toggleId([3, 1, 2], 1)).toEqual([3, 2]);
  });
});
