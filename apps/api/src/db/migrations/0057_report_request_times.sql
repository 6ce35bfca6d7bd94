CREATE TABLE "report_opens" (
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"opens" integer NOT NULL,
	CONSTRAINT "report_opens_key" UNIQUE("tenant_id","itinerary_id")
);
--> statement-breakpoint
CREATE TABLE "report_request_times" (
	"tenant_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"created_by" integer,
	"minutes" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_request_times_key" UNIQUE NULLS NOT DISTINCT("tenant_id","bucket","client_id","user_id","created_by","minutes")
);
--> statement-breakpoint
ALTER TABLE "report_opens" ADD CONSTRAINT "report_opens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_request_times" ADD CONSTRAINT "report_request_times_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_opens_first_idx" ON "report_opens" USING btree ("tenant_id","first_at","itinerary_id");--> statement-breakpoint
CREATE INDEX "report_request_times_empty_idx" ON "report_request_times" USING btree ("tenant_id") WHERE "report_request_times"."n" = 0;--> statement-breakpoint

-- Reports (issue 42, decision 0101): report_request_times, time to quote's histogram per UTC arrival
-- month, agency, assignee, creator and whole minutes to the first quote out, so median and p90 add up
-- some hundreds of rows instead of sorting every request (report_requests) on each call. One apply
-- body, +1 for `plus` and -1 for `minus`, called by the statement triggers on report_requests and
-- the backfill, as report_request_days (0054).
SELECT itinera_enable_tenant_rls('report_request_times');--> statement-breakpoint
CREATE FUNCTION itinera_report_request_times_apply(plus report_requests[], minus report_requests[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(plus) = 0 AND cardinality(minus) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_request_times AS r (tenant_id, bucket, client_id, user_id, created_by, minutes, n)
  SELECT d.tenant_id, date_trunc('month', d.created_at, 'UTC'), d.client_id, d.user_id, d.created_by,
    -- As the report's edge rows (time-to-quote.repository.ts): GREATEST skips a quote out before arrival.
    GREATEST(0, round(date_part('epoch', d.first_out_at - d.created_at) / 60))::int, sum(d.sign)
  FROM (SELECT 1 AS sign, p.* FROM unnest(plus) p UNION ALL SELECT -1, m.* FROM unnest(minus) m) d
  WHERE d.first_out_at IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0
  -- One order for every writer: two transactions moving the same rows wait rather than deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT report_request_times_key DO UPDATE SET n = r.n + EXCLUDED.n;
  DELETE FROM report_request_times
  WHERE n = 0 AND tenant_id IN (SELECT p.tenant_id FROM unnest(plus) p UNION SELECT m.tenant_id FROM unnest(minus) m);
END $$;--> statement-breakpoint
CREATE FUNCTION itinera_report_request_times_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM itinera_report_request_times_apply(ARRAY(SELECT (r.*)::report_requests FROM new_rows r), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM itinera_report_request_times_apply('{}', ARRAY(SELECT (r.*)::report_requests FROM old_rows r));
  ELSE
    -- An update passes only the rows whose month, people or time out changed (a stage move costs nothing).
    PERFORM itinera_report_request_times_apply(
      ARRAY(SELECT (n.*)::report_requests FROM new_rows n JOIN old_rows o USING (file_id)
            WHERE (n.tenant_id, n.created_at, n.client_id, n.user_id, n.created_by, n.first_out_at)
              IS DISTINCT FROM (o.tenant_id, o.created_at, o.client_id, o.user_id, o.created_by, o.first_out_at)),
      ARRAY(SELECT (o.*)::report_requests FROM old_rows o JOIN new_rows n USING (file_id)
            WHERE (n.tenant_id, n.created_at, n.client_id, n.user_id, n.created_by, n.first_out_at)
              IS DISTINCT FROM (o.tenant_id, o.created_at, o.client_id, o.user_id, o.created_by, o.first_out_at)));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_requests_times_insert AFTER INSERT ON report_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_request_times_changed();--> statement-breakpoint
CREATE TRIGGER report_requests_times_update AFTER UPDATE ON report_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_request_times_changed();--> statement-breakpoint
CREATE TRIGGER report_requests_times_delete AFTER DELETE ON report_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_request_times_changed();--> statement-breakpoint

-- The requests already there.
SELECT itinera_report_request_times_apply(ARRAY(SELECT r FROM report_requests r), '{}'::report_requests[]);
--> statement-breakpoint

-- The requests still waiting for a first quote and not Won or Lost (stages 3, 4), by arrival: the
-- "waiting longest" list reads its first rows here instead of skipping every answered request.
CREATE INDEX "report_requests_waiting_idx" ON "report_requests" USING btree ("tenant_id", "created_at", "file_id")
  WHERE "first_out_at" IS NULL AND "stage" NOT IN (3, 4);
--> statement-breakpoint

-- Reports (issue 42, decision 0101): report_opens, each proposal's opens per quote (report_events'
-- kind 'open': first, last, how many), so the engagement's follow-up list walks the quotes by first
-- opening and stops at its first rows instead of adding up every open of the tenant on each call.
SELECT itinera_enable_tenant_rls('report_opens');--> statement-breakpoint
-- The one body: the given quotes' rows counted again from report_events (report_events_key starts
-- with tenant and quote), so any write leaves the same rows as the backfill.
CREATE FUNCTION itinera_report_opens_refresh(tenants int[], quotes int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_opens r USING unnest(tenants, quotes) AS x(t, q) WHERE r.tenant_id = x.t AND r.itinerary_id = x.q;
  INSERT INTO report_opens (tenant_id, itinerary_id, first_at, last_at, opens)
  SELECT e.tenant_id, e.itinerary_id, min(e.first_at), max(e.last_at), sum(e.n)
  FROM (SELECT DISTINCT t, q FROM unnest(tenants, quotes) AS x(t, q)) x
  JOIN report_events e ON e.tenant_id = x.t AND e.itinerary_id = x.q AND e.kind = 'open'
  GROUP BY 1, 2
  ORDER BY 1, 2;
$$;--> statement-breakpoint
CREATE FUNCTION itinera_report_opens_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM itinera_report_opens_refresh(array_agg(t), array_agg(q)) FROM (
      SELECT DISTINCT tenant_id AS t, itinerary_id AS q FROM new_rows WHERE kind = 'open') k;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM itinera_report_opens_refresh(array_agg(t), array_agg(q)) FROM (
      SELECT DISTINCT tenant_id AS t, itinerary_id AS q FROM old_rows WHERE kind = 'open') k;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_events_opens_insert AFTER INSERT ON report_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_opens_touched();--> statement-breakpoint
CREATE TRIGGER report_events_opens_update AFTER UPDATE ON report_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_opens_touched();--> statement-breakpoint
CREATE TRIGGER report_events_opens_delete AFTER DELETE ON report_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_opens_touched();--> statement-breakpoint

-- The opens already there.
SELECT itinera_report_opens_refresh(array_agg(t), array_agg(q)) FROM (
  SELECT DISTINCT tenant_id AS t, itinerary_id AS q FROM report_events WHERE kind = 'open') k;
--> statement-breakpoint

-- Whether a proposal was accepted, per quote: the follow-up list asks it of each quote it walks,
-- and publication_accepts had no index but its link's.
CREATE INDEX "publication_accepts_quote_idx" ON "publication_accepts" USING btree ("tenant_id", "itinerary_id");
