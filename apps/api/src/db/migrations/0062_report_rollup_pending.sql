CREATE TABLE "report_rollup_pending" (
	"tenant_id" integer NOT NULL,
	"xact" bigint NOT NULL,
	"plus" jsonb NOT NULL,
	"minus" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_rollup_pending" ADD CONSTRAINT "report_rollup_pending_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_rollup_pending_xact_idx" ON "report_rollup_pending" USING btree ("xact");--> statement-breakpoint
-- Issue 50, decision 0117: ten editors pricing quotes of one tenant created the same day waited on
-- one another (PostgreSQL's Lock/transactionid in 68 % of the samples): each write moved the same
-- rows of report_rollups (the day's and the month's sums) in report_quotes' statement trigger and
-- held their locks to its commit, through its version, its history and its answer. The trigger now
-- writes what changed here; a deferred trigger adds it up at commit, where the sums' locks last
-- until the commit record only. A transaction sees its own writes in the sums after its commit.
SELECT itinera_enable_tenant_rls('report_rollup_pending');--> statement-breakpoint
CREATE OR REPLACE FUNCTION itinera_report_rollup_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  plus jsonb;
  minus jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    plus := (SELECT jsonb_agg(to_jsonb(r)) FROM new_rows r);
  ELSIF TG_OP = 'DELETE' THEN
    minus := (SELECT jsonb_agg(to_jsonb(r)) FROM old_rows r);
  ELSE
    -- An update passes only the rows it changed.
    plus := (SELECT jsonb_agg(to_jsonb(x)) FROM (SELECT * FROM new_rows EXCEPT ALL SELECT * FROM old_rows) x);
    minus := (SELECT jsonb_agg(to_jsonb(x)) FROM (SELECT * FROM old_rows EXCEPT ALL SELECT * FROM new_rows) x);
  END IF;
  IF plus IS NULL AND minus IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO report_rollup_pending (tenant_id, xact, plus, minus)
  VALUES (COALESCE((plus -> 0 ->> 'tenant_id')::int, (minus -> 0 ->> 'tenant_id')::int),
    pg_current_xact_id()::text::bigint, COALESCE(plus, '[]'), COALESCE(minus, '[]'));
  RETURN NULL;
END $$;--> statement-breakpoint
-- At commit: the transaction's rows at once, in one set (its statements' changes add up, and each
-- apply keeps its one order of rows, so two commits wait rather than deadlock). The first firing
-- takes them all; the others find none.
CREATE FUNCTION itinera_report_rollup_fold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added report_quotes[];
  taken report_quotes[];
BEGIN
  WITH gone AS (
    DELETE FROM report_rollup_pending p WHERE p.xact = pg_current_xact_id()::text::bigint RETURNING p.plus, p.minus
  )
  SELECT ARRAY(SELECT r FROM gone g, jsonb_populate_recordset(NULL::report_quotes, g.plus) r),
         ARRAY(SELECT r FROM gone g, jsonb_populate_recordset(NULL::report_quotes, g.minus) r)
  INTO added, taken;
  IF cardinality(added) = 0 AND cardinality(taken) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM itinera_report_rollup_apply(added, taken);
  PERFORM itinera_report_cuts_apply(added, taken);
  PERFORM itinera_report_step_days_apply(added, taken);
  PERFORM itinera_report_step_cuts_apply(added, taken);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER report_rollup_pending_fold AFTER INSERT ON report_rollup_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION itinera_report_rollup_fold();
