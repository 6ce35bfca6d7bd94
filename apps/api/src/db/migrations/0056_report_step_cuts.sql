CREATE TABLE "report_step_cuts" (
	"tenant_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"client_id" integer,
	"consultant_id" integer,
	"owner_user_id" integer,
	"n" integer NOT NULL,
	CONSTRAINT "report_step_cuts_key" UNIQUE NULLS NOT DISTINCT("tenant_id","bucket","key","client_id","consultant_id","owner_user_id")
);
--> statement-breakpoint
ALTER TABLE "report_step_cuts" ADD CONSTRAINT "report_step_cuts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_step_cuts_empty_idx" ON "report_step_cuts" USING btree ("tenant_id") WHERE "report_step_cuts"."n" = 0;--> statement-breakpoint

-- Reports (issue 42, decision 0099): report_step_cuts, the funnel's step-day histogram (0052's kind
-- 6) per UTC month with client, consultant and owner, so a travel agent's, a client admin's or a
-- filtered funnel reads its medians from month rows as the counts do (0046's 'm'), not from every
-- quote. From 0052's facts, by the same statement trigger on report_quotes.
SELECT itinera_enable_tenant_rls('report_step_cuts');--> statement-breakpoint
CREATE FUNCTION itinera_report_step_cuts_apply(plus report_quotes[], minus report_quotes[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(plus) = 0 AND cardinality(minus) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_step_cuts AS r (tenant_id, bucket, key, client_id, consultant_id, owner_user_id, n)
  SELECT f.tenant_id, date_trunc('month', f.at, 'UTC'), f.key, f.client_id, f.consultant_id, f.owner_user_id, sum(f.sign)
  FROM itinera_report_rollup_facts(plus, minus) f WHERE f.kind = 6
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(f.sign) <> 0
  -- One order for every writer: two transactions moving the same rows wait rather than deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT report_step_cuts_key DO UPDATE SET n = r.n + EXCLUDED.n;
  DELETE FROM report_step_cuts
  WHERE n = 0 AND tenant_id IN (SELECT p.tenant_id FROM unnest(plus) p UNION SELECT m.tenant_id FROM unnest(minus) m);
END $$;--> statement-breakpoint

-- 0054's trigger function, now moving the step cuts too from the same changed rows.
CREATE OR REPLACE FUNCTION itinera_report_rollup_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  plus report_quotes[];
  minus report_quotes[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    plus := ARRAY(SELECT (r.*)::report_quotes FROM new_rows r);
    minus := '{}';
  ELSIF TG_OP = 'DELETE' THEN
    plus := '{}';
    minus := ARRAY(SELECT (r.*)::report_quotes FROM old_rows r);
  ELSE
    -- An update passes only the rows it changed.
    plus := ARRAY(SELECT (x.*)::report_quotes FROM (SELECT * FROM new_rows EXCEPT ALL SELECT * FROM old_rows) x);
    minus := ARRAY(SELECT (x.*)::report_quotes FROM (SELECT * FROM old_rows EXCEPT ALL SELECT * FROM new_rows) x);
  END IF;
  PERFORM itinera_report_rollup_apply(plus, minus);
  PERFORM itinera_report_cuts_apply(plus, minus);
  PERFORM itinera_report_step_days_apply(plus, minus);
  PERFORM itinera_report_step_cuts_apply(plus, minus);
  RETURN NULL;
END $$;--> statement-breakpoint

-- The step cuts of the quotes already there.
SELECT itinera_report_step_cuts_apply(ARRAY(SELECT r FROM report_quotes r), '{}'::report_quotes[]);
