import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, signIn, waitUntil, type TestContext } from '../../../test/helper';
import { createJobQueue } from '../../jobs/queue';
import { quoteReadCache } from '../quotes/quote-read-cache';

// Decision 0070, "seeing inside": /metrics (Prometheus text) and /ready beside /health, for balancers and
// Prometheus; never the web app's page.

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signIn(ctx.app, 'admin@itinera.demo')).headers;
});
afterAll(() => ctx.close());

const scrape = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one sample, by metric name and exact label set as Prometheus prints it. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** Every label value of every sample in the text. */
const labelValues = (text: string) =>
  text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .flatMap((l) => [...(/\{(.*)\}/.exec(l)?.[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)])
    .map(([, name, value]) => ({ name: name!, value: value! }));

describe('GET /metrics', () => {
  it('answers Prometheus text with the request, database, cache and process families', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const family of [
      '# TYPE itinera_http_request_duration_seconds histogram',
      '# TYPE itinera_db_up gauge',
      '# TYPE itinera_jobs gauge',
      '# TYPE itinera_outbox_waiting gauge',
      '# TYPE itinera_list_cache_reads_total counter',
      '# TYPE process_resident_memory_bytes gauge',
    ])
      expect(res.body).toContain(family);
    expect(sample(res.body, 'itinera_db_up')).toBe(1);
  });

  it('counts a request under its route pattern, never the address called', async () => {
    const quote = (await ctx.database.executeSql('SELECT id, uuid FROM itineraries ORDER BY id LIMIT 1')).rows[0] as {
      id: number;
      uuid: string;
    };
    const series =
      'itinera_http_request_duration_seconds_count{method="GET",route="/tenant/itinerary/:id",status_code="200"}';
    const before = sample(await scrape(), series) ?? 0;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/tenant/itinerary/${quote.uuid}`, headers: admin })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/tenant/no/such/918273645' })).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 1);
    expect(text).toMatch(
      /itinera_http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status_code="404"\} \d+/,
    );
    // No id, uuid, address called, e-mail or token in any label.
    for (const { name, value } of labelValues(text)) {
      expect(value, `${name}=${value}`).not.toContain(quote.uuid);
      expect(value, `${name}=${value}`).not.toContain('918273645');
      expect(value, `${name}=${value}`).not.toContain('@');
      if (name === 'route') expect(value === '(unmatched)' || value.startsWith('/'), value).toBe(true);
      if (name === 'route') expect(value, value).not.toMatch(/\/\d+(\/|$)|[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });

  it('counts hits of the remembered quote list pages', async () => {
    await waitUntil('the quote list feed', () => quoteReadCache(ctx.database).live, 5_000);
    const hits = 'itinera_list_cache_reads_total{cache="quote_pages",outcome="hit"}';
    const before = sample(await scrape(), hits) ?? 0;
    for (let i = 0; i < 2; i++)
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/tenant/itinerary?page=1', headers: admin })).statusCode,
      ).toBe(200);
    const text = await scrape();
    expect(sample(text, hits)).toBeGreaterThanOrEqual(before + 1);
    expect(sample(text, 'itinera_list_cache_reads_total{cache="quote_pages",outcome="miss"}')).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('shows the mail outbox backlog and jobs waiting and failed, by queue', async () => {
    const [tenant] = (await ctx.database.executeSql("SELECT id FROM tenants WHERE slug = 'demo'")).rows as {
      id: number;
    }[];
    await ctx.database.db.execute(
      sql`INSERT INTO mail_outbox (tenant_id, to_address, subject, body, kind, status) VALUES (${tenant!.id}, 'x@example.com', 'Waiting', 'b', 'notification', 'queued')`,
    );
    const queued = (await ctx.database.executeSql("SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'queued'"))
      .rows[0] as { n: number };
    const queue = createJobQueue(ctx.database);
    await queue.start();
    try {
      await queue.send('ops-probe-waiting', { n: 1 });
      await queue.send('ops-probe-failing', { n: 2 }, { retryLimit: 0 });
      await queue.work('ops-probe-failing', async () => {
        throw new Error('probe');
      });
      await waitUntil(
        'the failing job to fail',
        async () => (sample(await scrape(), 'itinera_jobs{queue="ops-probe-failing",state="failed"}') ?? 0) === 1,
      );
      const text = await scrape();
      expect(sample(text, 'itinera_jobs{queue="ops-probe-waiting",state="created"}')).toBe(1);
      expect(sample(text, 'itinera_outbox_waiting{outbox="mail"}')).toBe(queued.n);
      expect(sample(text, 'itinera_outbox_oldest_seconds{outbox="mail"}')).toBeGreaterThanOrEqual(0);
    } finally {
      await queue.stop();
    }
  });

  it('shows the connection pools of a PostgreSQL server, and none for the embedded database', async () => {
    const text = await scrape();
    if (ctx.database.kind === 'postgres') {
      expect(sample(text, 'itinera_db_pool_connections{pool="main",state="max"}')).toBe(10);
      expect(sample(text, 'itinera_db_pool_acquires_total{pool="main"}')).toBeGreaterThan(0);
      expect(sample(text, 'itinera_db_pool_wait_seconds_total{pool="reads"}')).toBeGreaterThanOrEqual(0);
    } else {
      expect(text).not.toContain('itinera_db_pool_connections{');
      expect(sample(text, 'itinera_db_ping_seconds')).toBeGreaterThan(0);
    }
  });

  it('is served to callers on this machine only while no METRICS_TOKEN is set', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('FORBIDDEN');
  });
});

describe('GET /ready', () => {
  it('answers ready once the database answers and every migration of this build is applied', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ready', database: { ok: true }, migrations: { ok: true } });
    expect(body.migrations.applied).toBe(body.migrations.expected);
  });

  it('answers 503 not_ready while a migration of this build is missing', async () => {
    const [last] = (
      await ctx.database.executeSql(
        'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at',
      )
    ).rows as { hash: string; created_at: string }[];
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', database: { ok: true }, migrations: { ok: false } });
    } finally {
      await ctx.database.executeSql('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        last!.hash,
        last!.created_at,
      ]);
    }
  });
});

describe('beside the web app, with METRICS_TOKEN set', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'itinera-web-'));
  const token = 'a-metrics-token-of-32-characters';
  let web: TestContext;
  const logLines: string[] = [];
  beforeAll(async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Itinera</title>');
    web = await createTestApp({
      env: { WEB_DIST: webDist, METRICS_TOKEN: token, LOG_LEVEL: 'info' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    await web.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers /health and /ready in JSON and /metrics in text, never the web page', async () => {
    expect((await web.app.inject({ method: 'GET', url: '/some/screen' })).headers['content-type']).toContain(
      'text/html',
    );
    for (const url of ['/health', '/ready']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
    const metrics = await web.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    const below = await web.app.inject({ method: 'GET', url: '/metrics/anything' });
    expect(below.statusCode).toBe(404);
    expect(errorOf(below).code).toBe('NOT_FOUND');
  });

  it('logs each scrape with its request id, never the token', async () => {
    logLines.length = 0;
    const res = await web.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const lines = logLines.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
    expect(lines.filter((l) => l.reqId === res.headers['x-request-id']).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(logLines.join('\n')).not.toContain(token);
  });

  it('refuses /metrics without the token, or with another, even on this machine', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-metrics-token-at-all' }]) {
      const res = await web.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
    }
  });
});
