CREATE TABLE "report_events" (
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"section" text,
	"level" smallint,
	"n" integer NOT NULL,
	"np" integer NOT NULL,
	"seconds" bigint NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_events_key" UNIQUE NULLS NOT DISTINCT("tenant_id","itinerary_id","day","kind","section","level")
);
--> statement-breakpoint
CREATE TABLE "report_request_days" (
	"tenant_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"stage" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_request_days_key" UNIQUE("tenant_id","bucket","stage")
);
--> statement-breakpoint
CREATE TABLE "report_requests" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"created_by" integer,
	"stage" smallint NOT NULL,
	"first_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_step_days" (
	"tenant_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_step_days_key" UNIQUE("tenant_id","bucket","key")
);
--> statement-breakpoint
ALTER TABLE "report_events" ADD CONSTRAINT "report_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_events" ADD CONSTRAINT "report_events_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_request_days" ADD CONSTRAINT "report_request_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_requests" ADD CONSTRAINT "report_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_step_days" ADD CONSTRAINT "report_step_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_events_kind_idx" ON "report_events" USING btree ("tenant_id","kind","day");--> statement-breakpoint
CREATE INDEX "report_request_days_empty_idx" ON "report_request_days" USING btree ("tenant_id") WHERE "report_request_days"."n" = 0;--> statement-breakpoint
CREATE INDEX "report_step_days_empty_idx" ON "report_step_days" USING btree ("tenant_id") WHERE "report_step_days"."n" = 0;--> statement-breakpoint
-- Reports (issue 42, decision 0090): report_requests holds one narrow row per request (file) with
-- the day its first quote went out, so time to quote reads indexed rows instead of joining every
-- request to its links and their quotes on each call. Kept by the triggers below whatever writes.
SELECT itinera_enable_tenant_rls('report_requests');--> statement-breakpoint
-- Every read filters by tenant and arrival day; INCLUDE the rest so the report reads the index alone.
CREATE INDEX "report_requests_arrived_idx" ON "report_requests" USING btree ("tenant_id", "created_at")
  INCLUDE ("first_out_at", "client_id", "user_id", "created_by", "stage");--> statement-breakpoint

