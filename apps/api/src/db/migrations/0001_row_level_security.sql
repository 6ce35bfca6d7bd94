-- The application runs its queries as itinera_app (SET LOCAL ROLE per transaction), a role without
-- BYPASSRLS that does not own the tables, so the tenant policies below always apply to it, even
-- though PGlite (and often DATABASE_URL) connects as a superuser.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'itinera_app') THEN
    CREATE ROLE itinera_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of the same cluster created it at the same moment
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  -- The connecting user must be able to SET ROLE itinera_app; a superuser always can.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    EXECUTE format('GRANT itinera_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO itinera_app;
--> statement-breakpoint
GRANT SELECT ON tenants TO itinera_app;
--> statement-breakpoint
-- One call per tenant-owned table (this and every later migration): RLS on, one policy keyed by
-- the transaction's app.tenant_id, and the privileges the app role needs.
CREATE OR REPLACE FUNCTION itinera_enable_tenant_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s TO itinera_app '
    'USING (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::integer) '
    'WITH CHECK (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::integer)',
    tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO itinera_app', tbl);
END
$fn$;
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('clients');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('users');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('sessions');
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO itinera_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO itinera_app;
