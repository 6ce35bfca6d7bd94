import { describe, expect, it } from 'vitest';
import { createPglite } from './client';

// Decision 0104: the embedded database's shared buffers live in the API's WebAssembly memory, which
// never shrinks, so they are sized for a small team rather than Postgres's 128 MB default.
describe('the embedded database', () => {
  it('keeps 32 MB of shared buffers, and the startup settings PGlite needs', async () => {
    const client = await createPglite();
    try {
      const { rows } = await client.query<{ name: string; setting: string }>(
        "SELECT name, current_setting(name) AS setting FROM pg_settings WHERE name IN ('shared_buffers', 'max_parallel_workers_per_gather', 'search_path') ORDER BY name",
      );
      expect(rows).toEqual([
        { name: 'max_parallel_workers_per_gather', setting: '0' },
        { name: 'search_path', setting: 'public' },
        { name: 'shared_buffers', setting: '32MB' },
      ]);
    } finally {
      await client.close();
    }
    // initdb runs in the test (no seeded template): half a minute on the shared machine.
  }, 120_000);
});
