import { loadConfig } from './config';
import { buildApp } from './app';
import { databaseOptionsFrom, openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemo } from './seed/seed';
import { ensureReferenceData } from './seed/reference-data';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users';
import { createJobQueue } from './jobs/queue';
import { registerWorkers } from './workers';

// Start-up order: config → database → migrations → demo seed (embedded default or SEED_DEMO=1)
// → HTTP. Any failure before listening exits non-zero with the reason.
async function main() {
  const config = loadConfig();
  const options = databaseOptionsFrom(config);
  if (options.kind === 'postgres')
    options.onReplicaDown = (error) =>
      process.stderr.write(`replica unreachable, reports read the primary for 10 s: ${error.message}\n`);
  const database = await openDatabase(options);
  await database.migrate();
  await ensureReferenceData(database);
  const shouldSeed = config.SEED_DEMO ?? !config.DATABASE_URL;
  let seeded = false;
  if (shouldSeed && (await isDatabaseEmpty(database))) {
    await seedDemo(database, config.DEFAULT_TENANT);
    seeded = true;
  }
  const queue = createJobQueue(database, { expireInSeconds: config.JOB_EXPIRE_SECONDS });
  await queue.start();
  const app = await buildApp(config, { database, queue });
  await registerWorkers(queue, app);
  // Publications whose PDF was never made (the demo's, or a job lost before it was written) get one.
  // Not fatal: the read locks what it queues against the delete jobs resumed at this start
  // (withoutPdf), and any other failure leaves the next start to queue whatever is still missing.
  await app.proposalPdfs
    .enqueueMissing()
    .catch((error: unknown) => app.log.warn({ err: error }, 'missing proposal PDFs not queued at start'));
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await queue.stop().catch(() => undefined);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  app.publicAddress.listening(port);
  const url = app.publicAddress.base;
  if (config.EXPORT_SECRET_KEY === undefined && config.NODE_ENV === 'production')
    app.log.warn(
      "EXPORT_SECRET_KEY is not set: export targets' secrets are encrypted with the development key (decision 0035)",
    );
  if (!app.publicAddress.configured)
    app.log.warn(
      { url },
      'PUBLIC_URL is not set: links in mail (password resets) and tenant addresses point to this address',
    );
  // Under WORKERS=N (scripts/api-cluster.mjs) the first process prints the banner; the others one line each.
  if (config.ITINERA_WORKER > 1) {
    process.stdout.write(`  API process ${config.ITINERA_WORKER} (pid ${process.pid}) listening\n`);
    return;
  }
  const lines = [
    '',
    `  Itinera is running at ${url}  (API docs: ${url}/docs)`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server'}${seeded ? ' — demo data seeded' : ''}`,
    ...(shouldSeed
      ? [
          `  Demo logins (password "${DEMO_PASSWORD}"):`,
          ...DEMO_USERS.map((u) => `    ${u.email.padEnd(28)} ${u.label}`),
        ]
      : []),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Itinera failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
