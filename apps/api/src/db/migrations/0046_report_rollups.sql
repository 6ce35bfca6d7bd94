CREATE TABLE "report_rollups" (
	"tenant_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"client_id" integer,
	"consultant_id" integer,
	"owner_user_id" integer,
	"status_id" smallint NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"n1" integer DEFAULT 0 NOT NULL,
	"n2" integer DEFAULT 0 NOT NULL,
	"n3" integer DEFAULT 0 NOT NULL,
	"v1" numeric(18, 2) DEFAULT '0' NOT NULL,
	"v2" numeric(18, 2) DEFAULT '0' NOT NULL,
	"v3" numeric(18, 2) DEFAULT '0' NOT NULL,
	"m1" numeric(18, 2) DEFAULT '0' NOT NULL,
	"m2" numeric(18, 2) DEFAULT '0' NOT NULL,
	"m3" numeric(18, 2) DEFAULT '0' NOT NULL,
	"value" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "report_rollups_key" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","grain","bucket","key","client_id","consultant_id","owner_user_id","status_id")
);
--> statement-breakpoint
ALTER TABLE "report_rollups" ADD CONSTRAINT "report_rollups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_rollups_empty_idx" ON "report_rollups" USING btree ("tenant_id") WHERE "report_rollups"."n" = 0;--> statement-breakpoint
-- Reports (issue 42, decision 0066): report_rollups adds up report_quotes per day (tenant-wide) and
-- per month × client × consultant × owner (the cuts a filter or a role needs), for each of: quotes
-- by creation (1), by the day they went out (2), per country (3), per country and destination (4),
-- per level priced (5); each with its status (destinations without). Kept by a trigger on report_quotes, itself kept by
-- triggers on every write (0042): whoever writes a quote moves its sums.
SELECT itinera_enable_tenant_rls('report_rollups');--> statement-breakpoint

