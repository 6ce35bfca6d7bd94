import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner for three tiers. The api tier runs once on embedded PGlite and, when CI provides a
// PostgreSQL server (TEST_DATABASE_URL), a second time against it with the same test files.
// The PostgreSQL run leaves out the tests that open no database: the proposal page in Chromium
// (*.browser.test.ts) serves itself, so a second run proved nothing and doubled its exposure to a
// browser that hangs under load (CI runs 96 and 107, on a shared machine).
const apiTier = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...exclude],
    globalSetup: ['apps/api/test/global-setup.ts'],
    env,
    pool: 'forks' as const,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest runs cores − 1 files at once: one on CI's two cores, where a third of the machine then
    // sat idle while a file waited on PostgreSQL, a spawned server or a timer. Two files at once
    // took the PostgreSQL tier's first 40 files from 209 s to 121 s; three did no better (117 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: ['packages/domain/src/**/*.test.ts'] } },
      apiTier('api', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [apiTier('api-pg', { TEST_DB_KIND: 'pg' }, ['apps/api/src/**/*.browser.test.ts'])]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
    ],
  },
});
