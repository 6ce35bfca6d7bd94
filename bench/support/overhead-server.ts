import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { databaseOptionsFrom, openDatabase } from '../../apps/api/src/db/client';

// The API as server.ts builds it (on a database already migrated and seeded), plus a bare Fastify
// instance in the same process on BARE_PORT: docs/domain/quality.md#api-overhead compares the two.
async function main() {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFrom(config));
  const app = await buildApp(config, { database });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
  await app.listen({ port: config.PORT, host: config.HOST });
  process.once(
    'SIGTERM',
    () =>
      void Promise.all([app.close(), bare.close()])
        .then(() => database.close())
        .then(() => process.exit(0)),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
