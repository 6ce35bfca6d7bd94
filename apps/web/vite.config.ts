import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite.precompress';
import { proposalEntry } from './vite.proposal';
import { scrollAreaRefs } from './vite.scroll-area';

export default defineConfig({
  plugins: [react(), proposalEntry(), scrollAreaRefs(), precompress()],
  server: { proxy: { '/tenant': 'http://localhost:3000', '/health': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The domain package is pure (no module runs anything on import), but its index re-exports the
      // zod schemas: without this, any import from it brings zod (~24 kB gzip) to every screen.
      treeshake: { moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }] },
      output: {
        // Every module of the first screen (sign-in, shell, quotes list) in one file: by default Rolldown
        // cut the modules that lazy screens share with it into 34 small chunks (Mantine's Button, Menu,
        // Popover, floating-ui …), all fetched at once anyway, which gzip ~11 kB worse apart than
        // together and cost a request each (decision 0037). Lazy screens keep their own chunks.
        codeSplitting: {
          groups: [{ name: 'first-screen', tags: ['$initial'] }],
        },
      },
    },
  },
});
