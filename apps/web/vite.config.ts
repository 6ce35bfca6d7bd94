import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { proposalEntry } from './vite.proposal';

export default defineConfig({
  plugins: [react(), proposalEntry()],
  server: { proxy: { '/tenant': 'http://localhost:3000', '/health': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The domain package is pure (no module runs anything on import), but its index re-exports the
      // zod schemas: without this, any import from it brings zod (~24 kB gzip) to every screen.
      treeshake: { moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }] },
    },
  },
});
