import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

// The quote list bench's tenant: `quotes` quotes over `clients` new agencies (and the demo's), with
// varied types (90 % quotes), statuses, dates, titles, tags, places and owners.
//
// In statements of CHUNK quotes (the first FIRST_CHUNK), each committed and followed by ANALYZE. One
// statement of 100 000 ran for more than 28 minutes: the report triggers' refreshes
// (itinera_report_refresh, the engagement and requests refreshes) join the statement's ids to tables
// whose statistics still say this new tenant has no quotes, and PostgreSQL then plans a nested loop
// over the two unindexed inputs, which is quadratic (16 000 quotes: 23.6 s of 25.8 in one join, 109
// million pairs compared; decision 0130). Once a small first chunk is analysed the same refreshes look each id up by
// its key; `locations` is analysed too, or each quote's destinations walk all 9 000 places.
const FIRST_CHUNK = 1_000;
const CHUNK = 5_000;

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
  await database.withTenant(tenantId, (tx) =>
    tx.execute(
      sql`INSERT INTO clients (tenant_id, name) SELECT ${tenantId}, 'Bench agency ' || g FROM generate_series(1, ${clients}) g`,
    ),
  );
  await database.executeSql('ANALYZE locations');
  for (let from = 1; from <= quotes; ) {
    const to = Math.min(quotes, from + (from === 1 ? FIRST_CHUNK : CHUNK) - 1);
    await seedChunk(database, tenantId, from, to);
    await database.executeSql('ANALYZE itineraries, itinerary_pricing, itinerary_history, report_quotes, file_quotes');
    from = to + 1;
  }
}

/** Quotes number `from` to `to`: every column a function of the number alone, so chunks add up to one statement's rows. */
async function seedChunk(database: Database, tenantId: number, from: number, to: number): Promise<void> {
  await database.withTenant(tenantId, async (tx) => {
    // Varied clients, types (90 % quotes), statuses, dates, titles, tags and places.
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
      FROM generate_series(${from}::int, ${to}::int) g, c, u, t, l,
        LATERAL (SELECT (${textArray(WORDS)})[1 + g % ${WORDS.length}] AS word, (${textArray(NAMES)})[1 + (g / 11) % ${NAMES.length}] AS name) w,
        LATERAL (SELECT c.ids[1 + (g * 17) % cardinality(c.ids)] AS client,
                        CASE WHEN g % 10 = 0 THEN 2 + g % 3 ELSE 1 END AS type,
                        CASE WHEN g % 10 = 0 THEN 6 + g % 4 ELSE (ARRAY[1, 4, 2, 3, 5])[1 + g % 5] END AS status,
                        DATE '2026-01-01' + ((g * 13) % 730) AS start,
                        now() - make_interval(secs => (g * 631) % (730 * 86400)) AS created) x`);
  });
}
