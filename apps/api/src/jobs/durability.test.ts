import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { createServerTestDatabase, waitUntil } from '../../test/helper';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { openDatabase, type Database } from '../db/client';
import { MAIL_JOB } from '../mail/mailer';
import { QUOTE_DELETE_JOB } from '../modules/quotes/quote-delete.job';
import { QUOTE_EXPORT_JOB } from '../modules/export/export.service';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/webhook-receiver';

// docs/domain/quality.md#durability: the real server (server.ts in its own process) is killed with SIGKILL
// while quote deletes and mail deliveries are queued, some of them running; a second process on
// the same database must then complete every one of them once in effect. The SMTP server answers
// the first messages and then leaves each later one waiting, so the kill falls between a message
// reaching the SMTP server and its outbox row being marked sent: at-least-once delivery sends it
// again, and the Message-ID (one per outbox row) is what keeps that one message to its reader.
// Exports to a signed webhook are in flight too: the receiver holds the first deliveries unanswered when the
// process dies, the restarted one sends them again under the same idempotency key, and the receiver, which keeps
// one effect per key, counts exactly one effect per export.

const DELETES = 8;
const FEEDBACKS = 12;
const ANSWERED_BEFORE_KILL = 3;
// The jobs the killed process was running come back once they expire. Long enough that none
// expires in the first process while the SMTP server holds it (a second or two before the kill).
const EXPIRE_SECONDS = 10;
const FEEDBACK_SUBJECT = 'Feedback: durability';
const EXPORTS = 3;
// Seeding and migrating under tsx on a machine shared by several test runs can take longer than the default 90 s.
const START_MS = 240_000;
const HOOK_SECRET = 'whsec-durability-0123456789';

const embedded = process.env.TEST_DB_KIND !== 'pg';
let sink: SmtpSink;
let hook: WebhookReceiver;
let dataDir: string;
let server: { url: string; drop(): Promise<void> } | undefined;
let env: Record<string, string>;
let running: ApiProcess | undefined;
beforeAll(async () => {
  sink = await startSmtpSink();
  // Every delivery is left unanswered until the kill; after it, each is taken.
  hook = await startWebhookReceiver(HOOK_SECRET, () => 'hold');
  dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-durability-'));
  if (!embedded) server = await createServerTestDatabase();
  env = {
    SMTP_URL: sink.url,
    JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
    // A held delivery must still be waiting when the process is killed.
    EXPORT_TIMEOUT_MS: '60000',
    EXPORT_RETRY_DELAY_SECONDS: '1',
    // The receiver listens on 127.0.0.1, an internal address the operator must allow (decision 0052).
    OUTBOUND_ALLOW_INTERNAL: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: server?.url ?? '',
    SEED_DEMO: '1',
    DEFAULT_TENANT: 'demo',
  };
}, 60_000);
afterAll(async () => {
  await running?.kill();
  await sink.close();
  await hook.close();
  rmSync(dataDir, { recursive: true, force: true });
  await server?.drop();
});

/**
 * Reads the database while no server runs. PGlite's directory is read from a copy when a server
 * will open it again, so that the server, not this test, recovers what the kill left.
 */
async function inspect<T>(fn: (db: Database) => Promise<T>, options: { copy: boolean }): Promise<T> {
  const copy = embedded && options.copy ? path.join(dataDir, `copy-${Date.now()}`) : undefined;
  if (copy) cpSync(path.join(dataDir, 'pgdata'), copy, { recursive: true });
  const db = await openDatabase(
    server
      ? { kind: 'postgres', url: server.url, poolSize: 2 }
      : { kind: 'pglite', dataDir: copy ?? path.join(dataDir, 'pgdata') },
  );
  try {
    return await fn(db);
  } finally {
    await db.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}

const query = async <T>(db: Database, text: string, values?: unknown[]) =>
  (await db.executeSql(text, values)).rows as T[];

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  status: string;
}

