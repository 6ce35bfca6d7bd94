import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('./src/lib/merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (under every Modal, so in the first download with the user guide) imports one
 * hook from @floating-ui/react, `useMergeRefs`. A module is never split between chunks, so that one
 * import put the whole of floating-ui — everything Tooltip, Popover and Combobox use of it, ~15 kB
 * gzip — in the entry. ScrollArea's import is answered by a two-line hook on @mantine/hooks instead;
 * floating-ui stays with the lazily fetched fields and tooltips (decision 0072). The web bench's
 * initial-JS budget says if a Mantine upgrade stops this from matching.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'itinera-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer?.includes('/@mantine/core/esm/components/ScrollArea/'))
        return shim;
      return null;
    },
  };
}
