import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './rows';

// Decision 0086, "past one server": a table a tenant owns can be distributed by
// tenant_id (Citus-style) when tenant_id is in its primary key, in each of its unique keys, and in
// each foreign key to another tenant-owned table, so that every row a key or a join reaches lives on
// the tenant's own node. This reads the rule's breaches from the catalogue of the live schema.

export interface KeyBreach {
  table: string;
  /** What breaks the rule: 'no tenant_id' (a child owned through its parent), 'no primary key', 'primary key', or the key as PostgreSQL writes it ('UNIQUE (code)', 'FOREIGN KEY (itinerary_id) REFERENCES itineraries(id)'). */
  breach: string;
}

export async function distributionBreaches(database: Database): Promise<KeyBreach[]> {
  const rows = rowsOf<{ table_name: string; breach: string }>(
    await database.db.execute(sql`
      WITH tenant_tables AS (
        SELECT c.oid, c.relname, a.attnum AS tenant_att
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
        WHERE c.relkind IN ('r', 'p') AND c.relname <> 'tenants'
      ),
      keys AS (
        SELECT t.relname, con.contype, con.conkey, t.tenant_att, con.confrelid,
          regexp_replace(pg_get_constraintdef(con.oid), ' (ON|DEFERRABLE|NOT VALID).*$', '') AS def
        FROM tenant_tables t JOIN pg_constraint con ON con.conrelid = t.oid
        WHERE con.contype IN ('p', 'u', 'f')
      ),
      unique_indexes AS (
        SELECT t.relname, i.indkey::int2[] AS cols, t.tenant_att,
          'UNIQUE INDEX ' || regexp_replace(pg_get_indexdef(i.indexrelid), '^.* USING [a-z]+ ', '') AS def
        FROM tenant_tables t
        JOIN pg_index i ON i.indrelid = t.oid AND i.indisunique AND NOT i.indisprimary
        JOIN pg_class ic ON ic.oid = i.indexrelid
        WHERE NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)
      ),
      children AS (
        SELECT c.relname, con.conname
        FROM pg_constraint con
        JOIN pg_class c ON c.oid = con.conrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
        WHERE con.contype = 'f'
          AND con.confrelid IN (SELECT oid FROM tenant_tables)
          AND con.conrelid NOT IN (SELECT oid FROM tenant_tables)
          AND c.relname <> 'tenants'
      )
      SELECT relname AS table_name, 'primary key' AS breach FROM keys
        WHERE contype = 'p' AND NOT tenant_att = ANY (conkey)
      UNION ALL
      SELECT relname, def FROM keys WHERE contype = 'u' AND NOT tenant_att = ANY (conkey)
      UNION ALL
      SELECT relname, def FROM unique_indexes WHERE NOT tenant_att = ANY (cols)
      UNION ALL
      SELECT relname, def FROM keys
        WHERE contype = 'f' AND confrelid IN (SELECT oid FROM tenant_tables) AND NOT tenant_att = ANY (conkey)
      UNION ALL
      SELECT DISTINCT relname, 'no tenant_id' FROM children
      UNION ALL
      SELECT c.relname, 'no primary key' FROM tenant_tables t JOIN pg_class c ON c.oid = t.oid
        WHERE NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conrelid = t.oid AND con.contype = 'p')
      ORDER BY 1, 2`),
  );
  return rows.map((r) => ({ table: r.table_name, breach: r.breach }));
}
