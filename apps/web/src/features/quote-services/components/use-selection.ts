import { useCallback, useMemo, useState } from 'react';

/** Ticked services (for move, duplicate, update); ids no longer on the quote drop out by themselves. */
export function useSelection(existing: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(
    () => new Set(existing.filter((id) => ticked.has(id))) as ReadonlySet<number>,
    [existing, ticked],
  );
  const toggle = useCallback((ids: number[], on: boolean) => {
    setTicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setTicked(new Set()), []);
  return { selected, toggle, clear };
}
