import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * floating-ui's `useMergeRefs(refs)` on Mantine's own `useMergedRef`, for Mantine's ScrollArea only
 * (vite.scroll-area.ts): one ref callback that sets every ref given, and clears them on unmount.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef<T>(...refs);
}
