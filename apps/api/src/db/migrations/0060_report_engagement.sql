CREATE TABLE "report_engagement" (
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"kind" text NOT NULL,
	"section" text,
	"level" smallint,
	"day" timestamp with time zone NOT NULL,
	"prev_day" timestamp with time zone,
	"n" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "report_engagement_key" UNIQUE NULLS NOT DISTINCT("tenant_id","itinerary_id","kind","section","level","day")
);
--> statement-breakpoint
CREATE TABLE "report_engagement_days" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"section" text,
	"level" smallint,
	"day" timestamp with time zone NOT NULL,
	"prev_day" timestamp with time zone,
	"quotes" integer NOT NULL,
	"n" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "report_engagement_days_key" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","day","prev_day","section","level")
);
--> statement-breakpoint
ALTER TABLE "report_engagement" ADD CONSTRAINT "report_engagement_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_engagement_days" ADD CONSTRAINT "report_engagement_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_engagement_day_idx" ON "report_engagement" USING btree ("tenant_id","kind","day","prev_day","level","section","n","seconds");--> statement-breakpoint
CREATE INDEX "report_engagement_days_empty_idx" ON "report_engagement_days" USING btree ("tenant_id") WHERE "report_engagement_days"."quotes" = 0;--> statement-breakpoint