/**
 * The outbox, the two queues' jobs by state, the doomed quotes left (named by uuid, their public id)
 * and their rows in every table that references a quote. Those tables join on the row id: `rowIds`
 * are the ones found at the kill, when the quotes still there are looked up; a quote gone by then
 * left no row behind (the references are foreign keys).
 */
async function stateOf(db: Database, doomed: string[], rowIds?: number[]) {
  const outbox = await query<OutboxRow>(db, 'SELECT id, to_address, subject, status FROM mail_outbox ORDER BY id');
  const jobs = await query<{ id: string; name: string; state: string }>(
    db,
    'SELECT id::text, name, state::text FROM pgboss.job WHERE name = ANY($1) ORDER BY id',
    [[MAIL_JOB, QUOTE_DELETE_JOB, QUOTE_EXPORT_JOB]],
  );
  const quotes = await query<{ id: number; marked: boolean }>(
    db,
    'SELECT id, deleting_at IS NOT NULL AS marked FROM itineraries WHERE uuid::text = ANY($1) ORDER BY id',
    [doomed],
  );
  const ids = rowIds ?? quotes.map((q) => q.id);
  const references = await query<{ tbl: string; col: string }>(
    db,
    // The quote's column of a (tenant_id, itinerary_id) foreign key is its last (decision 0086).
    `SELECT c.conrelid::regclass::text AS tbl, a.attname AS col FROM pg_constraint c
     JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[array_upper(c.conkey, 1)]
     WHERE c.contype = 'f' AND c.confrelid = 'itineraries'::regclass ORDER BY 1`,
  );
  const rows: Record<string, number> = {};
  for (const { tbl, col } of references)
    rows[tbl] = (
      await query<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${tbl} WHERE ${col} = ANY($1)`, [ids])
    )[0]!.n;
  return { outbox, jobs, quotes, rows, rowIds: ids };
}

async function call(api: ApiProcess, method: string, url: string, token?: string, body?: object) {
  const res = await fetch(`${api.base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as Record<string, never> };
}

/** A webhook target and EXPORTS new quotes (a hotel each, so the checks pass) exported to it. */
async function exportQuotes(api: ApiProcess, bearer: string): Promise<string[]> {
  const target = await call(api, 'POST', '/tenant/export-targets', bearer, {
    source: 'erp',
    name: 'ERP',
    kind: 'webhook',
    url: hook.url,
    secret: HOOK_SECRET,
  });
  expect(target.status).toBe(201);
  const found = await call(api, 'GET', '/tenant/services?name=Casa%20Miraflores%20Boutique', bearer);
  const hotel = (found.body.data as unknown as { id: number }[])[0]!.id;
  const uuids: string[] = [];
  for (let i = 1; i <= EXPORTS; i++) {
    const created = await call(api, 'POST', '/tenant/itinerary', bearer, {
      title: `Durable export ${i}`,
      start_date: '2027-05-01',
      end_date: '2027-05-03',
      num_pax: 2,
    });
    const uuid = (created.body.data as unknown as { uuid: string }).uuid;
    const added = await call(api, 'POST', `/tenant/itinerary/services/${uuid}`, bearer, {
      services: [{ service_id: hotel, day: '1-2', level: 1 }],
    });
    expect(added.status).toBe(200);
    const res = await call(api, 'POST', `/tenant/itinerary/${uuid}/export?source=erp`, bearer);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    uuids.push(uuid);
  }
  return uuids;
}

const started = Date.now();
let token: string;
let exported: string[] = [];
let doomed: string[];
let totalBefore: number;
let atKill: Awaited<ReturnType<typeof stateOf>>;
let atEnd: Awaited<ReturnType<typeof stateOf>>;
const mailsOf = (state: { outbox: OutboxRow[] }) =>
  state.outbox.filter((row) => row.subject.startsWith(FEEDBACK_SUBJECT));
const copyOf = (row: OutboxRow, mail: { subject: string; to: string }) =>
  mail.subject === row.subject && mail.to === row.to_address;

describe('durability: the server killed (SIGKILL) while jobs are queued', () => {
  it('is killed with quote deletes and mail deliveries pending, messages on the SMTP server unanswered', async () => {
    running = await startApiProcess(env, START_MS);
    const login = await call(running, 'POST', '/tenant/login', undefined, {
      email: 'admin@itinera.demo',
      password: 'itinera-demo',
    });
    token = login.body.token;
    const list = await call(running, 'GET', '/tenant/itinerary?limit=50', token);
    doomed = (list.body.data as { id: string }[]).slice(0, DELETES).map((q) => q.id);
    totalBefore = (list.body.meta as { total: number }).total;
    expect(doomed).toHaveLength(DELETES);

    // Feedback is mailed to every admin of the tenant: one outbox row and one mail.deliver job each.
    sink.holdAfter = ANSWERED_BEFORE_KILL;
    for (let i = 1; i <= FEEDBACKS; i++) {
      const res = await call(running, 'POST', '/tenant/user/feedback', token, {
        subject: `durability ${i}`,
        message: `Message number ${i} of the durability test.`,
      });
      expect(res.status).toBe(201);
    }
    await waitUntil('a message held by the SMTP server', () => sink.held() > 0, 30_000);
    exported = await exportQuotes(running, token);
    await waitUntil('an export delivery held by the receiver', () => hook.deliveries.length > 0, 30_000);
    // The deletes are queued in one burst and the process is killed at the last answer: the
    // delete worker looks for jobs every 0.5 s, so the last ones at least are still queued.
    const answers = await Promise.all(doomed.map((id) => call(running!, 'DELETE', `/tenant/itinerary/${id}`, token)));
    expect(answers.map((a) => a.status)).toEqual(doomed.map(() => 200));
    // Each answer names its quote by the uuid it was called with.
    expect(answers.map((a) => (a.body.data as { id: string }).id)).toEqual(doomed);
    await running.kill();
    running = undefined;
    sink.phase = 2;
    sink.holdAfter = Infinity;
    hook.policy = () => 200;

    atKill = await inspect((db) => stateOf(db, doomed), { copy: true });
    const mails = mailsOf(atKill);
    expect(mails.length).toBeGreaterThanOrEqual(FEEDBACKS);
    expect(mails.filter((m) => m.status !== 'sent').length).toBeGreaterThan(0);
    expect(atKill.quotes.length).toBeGreaterThan(0);
    // A quote is either gone with all its rows or still whole and marked for deletion.
    expect(atKill.quotes.every((q) => q.marked)).toBe(true);
    expect(sink.received.filter((m) => !m.acknowledged).length).toBeGreaterThan(0);
  }, 420_000);

  it('restarts on the same database and completes every queued job', async () => {
    running = await startApiProcess(env, START_MS);
    const api = running;
    const unsent = mailsOf(atKill).filter((m) => m.status !== 'sent');
    // Done when no quote waits for deletion and every mail not sent at the kill reached the SMTP
    // server after the restart (the jobs the killed process was running come back once expired).
    await waitUntil(
      'the queued deletes and mails',
      async () => {
        const list = await call(api, 'GET', '/tenant/itinerary?limit=50', token);
        return (
          (list.body.queue as { deleting: string[]; exporting: string[] }).deleting.length === 0 &&
          (list.body.queue as { exporting: string[] }).exporting.length === 0 &&
          unsent.every((m) => sink.received.some((r) => r.phase === 2 && copyOf(m, r)))
        );
      },
      90_000,
    );
    for (const id of doomed) expect((await call(api, 'GET', `/tenant/itinerary/${id}`, token)).status).toBe(404);
    const list = await call(api, 'GET', '/tenant/itinerary?limit=50', token);
    expect((list.body.meta as { total: number }).total).toBe(totalBefore - DELETES + EXPORTS);
    // The graceful stop lets a delivery in flight mark its row sent.
    expect(await api.stop()).toBe(0);
    running = undefined;

    atEnd = await inspect((db) => stateOf(db, doomed, atKill.rowIds), { copy: false });
    expect(atEnd.jobs.filter((j) => j.state === 'failed')).toEqual([]);
    // A job still open can only be one the killed process was running and had done the work of
    // (the effects are checked below): it comes back once expired and finds nothing left to do.
    const runningAtKill = new Set(atKill.jobs.filter((j) => j.state === 'active').map((j) => j.id));
    expect(atEnd.jobs.filter((j) => j.state !== 'completed' && !runningAtKill.has(j.id))).toEqual([]);
  }, 420_000);

  it('deletes each quote once: the quote, its versions, history, services and prices are gone', () => {
    expect(atEnd.quotes).toEqual([]);
    expect(Object.values(atKill.rows).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(Object.entries(atEnd.rows).filter(([, n]) => n > 0)).toEqual([]);
  });

  it('exports each quote once in effect: one kept delivery per idempotency key, the held ones sent again', async () => {
    const keys = new Set(hook.deliveries.map((d) => d.key));
    expect(keys.size).toBe(EXPORTS);
    expect(hook.effects).toHaveLength(EXPORTS);
    expect(hook.deliveries.every((d) => d.signed)).toBe(true);
    const heldAtKill = hook.deliveries.filter((d) => d.status === 'held').map((d) => d.key);
    expect(heldAtKill.length).toBeGreaterThan(0);
    // A delivery held at the kill came again after the restart, under its key, and changed nothing more.
    for (const key of heldAtKill) expect(hook.deliveries.filter((d) => d.key === key).length).toBeGreaterThan(1);
    const states = await inspect(
      (db) => query<{ status: string }>(db, 'SELECT status FROM quote_exports ORDER BY id'),
      { copy: false },
    );
    expect(states.map((s) => s.status)).toEqual(exported.map(() => 'delivered'));
    process.stdout.write(
      `durability exports: ${EXPORTS} exports, ${heldAtKill.length} deliveries held at the kill, ${hook.deliveries.length} deliveries in all, ${hook.effects.length} effects\n`,
    );
  });

  it('delivers each mail once in effect: every outbox row sent, all its copies under one Message-ID', () => {
    const mails = mailsOf(atEnd);
    expect(mails.map((m) => m.status)).toEqual(mails.map(() => 'sent'));
    const received = sink.received.filter((m) => m.subject.startsWith(FEEDBACK_SUBJECT));
    const idsPerRow = mails.map((row) => new Set(received.filter((m) => copyOf(row, m)).map((m) => m.messageId)));
    expect(idsPerRow.map((ids) => ids.size)).toEqual(mails.map(() => 1));
    const distinct = new Set(received.map((m) => m.messageId));
    expect(distinct.size).toBe(mails.length);
    // The messages left unanswered at the kill were sent again after the restart.
    const unanswered = sink.received.filter((m) => !m.acknowledged).length;
    expect(received.length - distinct.size).toBeGreaterThanOrEqual(unanswered);

    const pendingDeletes = atKill.quotes.length;
    const pendingMails = mailsOf(atKill).filter((m) => m.status !== 'sent').length;
    const rows = Object.values(atKill.rows).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `durability (${embedded ? 'PGlite' : 'PostgreSQL'}): ${DELETES} deletes and ${mails.length} mails queued; killed with ${pendingDeletes} deletes (${rows} rows) and ${pendingMails} mails pending, ` +
        `${unanswered} of them on the SMTP server unanswered; after restart all completed once in effect: ${DELETES} quotes gone, ${mails.length} mails sent as ${received.length} messages under ${distinct.size} Message-IDs; ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
  });
});
