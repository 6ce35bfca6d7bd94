import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHighlighter, HIGHLIGHT_MS } from './highlighter';

describe('the highlight timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears affected services after 10 s', () => {
    const seen: number[][] = [];
    const h = createHighlighter((ids) => seen.push([...ids]));
    h.highlight([4, 5]);
    vi.advanceTimersByTime(HIGHLIGHT_MS - 1);
    expect(seen.at(-1)).toEqual([4, 5]);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toEqual([]);
  });

  it('restarts the count on a new change', () => {
    const seen: number[][] = [];
    const h = createHighlighter((ids) => seen.push([...ids]));
    h.highlight([1]);
    vi.advanceTimersByTime(6000);
    h.highlight([2]);
    vi.advanceTimersByTime(6000);
    expect(seen.at(-1)).toEqual([2]);
  });

  it('keeps accumulating highlights until settled, then clears them 10 s later', () => {
    const seen: number[][] = [];
    const h = createHighlighter((ids) => seen.push([...ids]));
    h.accumulate([1, 2]);
    vi.advanceTimersByTime(HIGHLIGHT_MS * 3);
    h.accumulate([3]);
    expect(seen.at(-1)).toEqual([1, 2, 3]);
    h.settle();
    vi.advanceTimersByTime(HIGHLIGHT_MS);
    expect(seen.at(-1)).toEqual([]);
  });
});