-- Adds what `plus` rows count and takes away what `minus` rows counted; a row whose count falls to
-- 0 goes. A quote being deleted counts nowhere (the reports leave it out already). Set-based: the
-- trigger calls it once per statement, the backfill once. PL/pgSQL, not SQL: a session plans its
-- statements once and reuses the plans (a SQL function's are made again at every call, which a
-- trigger firing once per row of 0042's loops pays 100 000 times on a bulk price).
CREATE FUNCTION itinera_report_rollup_apply(plus report_quotes[], minus report_quotes[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(plus) = 0 AND cardinality(minus) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_rollups AS r (tenant_id, kind, grain, bucket, key, client_id, consultant_id, owner_user_id, status_id,
    n, n1, n2, n3, v1, v2, v3, m1, m2, m3, value)
  SELECT d.tenant_id, x.kind, g.grain, date_trunc(g.unit, x.at, 'UTC'), x.key,
    CASE g.grain WHEN 'm' THEN d.client_id END, CASE g.grain WHEN 'm' THEN d.consultant_id END,
    -- Destinations are counted without their status (no report cuts them by it): a fifth of the rows.
    CASE g.grain WHEN 'm' THEN d.owner_user_id END, CASE WHEN x.kind = 4 THEN 0 ELSE d.status_id END,
    sum(d.sign), sum(d.sign * (x.kind = 1 AND d.sale1 IS NOT NULL)::int), sum(d.sign * (x.kind = 1 AND d.sale2 IS NOT NULL)::int),
    sum(d.sign * (x.kind = 1 AND d.sale3 IS NOT NULL)::int),
    COALESCE(sum(d.sign * d.sale1) FILTER (WHERE x.kind = 1), 0), COALESCE(sum(d.sign * d.sale2) FILTER (WHERE x.kind = 1), 0),
    COALESCE(sum(d.sign * d.sale3) FILTER (WHERE x.kind = 1), 0), COALESCE(sum(d.sign * d.margin1) FILTER (WHERE x.kind = 1), 0),
    COALESCE(sum(d.sign * d.margin2) FILTER (WHERE x.kind = 1), 0), COALESCE(sum(d.sign * d.margin3) FILTER (WHERE x.kind = 1), 0),
    COALESCE(sum(d.sign * x.value), 0)
  FROM (SELECT 1 AS sign, p.* FROM unnest(plus) p WHERE p.deleting = 0
        UNION ALL SELECT -1, m.* FROM unnest(minus) m WHERE m.deleting = 0) d
  CROSS JOIN (VALUES ('d', 'day'), ('m', 'month')) g(grain, unit)
  CROSS JOIN LATERAL (
    SELECT 1 AS kind, d.created_at AS at, '' AS key, d.price AS value
    UNION ALL SELECT 2, COALESCE(d.sent_at, d.confirmed_at), '', NULL WHERE COALESCE(d.sent_at, d.confirmed_at) IS NOT NULL
    UNION ALL SELECT 3, d.created_at, c, d.price FROM unnest(d.countries) c
    UNION ALL SELECT 4, d.created_at, c || ':' || t, d.price FROM unnest(d.countries) c, unnest(d.destination_ids) t
    UNION ALL SELECT 5, d.created_at, l::text, s FROM (VALUES (1, d.sale1), (2, d.sale2), (3, d.sale3)) v(l, s) WHERE s IS NOT NULL
  ) x
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  HAVING sum(d.sign) <> 0 OR COALESCE(sum(d.sign * x.value), 0) <> 0 OR COALESCE(sum(d.sign * d.sale1), 0) <> 0
    OR COALESCE(sum(d.sign * d.sale2), 0) <> 0 OR COALESCE(sum(d.sign * d.sale3), 0) <> 0
    OR COALESCE(sum(d.sign * d.margin1), 0) <> 0 OR COALESCE(sum(d.sign * d.margin2), 0) <> 0
    OR COALESCE(sum(d.sign * d.margin3), 0) <> 0
  -- One order for every writer: two transactions moving the same rows wait rather than deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ON CONSTRAINT report_rollups_key DO UPDATE SET
    n = r.n + EXCLUDED.n, n1 = r.n1 + EXCLUDED.n1, n2 = r.n2 + EXCLUDED.n2, n3 = r.n3 + EXCLUDED.n3,
    v1 = r.v1 + EXCLUDED.v1, v2 = r.v2 + EXCLUDED.v2, v3 = r.v3 + EXCLUDED.v3,
    m1 = r.m1 + EXCLUDED.m1, m2 = r.m2 + EXCLUDED.m2, m3 = r.m3 + EXCLUDED.m3, value = r.value + EXCLUDED.value;
  DELETE FROM report_rollups
  WHERE n = 0 AND tenant_id IN (SELECT p.tenant_id FROM unnest(plus) p UNION SELECT m.tenant_id FROM unnest(minus) m);
END $$;--> statement-breakpoint

-- An update passes only the rows it changed (a write that leaves a quote's report row as it was
-- costs nothing here).
CREATE FUNCTION itinera_report_rollup_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM itinera_report_rollup_apply(ARRAY(SELECT (r.*)::report_quotes FROM new_rows r), '{}'::report_quotes[]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM itinera_report_rollup_apply('{}'::report_quotes[], ARRAY(SELECT (r.*)::report_quotes FROM old_rows r));
  ELSE
    PERFORM itinera_report_rollup_apply(
      ARRAY(SELECT (x.*)::report_quotes FROM (SELECT * FROM new_rows EXCEPT ALL SELECT * FROM old_rows) x),
      ARRAY(SELECT (x.*)::report_quotes FROM (SELECT * FROM old_rows EXCEPT ALL SELECT * FROM new_rows) x));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER report_quotes_rollup_insert AFTER INSERT ON report_quotes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_rollup_changed();--> statement-breakpoint
CREATE TRIGGER report_quotes_rollup_update AFTER UPDATE ON report_quotes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_rollup_changed();--> statement-breakpoint
CREATE TRIGGER report_quotes_rollup_delete AFTER DELETE ON report_quotes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_rollup_changed();--> statement-breakpoint

-- 0042's insert trigger, with its row-by-row updates kept for small statements (a save: a join with
-- the transition table, which has no statistics, may scan report_quotes) and one set-based update
-- for a bulk write (the seed, a script): the rollup trigger then fires once, not once per quote.
CREATE OR REPLACE FUNCTION itinera_report_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n record;
  bulk boolean;
BEGIN
  IF TG_TABLE_NAME = 'itineraries' THEN
    PERFORM itinera_report_refresh(ARRAY(SELECT id FROM new_rows WHERE itinerary_type_id = 1));
    RETURN NULL;
  END IF;
  bulk := (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 50) x) >= 50;
  IF TG_TABLE_NAME = 'itinerary_pricing' AND bulk THEN
    UPDATE report_quotes r SET
      sale1 = itinera_report_level(p.prices, 1, 'total'), sale2 = itinera_report_level(p.prices, 2, 'total'),
      sale3 = itinera_report_level(p.prices, 3, 'total'), margin1 = itinera_report_level(p.prices, 1, 'margin'),
      margin2 = itinera_report_level(p.prices, 2, 'margin'), margin3 = itinera_report_level(p.prices, 3, 'margin')
    FROM new_rows p WHERE r.itinerary_id = p.itinerary_id;
  ELSIF TG_TABLE_NAME = 'itinerary_pricing' THEN
    FOR n IN SELECT itinerary_id, prices FROM new_rows LOOP
      UPDATE report_quotes SET
        sale1 = itinera_report_level(n.prices, 1, 'total'), sale2 = itinera_report_level(n.prices, 2, 'total'),
        sale3 = itinera_report_level(n.prices, 3, 'total'), margin1 = itinera_report_level(n.prices, 1, 'margin'),
        margin2 = itinera_report_level(n.prices, 2, 'margin'), margin3 = itinera_report_level(n.prices, 3, 'margin')
      WHERE itinerary_id = n.itinerary_id;
    END LOOP;
  ELSIF bulk THEN
    UPDATE report_quotes r SET
      sent_at = LEAST(r.sent_at, h.sent), review_at = LEAST(r.review_at, h.review),
      confirmed_at = LEAST(r.confirmed_at, h.confirmed), rejected_at = LEAST(r.rejected_at, h.rejected)
    FROM (SELECT itinerary_id,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '4') AS sent,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '5') AS review,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '2') AS confirmed,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '3') AS rejected
          FROM new_rows WHERE field = 'status_id' AND entity = 'itinerary' AND to_value #>> '{}' IN ('2', '3', '4', '5')
          GROUP BY 1) h
    WHERE r.itinerary_id = h.itinerary_id;
  ELSE
    -- The first time in each step: the earlier of what was known and what was just written.
    FOR n IN SELECT itinerary_id,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '4') AS sent,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '5') AS review,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '2') AS confirmed,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '3') AS rejected
          FROM new_rows WHERE field = 'status_id' AND entity = 'itinerary' AND to_value #>> '{}' IN ('2', '3', '4', '5')
          GROUP BY 1 LOOP
      UPDATE report_quotes SET
        sent_at = LEAST(sent_at, n.sent), review_at = LEAST(review_at, n.review),
        confirmed_at = LEAST(confirmed_at, n.confirmed), rejected_at = LEAST(rejected_at, n.rejected)
      WHERE itinerary_id = n.itinerary_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- What the rollup leaves to report_quotes (the partial months at the edges of the dates, ISO weeks
-- with a filter, the funnel's medians) is read from this index alone (an index-only scan in
-- creation order): the rows of a month are scattered over the table, the index keeps them together.
CREATE INDEX report_quotes_created_cover_idx ON report_quotes (tenant_id, created_at) INCLUDE (deleting, client_id,
  consultant_id, owner_user_id, user_id, itinerary_type_id, itinerary_public, status_id, price, sale1, sale2, sale3,
  margin1, margin2, margin3, countries, destination_ids, sent_at, review_at, confirmed_at, rejected_at);--> statement-breakpoint

-- The quotes already there.
SELECT itinera_report_rollup_apply(ARRAY(SELECT r FROM report_quotes r), '{}'::report_quotes[]);