-- The one body every trigger below calls: the rows of the given requests read again from the request
-- and the earliest first Sent (else Confirmed) of its quotes as report_quotes keeps them (migration
-- 0042: from the status history). A request gone has no row. Set-based, once per statement.
CREATE FUNCTION itinera_report_requests_refresh(ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_requests r USING unnest(ids) AS x(id)
  WHERE r.file_id = x.id AND NOT EXISTS (SELECT 1 FROM files f WHERE f.id = x.id);
  INSERT INTO report_requests AS r (file_id, tenant_id, created_at, client_id, user_id, created_by, stage, first_out_at)
  SELECT f.id, f.tenant_id, f.created_at, f.client_id, f.user_id, f.created_by, f.stage,
    (SELECT min(COALESCE(q.sent_at, q.confirmed_at)) FROM file_quotes fq JOIN report_quotes q ON q.itinerary_id = fq.itinerary_id
     WHERE fq.file_id = f.id)
  FROM (SELECT DISTINCT id FROM unnest(ids) AS x(id) WHERE id IS NOT NULL) x
  JOIN files f ON f.id = x.id
  ON CONFLICT (file_id) DO UPDATE SET
    tenant_id = EXCLUDED.tenant_id, created_at = EXCLUDED.created_at, client_id = EXCLUDED.client_id,
    user_id = EXCLUDED.user_id, created_by = EXCLUDED.created_by, stage = EXCLUDED.stage, first_out_at = EXCLUDED.first_out_at;
$$;--> statement-breakpoint

-- Which requests a write touches: new requests, a request's own columns, a link added or removed,
-- a quote whose first time out changed (or that appeared or went).
CREATE FUNCTION itinera_report_requests_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'files' THEN
    IF TG_LEVEL = 'ROW' THEN
      PERFORM itinera_report_requests_refresh(ARRAY[NEW.id]);
    ELSE
      PERFORM itinera_report_requests_refresh(ARRAY(SELECT id FROM new_rows));
    END IF;
  ELSIF TG_TABLE_NAME = 'file_quotes' THEN
    IF TG_OP = 'INSERT' THEN
      PERFORM itinera_report_requests_refresh(ARRAY(SELECT file_id FROM new_rows));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM itinera_report_requests_refresh(ARRAY(SELECT file_id FROM old_rows));
    ELSE
      PERFORM itinera_report_requests_refresh(ARRAY(SELECT file_id FROM old_rows UNION SELECT file_id FROM new_rows));
    END IF;
  ELSIF TG_LEVEL = 'ROW' THEN
    -- report_quotes, one quote's first time out changed: through file_quotes' (tenant, quote) index.
    PERFORM itinera_report_requests_refresh(ARRAY(
      SELECT fq.file_id FROM file_quotes fq WHERE fq.tenant_id = NEW.tenant_id AND fq.itinerary_id = NEW.itinerary_id));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM itinera_report_requests_refresh(ARRAY(
      SELECT fq.file_id FROM file_quotes fq WHERE (fq.tenant_id, fq.itinerary_id) IN (SELECT tenant_id, itinerary_id FROM new_rows)));
  ELSE
    PERFORM itinera_report_requests_refresh(ARRAY(
      SELECT fq.file_id FROM file_quotes fq WHERE (fq.tenant_id, fq.itinerary_id) IN (SELECT tenant_id, itinerary_id FROM old_rows)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER files_report_insert AFTER INSERT ON files
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_requests_touched();--> statement-breakpoint
-- Only the columns the report reads: a title or tag save costs nothing here.
CREATE TRIGGER files_report_update AFTER UPDATE OF tenant_id, created_at, client_id, user_id, created_by, stage ON files
  FOR EACH ROW WHEN (
    OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.created_by IS DISTINCT FROM NEW.created_by OR OLD.stage IS DISTINCT FROM NEW.stage)
  EXECUTE FUNCTION itinera_report_requests_touched();--> statement-breakpoint
CREATE TRIGGER file_quotes_report_insert AFTER INSERT ON file_quotes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_requests_touched();--> statement-breakpoint
CREATE TRIGGER file_quotes_report_update AFTER UPDATE ON file_quotes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_requests_touched();--> statement-breakpoint
CREATE TRIGGER file_quotes_report_delete AFTER DELETE ON file_quotes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_requests_touched();--> statement-breakpoint
CREATE TRIGGER report_quotes_requests_insert AFTER INSERT ON report_quotes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_requests_touched();--> statement-breakpoint
CREATE TRIGGER report_quotes_requests_update AFTER UPDATE OF sent_at, confirmed_at ON report_quotes
  FOR EACH ROW WHEN (COALESCE(OLD.sent_at, OLD.confirmed_at) IS DISTINCT FROM COALESCE(NEW.sent_at, NEW.confirmed_at))
  EXECUTE FUNCTION itinera_report_requests_touched();--> statement-breakpoint
CREATE TRIGGER report_quotes_requests_delete AFTER DELETE ON report_quotes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_requests_touched();--> statement-breakpoint

-- The requests already there.
SELECT itinera_report_requests_refresh(ARRAY(SELECT id FROM files));
--> statement-breakpoint

-- Reports (issue 42, decision 0090): report_events adds up the proposal events per quote, UTC day,
-- kind, section and level, so the engagement report reads one row where a visitor wrote many.
SELECT itinera_enable_tenant_rls('report_events');--> statement-breakpoint

-- The one body both triggers call: the rows of the given (tenant, quote, day)s counted again from
-- their events (publication_events_quote_idx), so an insert, a change or a delete (a quote or a
-- publication removed) leaves the same rows as the backfill. A day with no event left has none.
CREATE FUNCTION itinera_report_events_refresh(tenants int[], quotes int[], days timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM report_events r USING unnest(tenants, quotes, days) AS x(t, q, d)
  WHERE r.tenant_id = x.t AND r.itinerary_id = x.q AND r.day = x.d;
  INSERT INTO report_events (tenant_id, itinerary_id, day, kind, section, level, n, np, seconds, first_at, last_at)
  SELECT x.t, x.q, x.d, e.kind, e.section, e.level, count(*), count(*) FILTER (WHERE e.seconds > 0),
    COALESCE(sum(e.seconds) FILTER (WHERE e.seconds > 0), 0), min(e.at), max(e.at)
  FROM (SELECT DISTINCT t, q, d FROM unnest(tenants, quotes, days) AS x(t, q, d)) x
  JOIN publication_events e ON e.tenant_id = x.t AND e.itinerary_id = x.q AND e.at >= x.d AND e.at < x.d + interval '1 day'
  GROUP BY x.t, x.q, x.d, e.kind, e.section, e.level;
$$;--> statement-breakpoint

-- The (tenant, quote, day)s a statement wrote, before and after.
CREATE FUNCTION itinera_report_events_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM itinera_report_events_refresh(array_agg(t), array_agg(q), array_agg(d)) FROM (
      SELECT DISTINCT tenant_id AS t, itinerary_id AS q, date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS d FROM new_rows) k;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM itinera_report_events_refresh(array_agg(t), array_agg(q), array_agg(d)) FROM (
      SELECT DISTINCT tenant_id AS t, itinerary_id AS q, date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS d FROM old_rows) k;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER publication_events_report_insert AFTER INSERT ON publication_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_events_touched();--> statement-breakpoint
CREATE TRIGGER publication_events_report_update AFTER UPDATE ON publication_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_events_touched();--> statement-breakpoint
CREATE TRIGGER publication_events_report_delete AFTER DELETE ON publication_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_events_touched();--> statement-breakpoint

-- The events already there.
SELECT itinera_report_events_refresh(array_agg(t), array_agg(q), array_agg(d)) FROM (
  SELECT DISTINCT tenant_id AS t, itinerary_id AS q, date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS d
  FROM publication_events) k;
--> statement-breakpoint

-- Reports (issue 42, decision 0090): report_step_days, the funnel's step-day histogram (0052's kind
-- 6) per UTC day tenant-wide, so the partial months at the edges of the dates read some tens of
-- rows a day instead of the quotes of report_quotes. From 0052's facts, as the cuts.
SELECT itinera_enable_tenant_rls('report_step_days');--> statement-breakpoint
CREATE FUNCTION itinera_report_step_days_apply(plus report_quotes[], minus report_quotes[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(plus) = 0 AND cardinality(minus) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_step_days AS r (tenant_id, bucket, key, n)
  SELECT f.tenant_id, date_trunc('day', f.at, 'UTC'), f.key, sum(f.sign)
  FROM itinera_report_rollup_facts(plus, minus) f WHERE f.kind = 6
  GROUP BY 1, 2, 3 HAVING sum(f.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT report_step_days_key DO UPDATE SET n = r.n + EXCLUDED.n;
  DELETE FROM report_step_days
  WHERE n = 0 AND tenant_id IN (SELECT p.tenant_id FROM unnest(plus) p UNION SELECT m.tenant_id FROM unnest(minus) m);
END $$;--> statement-breakpoint

-- 0052's trigger function, now moving the step days too from the same changed rows.
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
  RETURN NULL;
END $$;--> statement-breakpoint

-- The step days of the quotes already there.
SELECT itinera_report_step_days_apply(ARRAY(SELECT r FROM report_quotes r), '{}'::report_quotes[]);
--> statement-breakpoint

-- Reports (issue 42, decision 0090): report_request_days counts the requests per UTC arrival day
-- and stage tenant-wide, so an unfiltered stages chart reads days, not requests. One apply body,
-- +1 for `plus` and -1 for `minus`, called by the statement trigger on report_requests and the backfill.
SELECT itinera_enable_tenant_rls('report_request_days');--> statement-breakpoint
CREATE FUNCTION itinera_report_request_days_apply(plus report_requests[], minus report_requests[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(plus) = 0 AND cardinality(minus) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_request_days AS r (tenant_id, bucket, stage, n)
  SELECT d.tenant_id, date_trunc('day', d.created_at, 'UTC'), d.stage, sum(d.sign)
  FROM (SELECT 1 AS sign, p.tenant_id, p.created_at, p.stage FROM unnest(plus) p
        UNION ALL SELECT -1, m.tenant_id, m.created_at, m.stage FROM unnest(minus) m) d
  GROUP BY 1, 2, 3 HAVING sum(d.sign) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT ON CONSTRAINT report_request_days_key DO UPDATE SET n = r.n + EXCLUDED.n;
  DELETE FROM report_request_days
  WHERE n = 0 AND tenant_id IN (SELECT p.tenant_id FROM unnest(plus) p UNION SELECT m.tenant_id FROM unnest(minus) m);
END $$;--> statement-breakpoint
CREATE FUNCTION itinera_report_request_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM itinera_report_request_days_apply(ARRAY(SELECT (r.*)::report_requests FROM new_rows r), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM itinera_report_request_days_apply('{}', ARRAY(SELECT (r.*)::report_requests FROM old_rows r));
  ELSE
    -- An update passes only the rows whose day or stage changed.
    PERFORM itinera_report_request_days_apply(
      ARRAY(SELECT (n.*)::report_requests FROM new_rows n JOIN old_rows o USING (file_id)
            WHERE (n.tenant_id, n.created_at, n.stage) IS DISTINCT FROM (o.tenant_id, o.created_at, o.stage)),
      ARRAY(SELECT (o.*)::report_requests FROM old_rows o JOIN new_rows n USING (file_id)
            WHERE (n.tenant_id, n.created_at, n.stage) IS DISTINCT FROM (o.tenant_id, o.created_at, o.stage)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_requests_days_insert AFTER INSERT ON report_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_request_days_changed();--> statement-breakpoint
CREATE TRIGGER report_requests_days_update AFTER UPDATE ON report_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_request_days_changed();--> statement-breakpoint
CREATE TRIGGER report_requests_days_delete AFTER DELETE ON report_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_request_days_changed();--> statement-breakpoint

-- The requests already there.
SELECT itinera_report_request_days_apply(ARRAY(SELECT r FROM report_requests r), '{}'::report_requests[]);
