-- Decision 0086, step 2: every tenant table keyed by tenant_id, so it can be distributed by it.
-- Read from the catalogue rather than listed, so it also keys what a migration numbered before it adds.
-- A tenant table is a public table with a tenant_id column other than tenants itself.
DO $$
DECLARE
  r record;
  fks jsonb := '[]'::jsonb;
  fk jsonb;
  del text;
  def text;
BEGIN
  -- 1. Foreign keys between tenant tables without tenant_id: kept aside, dropped, made again at the end.
  FOR r IN
    SELECT con.conname, con.conrelid::regclass AS tbl, con.confrelid::regclass AS ref, con.confdeltype, con.confupdtype,
      con.condeferrable, con.condeferred,
      (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY k.i) FROM unnest(con.conkey) WITH ORDINALITY k(n, i)
         JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.n) AS cols,
      (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY k.i) FROM unnest(con.confkey) WITH ORDINALITY k(n, i)
         JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.n) AS ref_cols
    FROM pg_constraint con
    JOIN pg_attribute t ON t.attrelid = con.conrelid AND t.attname = 'tenant_id' AND NOT t.attisdropped
    JOIN pg_attribute rt ON rt.attrelid = con.confrelid AND rt.attname = 'tenant_id' AND NOT rt.attisdropped
    JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    WHERE con.contype = 'f' AND NOT t.attnum = ANY (con.conkey) AND con.confrelid <> 'tenants'::regclass
  LOOP
    IF r.confupdtype <> 'a' THEN
      RAISE EXCEPTION 'foreign key % on % has an ON UPDATE action this migration does not carry', r.conname, r.tbl;
    END IF;
    -- SET NULL / SET DEFAULT name their own columns only: tenant_id is never nulled (PostgreSQL 15).
    del := CASE r.confdeltype WHEN 'c' THEN ' ON DELETE CASCADE' WHEN 'r' THEN ' ON DELETE RESTRICT'
      WHEN 'n' THEN format(' ON DELETE SET NULL (%s)', r.cols) WHEN 'd' THEN format(' ON DELETE SET DEFAULT (%s)', r.cols)
      ELSE '' END;
    fks := fks || jsonb_build_object('tbl', r.tbl::text, 'sql', format(
      'ALTER TABLE %s ADD CONSTRAINT %I FOREIGN KEY (tenant_id, %s) REFERENCES %s (tenant_id, %s)%s%s',
      r.tbl, r.conname, r.cols, r.ref, r.ref_cols, del,
      CASE WHEN r.condeferrable THEN CASE WHEN r.condeferred THEN ' DEFERRABLE INITIALLY DEFERRED' ELSE ' DEFERRABLE' END ELSE '' END));
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname);
  END LOOP;

  -- 2. Primary and unique constraints without tenant_id: tenant_id goes first, the name stays.
  FOR r IN
    SELECT con.conname, con.conrelid::regclass AS tbl, pg_get_constraintdef(con.oid) AS def
    FROM pg_constraint con
    JOIN pg_attribute t ON t.attrelid = con.conrelid AND t.attname = 'tenant_id' AND NOT t.attisdropped
    JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    WHERE con.contype IN ('p', 'u') AND NOT t.attnum = ANY (con.conkey) AND c.relname <> 'tenants'
    ORDER BY con.contype
  LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.tbl, r.conname);
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', r.tbl, r.conname, regexp_replace(r.def, '\(', '(tenant_id, '));
  END LOOP;

  -- 3. Unique indexes without tenant_id (the uuids, codes, token hashes): per tenant now. Every query
  -- that reads them runs in its tenant's transaction (the public pages know the tenant from the host).
  FOR r IN
    SELECT ic.relname AS idx, pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_class ic ON ic.oid = i.indexrelid
    JOIN pg_attribute t ON t.attrelid = c.oid AND t.attname = 'tenant_id' AND NOT t.attisdropped
    WHERE i.indisunique AND NOT t.attnum = ANY (i.indkey::int2[]) AND c.relname <> 'tenants'
      AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)
  LOOP
    EXECUTE format('DROP INDEX %I', r.idx);
    EXECUTE regexp_replace(r.def, ' USING (\w+) \(', ' USING \1 (tenant_id, ');
  END LOOP;

  -- 4. The foreign keys again, as (tenant_id, x_id) → (tenant_id, id), their delete behaviour kept.
  FOR fk IN SELECT * FROM jsonb_array_elements(fks) LOOP
    EXECUTE fk->>'sql';
  END LOOP;

  -- 5. The functions' ON CONFLICT targets follow their keys (the reports' triggers).
  FOR r IN
    SELECT p.oid, pg_get_functiondef(p.oid) AS def FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public' AND p.prosrc ~* 'ON CONFLICT \((?!tenant_id)'
  LOOP
    def := regexp_replace(r.def, 'ON CONFLICT \((?!tenant_id)', 'ON CONFLICT (tenant_id, ', 'gi');
    EXECUTE def;
  END LOOP;
END
$$;