-- Reports (issue 42, decision 0108): report_engagement, what clients look at per quote, level or
-- section and UTC day with the quote's previous day of the same key, for the quotes the reports
-- count (a report_quotes row not being deleted), so the engagement report adds up a tenant's days
-- without looking each quote up and counts each proposal once without DISTINCT; the whole tenant's
-- report reads them added up over the quotes (report_engagement_days, below).
SELECT itinera_enable_tenant_rls('report_engagement');--> statement-breakpoint
-- The one body: the given quotes' rows counted again from report_events (report_events_key starts
-- with tenant and quote) and publication_accepts (kind 'accept', per level and UTC day of the
-- accept), so any write leaves the same rows as the backfill. A level's rows are counted per level,
-- a section's per section, as the report groups them.
CREATE FUNCTION itinera_report_engagement_refresh(tenants int[], quotes int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_engagement r USING unnest(tenants, quotes) AS x(t, q) WHERE r.tenant_id = x.t AND r.itinerary_id = x.q;
  INSERT INTO report_engagement (tenant_id, itinerary_id, kind, section, level, day, prev_day, n, seconds)
  SELECT d.t, d.q, d.kind, d.section, d.level, d.day,
    lag(d.day) OVER (PARTITION BY d.t, d.q, d.kind, d.section, d.level ORDER BY d.day), d.n, d.seconds
  FROM (
    SELECT e.tenant_id AS t, e.itinerary_id AS q, e.kind,
      CASE WHEN e.kind = 'read' THEN e.section END AS section, CASE WHEN e.kind <> 'read' THEN e.level END AS level,
      e.day, sum(e.n)::int AS n, sum(e.seconds) AS seconds
    FROM (SELECT DISTINCT t, q FROM unnest(tenants, quotes) AS x(t, q)) x
    JOIN report_quotes i ON i.tenant_id = x.t AND i.itinerary_id = x.q AND i.deleting = 0
    JOIN (
      SELECT e.tenant_id, e.itinerary_id, e.kind, e.section, e.level, e.day, e.n, e.seconds FROM report_events e
      WHERE (e.kind = 'level' AND e.level IN (1, 2, 3)) OR (e.kind = 'read' AND e.section IS NOT NULL AND e.np > 0)
      UNION ALL
      SELECT a.tenant_id, a.itinerary_id, 'accept', NULL, a.level, date_trunc('day', a.at, 'UTC'), 1, 0 FROM publication_accepts a
    ) e ON e.tenant_id = x.t AND e.itinerary_id = x.q
    GROUP BY 1, 2, 3, 4, 5, 6) d
  ORDER BY 1, 2, 3, 4, 5, 6;
$$;--> statement-breakpoint
-- The quotes a statement on report_events, publication_accepts or report_quotes touched, before and after.
CREATE FUNCTION itinera_report_engagement_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM itinera_report_engagement_refresh(array_agg(t), array_agg(q)) FROM (
      SELECT DISTINCT tenant_id AS t, itinerary_id AS q FROM new_rows) k;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM itinera_report_engagement_refresh(array_agg(t), array_agg(q)) FROM (
      SELECT DISTINCT tenant_id AS t, itinerary_id AS q FROM old_rows) k;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_events_engagement_insert AFTER INSERT ON report_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_touched();--> statement-breakpoint
CREATE TRIGGER report_events_engagement_update AFTER UPDATE ON report_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_touched();--> statement-breakpoint
CREATE TRIGGER report_events_engagement_delete AFTER DELETE ON report_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_touched();--> statement-breakpoint
CREATE TRIGGER publication_accepts_engagement_insert AFTER INSERT ON publication_accepts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_touched();--> statement-breakpoint
CREATE TRIGGER publication_accepts_engagement_update AFTER UPDATE ON publication_accepts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_touched();--> statement-breakpoint
CREATE TRIGGER publication_accepts_engagement_delete AFTER DELETE ON publication_accepts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_touched();--> statement-breakpoint
-- A quote counts from its report_quotes row (a new one, one gone) and stops counting while it is
-- being deleted: only a change of `deleting` refreshes it, not every edit of the quote.
CREATE TRIGGER report_quotes_engagement_insert AFTER INSERT ON report_quotes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_touched();--> statement-breakpoint
CREATE TRIGGER report_quotes_engagement_delete AFTER DELETE ON report_quotes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_touched();--> statement-breakpoint
CREATE FUNCTION itinera_report_engagement_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM itinera_report_engagement_refresh(ARRAY[NEW.tenant_id], ARRAY[NEW.itinerary_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_quotes_engagement_deleting AFTER UPDATE OF deleting ON report_quotes
  FOR EACH ROW WHEN (OLD.deleting IS DISTINCT FROM NEW.deleting) EXECUTE FUNCTION itinera_report_engagement_deleting();--> statement-breakpoint

-- report_engagement_days: report_engagement added up over the quotes, +1 for `plus` rows and -1 for
-- `minus` rows, as report_request_times (0057); report_engagement's refresh only deletes and inserts.
SELECT itinera_enable_tenant_rls('report_engagement_days');--> statement-breakpoint
CREATE FUNCTION itinera_report_engagement_days_apply(plus report_engagement[], minus report_engagement[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(plus) = 0 AND cardinality(minus) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_engagement_days AS r (tenant_id, kind, day, prev_day, section, level, quotes, n, seconds)
  SELECT d.tenant_id, d.kind, d.day, d.prev_day, d.section, d.level, sum(d.sign), sum(d.sign * d.n), sum(d.sign * d.seconds)
  FROM (SELECT 1 AS sign, p.* FROM unnest(plus) p UNION ALL SELECT -1, m.* FROM unnest(minus) m) d
  GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d.sign) <> 0 OR sum(d.sign * d.n) <> 0 OR sum(d.sign * d.seconds) <> 0
  -- One order for every writer: two transactions moving the same rows wait rather than deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT ON CONSTRAINT report_engagement_days_key DO UPDATE
    SET quotes = r.quotes + EXCLUDED.quotes, n = r.n + EXCLUDED.n, seconds = r.seconds + EXCLUDED.seconds;
  DELETE FROM report_engagement_days
  WHERE quotes = 0 AND tenant_id IN (SELECT p.tenant_id FROM unnest(plus) p UNION SELECT m.tenant_id FROM unnest(minus) m);
END $$;--> statement-breakpoint
CREATE FUNCTION itinera_report_engagement_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM itinera_report_engagement_days_apply(ARRAY(SELECT (r.*)::report_engagement FROM new_rows r), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM itinera_report_engagement_days_apply('{}', ARRAY(SELECT (r.*)::report_engagement FROM old_rows r));
  ELSE
    PERFORM itinera_report_engagement_days_apply(ARRAY(SELECT (r.*)::report_engagement FROM new_rows r),
      ARRAY(SELECT (r.*)::report_engagement FROM old_rows r));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_engagement_days_insert AFTER INSERT ON report_engagement
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_days_changed();--> statement-breakpoint
CREATE TRIGGER report_engagement_days_update AFTER UPDATE ON report_engagement
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_days_changed();--> statement-breakpoint
CREATE TRIGGER report_engagement_days_delete AFTER DELETE ON report_engagement
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_engagement_days_changed();--> statement-breakpoint

-- The events already there.
SELECT itinera_report_engagement_refresh(array_agg(t), array_agg(q)) FROM (
  SELECT tenant_id AS t, itinerary_id AS q FROM report_events WHERE kind IN ('level', 'read')
  UNION SELECT tenant_id, itinerary_id FROM publication_accepts) k;
