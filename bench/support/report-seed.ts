import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

// What the reports read on top of the quote list bench's 100 000 quotes (quote-seed.ts): level
// prices (a pricing row per quote), the status history behind each status, requests linked to a
// third of the quotes, and proposal events on 5 000 published quotes. Plain SQL, as any writer:
// report_quotes is kept by the triggers (decision 0061).

export async function seedReportHistory(database: Database, tenantId: number): Promise<void> {
  await database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`
      INSERT INTO itinerary_pricing (itinerary_id, tenant_id, prices)
      SELECT i.id, ${tenantId}, jsonb_build_array(jsonb_build_object('type', 'seller', 'prices', jsonb_build_array(
        jsonb_build_object('level', 1, 'total', i.price, 'margin', round(i.price * 0.18), 'services', jsonb_build_array(1)),
        jsonb_build_object('level', 2, 'total', round(i.price * 1.4), 'margin', round(i.price * 0.28), 'services', jsonb_build_array(2)),
        jsonb_build_object('level', 3, 'total', round(i.price * 2.1), 'margin', round(i.price * 0.46),
          'services', CASE WHEN i.id % 3 = 0 THEN '[]'::jsonb ELSE jsonb_build_array(3) END))))
      FROM itineraries i WHERE i.tenant_id = ${tenantId} AND i.itinerary_type_id = 1
        AND NOT EXISTS (SELECT 1 FROM itinerary_pricing x WHERE x.itinerary_id = i.id)`);
    // Under Review (5), Sent (4 and those answered), then Confirmed (2) or Rejected (3), dated after creation.
    await tx.execute(sql`
      INSERT INTO itinerary_history (tenant_id, itinerary_id, version, entity, action, field, from_value, to_value, created_at)
      SELECT ${tenantId}, i.id, 1, 'itinerary', 'status', 'status_id', to_jsonb(s.f), to_jsonb(s.t), i.created_at + s.after
      FROM itineraries i, LATERAL (VALUES
          (1, 5, make_interval(hours => 6 + i.id % 30), i.status_id = 5 OR i.id % 5 = 0),
          (5, 4, make_interval(days => 1 + i.id % 9), i.status_id IN (2, 3, 4)),
          (4, i.status_id, make_interval(days => 5 + i.id % 30), i.status_id IN (2, 3))) s(f, t, after, applies)
      WHERE i.tenant_id = ${tenantId} AND i.itinerary_type_id = 1 AND s.applies AND i.code LIKE '%-B%'`);
    await tx.execute(sql`
      INSERT INTO files (tenant_id, code, title, stage, client_id, user_id, created_by, created_at)
      SELECT ${tenantId}, 'FB' || lpad(i.id::text, 8, '0'), 'Bench request ' || i.id,
        CASE i.status_id WHEN 2 THEN 3 WHEN 3 THEN 4 WHEN 4 THEN 2 WHEN 5 THEN 5 ELSE 1 END,
        i.client_id, i.owner_user_id, i.owner_user_id, i.created_at - make_interval(days => i.id % 4)
      FROM itineraries i WHERE i.tenant_id = ${tenantId} AND i.itinerary_type_id = 1 AND i.id % 3 = 0 AND i.code LIKE '%-B%'`);
    await tx.execute(sql`
      INSERT INTO file_quotes (tenant_id, file_id, itinerary_id)
      SELECT ${tenantId}, f.id, substr(f.title, 15)::int FROM files f WHERE f.tenant_id = ${tenantId} AND f.title LIKE 'Bench request %'`);
    // 5 000 published quotes, each opened, its levels looked at and its sections read.
    await tx.execute(sql`
      INSERT INTO publish_links (tenant_id, itinerary_id, code)
      SELECT ${tenantId}, i.id, 'bench-' || i.id || '-' || md5(i.id::text)
      FROM itineraries i WHERE i.tenant_id = ${tenantId} AND i.itinerary_type_id = 1 AND i.status_id IN (2, 3, 4) AND i.id % 7 = 0
      ORDER BY i.id LIMIT 5000`);
    await tx.execute(sql`
      INSERT INTO publications (tenant_id, itinerary_id, link_id, version, proposal, comparable)
      SELECT ${tenantId}, l.itinerary_id, l.id, 1, '{}'::jsonb, '{}'::jsonb FROM publish_links l WHERE l.tenant_id = ${tenantId}`);
    await tx.execute(sql`
      INSERT INTO publication_events (tenant_id, itinerary_id, publication_id, kind, section, seconds, level, at)
      SELECT ${tenantId}, p.itinerary_id, p.id, e.kind, e.section, e.seconds, e.level, i.created_at + make_interval(days => 2 + e.n)
      FROM publications p JOIN itineraries i ON i.id = p.itinerary_id, LATERAL (VALUES
          ('open', NULL, NULL, NULL, 0), ('level', NULL, NULL, 1 + p.id % 3, 0), ('level', NULL, NULL, 1 + (p.id / 3) % 3, 1),
          ('read', 'day-' || (1 + p.id % 5), 30 + p.id % 200, NULL, 1), ('read', 'prices', 10 + p.id % 90, NULL, 1),
          ('open', NULL, NULL, NULL, 3)) e(kind, section, seconds, level, n)
      WHERE p.tenant_id = ${tenantId}`);
    await tx.execute(sql`
      INSERT INTO publication_accepts (tenant_id, itinerary_id, link_id, publication_id, level, at)
      SELECT ${tenantId}, p.itinerary_id, p.link_id, p.id, 1 + p.id % 3, i.created_at + interval '6 days'
      FROM publications p JOIN itineraries i ON i.id = p.itinerary_id WHERE p.tenant_id = ${tenantId} AND i.status_id = 2`);
  });
  await settleBenchPdfs(database, tenantId);
  // Index-only scans need the visibility map; the planner needs the new tables' statistics.
  for (const table of [
    'report_quotes',
    'report_rollups',
    'report_rollup_cuts',
    'report_requests',
    'report_events',
    'report_request_days',
    'report_step_days',
    'files',
    'file_quotes',
    'publication_events',
    'publication_accepts',
    'itineraries',
  ])
    await database.executeSql(`VACUUM ANALYZE ${table}`);
}

