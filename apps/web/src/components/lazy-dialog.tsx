import { Suspense, useState, type ReactNode } from 'react';

/**
 * A dialog whose code is fetched the first time it opens, not with the screen that offers it
 * (docs/domain/quality.md#initial-js-budget). Once opened it stays mounted, so it closes
 * with its transition as before. `children` is the React.lazy dialog.
 */
export function LazyDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
