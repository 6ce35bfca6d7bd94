import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

// The quote list bench's tenant: `quotes` quotes over `clients` new agencies (and the demo's), in
// one statement, with varied types (90 % quotes), statuses, dates, titles, tags, places and owners.

const WORDS = [
  'Classic Peru',
  'Machu Picchu',
  'Cusco',
  'Sacred Valley',
  'Costa Rica',
  'Arenal',
  'Monteverde',
  'Tortuguero',
  'Amazon',
  'Titicaca',
  'Colca',
  'Honeymoon',
];
const NAMES = [
  'Smith',
  'García',
  'Müller',
  'Johnson',
  'Brown',
  'Rossi',
  'Dubois',
  'Tanaka',
  'Novak',
  'Wilson',
  'Lee',
  'Silva',
  'Kowalski',
];

const textArray = (items: string[]) => sql.raw(`ARRAY[${items.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`);

export async function seedQuotes(database: Database, tenantId: number, quotes: number, clients: number): Promise<void> {
  await database.withTenant(tenantId, async (tx) => {
    await tx.execute(
      sql`INSERT INTO clients (tenant_id, name) SELECT ${tenantId}, 'Bench agency ' || g FROM generate_series(1, ${clients}) g`,
    );
    // One statement: varied clients, types (90 % quotes), statuses, dates, titles, tags and places.
    await tx.execute(sql`
      WITH c AS (SELECT array_agg(id ORDER BY id) AS ids FROM clients WHERE tenant_id = ${tenantId}),
           u AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE tenant_id = ${tenantId}),
           t AS (SELECT array_agg(id ORDER BY id) AS ids FROM tags WHERE tenant_id = ${tenantId} AND kind = 'itinerary'),
           l AS (SELECT array_agg(id ORDER BY id) AS ids FROM locations WHERE country_code IN ('PE', 'CR') AND kind = 'city')
      INSERT INTO itineraries (tenant_id, code, title, client_id, status_id, itinerary_type_id, start_date, end_date, num_day, num_pax,
        location_ids, tag_ids, owner_user_id, version, stable_version, prices_locked, price, created_at, updated_at)
      SELECT ${tenantId}, 'I' || lpad(x.client::text, 2, '0') || '-B' || lpad(g::text, 6, '0'),
             w.word || ' ' || (3 + g % 15) || ' days — ' || w.name || ' ' || g,
             x.client, x.status, x.type, x.start, x.start + (2 + g % 14), 3 + g % 14, 1 + g % 6,
             ARRAY[l.ids[1 + g % cardinality(l.ids)], l.ids[1 + (g / 3) % cardinality(l.ids)]],
             ARRAY[t.ids[1 + g % cardinality(t.ids)]], u.ids[1 + g % 3], 1 + g % 4,
             CASE WHEN x.status IN (2, 4) THEN 1 END, CASE WHEN x.status IN (4, 5) THEN 1 ELSE 0 END,
             (500 + (g * 37) % 9000)::numeric, x.created, x.created
      FROM generate_series(1, ${quotes}) g, c, u, t, l,
        LATERAL (SELECT (${textArray(WORDS)})[1 + g % ${WORDS.length}] AS word, (${textArray(NAMES)})[1 + (g / 11) % ${NAMES.length}] AS name) w,
        LATERAL (SELECT c.ids[1 + (g * 17) % cardinality(c.ids)] AS client,
                        CASE WHEN g % 10 = 0 THEN 2 + g % 3 ELSE 1 END AS type,
                        CASE WHEN g % 10 = 0 THEN 6 + g % 4 ELSE (ARRAY[1, 4, 2, 3, 5])[1 + g % 5] END AS status,
                        DATE '2026-01-01' + ((g * 13) % 730) AS start,
                        now() - make_interval(secs => (g * 631) % (730 * 86400)) AS created) x`);
  });
  await database.executeSql('ANALYZE itineraries');
}