/**
 * The bench's publications carry an empty proposal, which no PDF can be made of: marked failed for
 * good, so a server's start does not queue 5 000 PDF jobs that fail and are retried all through a
 * measurement (found in decision 0112's runs: ~1 400 job fetches a run). Also run on a reused tenant.
 */
export async function settleBenchPdfs(database: Database, tenantId: number): Promise<void> {
  await database.withTenant(tenantId, async (tx) => {
    await tx.execute(sql`
      INSERT INTO publication_pdfs (tenant_id, publication_id, status, error)
      SELECT p.tenant_id, p.id, 'failed', 'bench publication: no proposal to render'
      FROM publications p WHERE p.tenant_id = ${tenantId} AND p.proposal = '{}'::jsonb
      ON CONFLICT (tenant_id, publication_id) DO UPDATE SET status = 'failed', error = EXCLUDED.error
        WHERE publication_pdfs.status = 'pending'`);
  });
  // And the jobs earlier bench servers queued for them (each start queued them again: pg-boss's
  // standard queue does not dedupe by singletonKey). None when the queue was never created.
  await database
    .executeSql(
      `DELETE FROM pgboss.job WHERE name = 'publish.pdf' AND state IN ('created', 'retry')
       AND (data->>'tenantId')::int = $1 AND (data->>'publicationId')::int IN
         (SELECT publication_id FROM publication_pdfs WHERE tenant_id = $1 AND status = 'failed')`,
      [tenantId],
    )
    .catch((error: { code?: string }) => {
      if (error.code !== '42P01') throw error; // undefined_table: no queue on this database yet
    });
}
