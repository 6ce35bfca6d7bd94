// Affected services are highlighted and the highlight clears after 10 s, unless highlights
// accumulate (docs/domain/services.md#batches-steps-and-highlights). They accumulate while a batched operation runs (moving services
// 20 at a time): each batch adds its ids, and the 10 s count starts once the last batch is in.

export const HIGHLIGHT_MS = 10_000;

export interface Highlighter {
  /** Replaces the highlighted ids and clears them after HIGHLIGHT_MS. */
  highlight(ids: readonly number[]): void;
  /** Adds ids to the highlighted ones and keeps them all until settle() or highlight(). */
  accumulate(ids: readonly number[]): void;
  /** Starts the 10 s count for what has accumulated. */
  settle(): void;
  clear(): void;
  dispose(): void;
}

type Timers = { set: (fn: () => void, ms: number) => unknown; clear: (handle: unknown) => void };

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createHighlighter(
  onChange: (ids: ReadonlySet<number>) => void,
  timers: Timers = realTimers,
): Highlighter {
  let ids: ReadonlySet<number> = new Set();
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  const emit = (next: ReadonlySet<number>) => {
    ids = next;
    onChange(ids);
  };
  const start = () => {
    stop();
    handle = timers.set(() => {
      handle = null;
      emit(new Set());
    }, HIGHLIGHT_MS);
  };
  return {
    highlight(next) {
      emit(new Set(next));
      start();
    },
    accumulate(next) {
      stop();
      emit(new Set([...ids, ...next]));
    },
    settle() {
      if (ids.size > 0) start();
    },
    clear() {
      stop();
      emit(new Set());
    },
    dispose: stop,
  };
}
