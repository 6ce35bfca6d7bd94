CREATE TABLE "report_rollup_cuts" (
	"tenant_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"grain" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"client_id" integer,
	"consultant_id" integer,
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
	CONSTRAINT "report_rollup_cuts_key" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","grain","bucket","key","client_id","consultant_id","status_id")
);
--> statement-breakpoint
ALTER TABLE "report_rollup_cuts" ADD CONSTRAINT "report_rollup_cuts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_rollup_cuts_empty_idx" ON "report_rollup_cuts" USING btree ("tenant_id") WHERE "report_rollup_cuts"."n" = 0;--> statement-breakpoint
-- Reports (issue 42, decision 0078): report_rollup_cuts adds up report_quotes in the cuts the
-- commonest calls ask, so they read tens of rows, not thousands: per month (mt) and per ISO week
-- (wt) tenant-wide, each with its status, with the funnel's step-day histogram (6) per month; per
-- month (mc) and per day (dc) per client without status (the clients chart) and per consultant (mu,
-- du) with it (the funnel's cut), quotes by creation only. Kept beside report_rollups by the same
-- kind of statement trigger on report_quotes.
SELECT itinera_enable_tenant_rls('report_rollup_cuts');--> statement-breakpoint

-- What one statement's rows count, once per kind (0046's kinds): +1 for `plus`, -1 for `minus`, a
-- quote being deleted nowhere. Shared by both rollups' apply functions; IMMUTABLE SQL, so the
-- planner inlines it into their statements.
CREATE FUNCTION itinera_report_rollup_facts(plus report_quotes[], minus report_quotes[])
RETURNS TABLE (sign int, tenant_id int, kind int, at timestamptz, key text, client_id int, consultant_id int,
  owner_user_id int, status_id smallint, n1 int, n2 int, n3 int, v1 numeric, v2 numeric, v3 numeric,
  m1 numeric, m2 numeric, m3 numeric, value numeric)
LANGUAGE sql IMMUTABLE AS $$
  SELECT d.sign, d.tenant_id, x.kind, x.at, x.key, d.client_id, d.consultant_id, d.owner_user_id,
    -- Destinations (and step days) are counted without their status (no report cuts them by it): a fifth of the rows.
    CASE WHEN x.kind IN (4, 6) THEN 0 ELSE d.status_id END::smallint,
    -- Level counts, sales and margins belong to quotes by creation (1) only.
    (x.kind = 1 AND d.sale1 IS NOT NULL)::int, (x.kind = 1 AND d.sale2 IS NOT NULL)::int, (x.kind = 1 AND d.sale3 IS NOT NULL)::int,
    CASE WHEN x.kind = 1 THEN COALESCE(d.sale1, 0) ELSE 0 END, CASE WHEN x.kind = 1 THEN COALESCE(d.sale2, 0) ELSE 0 END,
    CASE WHEN x.kind = 1 THEN COALESCE(d.sale3, 0) ELSE 0 END, CASE WHEN x.kind = 1 THEN COALESCE(d.margin1, 0) ELSE 0 END,
    CASE WHEN x.kind = 1 THEN COALESCE(d.margin2, 0) ELSE 0 END, CASE WHEN x.kind = 1 THEN COALESCE(d.margin3, 0) ELSE 0 END,
    COALESCE(x.value, 0)
  FROM (SELECT 1 AS sign, p.* FROM unnest(plus) p WHERE p.deleting = 0
        UNION ALL SELECT -1, m.* FROM unnest(minus) m WHERE m.deleting = 0) d
  CROSS JOIN LATERAL (
    SELECT 1 AS kind, d.created_at AS at, '' AS key, d.price AS value
    UNION ALL SELECT 2, COALESCE(d.sent_at, d.confirmed_at), '', NULL WHERE COALESCE(d.sent_at, d.confirmed_at) IS NOT NULL
    UNION ALL SELECT 3, d.created_at, c, d.price FROM unnest(d.countries) c
    UNION ALL SELECT 4, d.created_at, c || ':' || t, d.price FROM unnest(d.countries) c, unnest(d.destination_ids) t
    UNION ALL SELECT 5, d.created_at, l::text, s FROM (VALUES (1, d.sale1), (2, d.sale2), (3, d.sale3)) v(l, s) WHERE s IS NOT NULL
    -- The funnel's days into each step reached (6; the cuts only): `step:days`, the days from the step
    -- before (the latest of creation, Sent, Under Review and Confirmed reached by then: the domain's
    -- daysIntoStep) rounded to the nearest whole day, so a month holds a histogram, not every quote.
    UNION ALL SELECT 6, d.created_at, st.step || ':' || round(extract(epoch FROM (st.at - GREATEST(d.created_at,
        CASE WHEN st.step <> 4 AND d.sent_at <= st.at THEN d.sent_at END,
        CASE WHEN st.step <> 5 AND d.review_at <= st.at THEN d.review_at END,
        CASE WHEN st.step <> 2 AND d.confirmed_at <= st.at THEN d.confirmed_at END))) / 86400.0)::int, NULL
      FROM (VALUES (4, d.sent_at), (5, d.review_at), (2, d.confirmed_at), (3, d.rejected_at)) st(step, at) WHERE st.at IS NOT NULL
  ) x
$$;--> statement-breakpoint

-- 0046's apply, unchanged in what it writes, now reading the shared facts.
CREATE OR REPLACE FUNCTION itinera_report_rollup_apply(plus report_quotes[], minus report_quotes[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(plus) = 0 AND cardinality(minus) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_rollups AS r (tenant_id, kind, grain, bucket, key, client_id, consultant_id, owner_user_id, status_id,
    n, n1, n2, n3, v1, v2, v3, m1, m2, m3, value)
  SELECT f.tenant_id, f.kind, g.grain, date_trunc(g.unit, f.at, 'UTC'), f.key,
    CASE g.grain WHEN 'm' THEN f.client_id END, CASE g.grain WHEN 'm' THEN f.consultant_id END,
    CASE g.grain WHEN 'm' THEN f.owner_user_id END, f.status_id,
    sum(f.sign), sum(f.sign * f.n1), sum(f.sign * f.n2), sum(f.sign * f.n3), sum(f.sign * f.v1), sum(f.sign * f.v2),
    sum(f.sign * f.v3), sum(f.sign * f.m1), sum(f.sign * f.m2), sum(f.sign * f.m3), sum(f.sign * f.value)
  FROM itinera_report_rollup_facts(plus, minus) f
  CROSS JOIN (VALUES ('d', 'day'), ('m', 'month')) g(grain, unit)
  WHERE f.kind <= 5
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  HAVING sum(f.sign) <> 0 OR sum(f.sign * f.value) <> 0 OR sum(f.sign * f.v1) <> 0 OR sum(f.sign * f.v2) <> 0
    OR sum(f.sign * f.v3) <> 0 OR sum(f.sign * f.m1) <> 0 OR sum(f.sign * f.m2) <> 0 OR sum(f.sign * f.m3) <> 0
  -- One order for every writer: two transactions moving the same rows wait rather than deadlock.
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT ON CONSTRAINT report_rollups_key DO UPDATE SET
    n = r.n + EXCLUDED.n, n1 = r.n1 + EXCLUDED.n1, n2 = r.n2 + EXCLUDED.n2, n3 = r.n3 + EXCLUDED.n3,
    v1 = r.v1 + EXCLUDED.v1, v2 = r.v2 + EXCLUDED.v2, v3 = r.v3 + EXCLUDED.v3,
    m1 = r.m1 + EXCLUDED.m1, m2 = r.m2 + EXCLUDED.m2, m3 = r.m3 + EXCLUDED.m3, value = r.value + EXCLUDED.value;
  DELETE FROM report_rollups
  WHERE n = 0 AND tenant_id IN (SELECT p.tenant_id FROM unnest(plus) p UNION SELECT m.tenant_id FROM unnest(minus) m);
END $$;--> statement-breakpoint

-- The cuts, from the same facts: tenant-wide months (with the funnel's step days) and ISO weeks
-- (only what is charted per week: quotes by creation and gone out), per client months and days
-- without status and per consultant months and days with it (quotes by creation).
CREATE FUNCTION itinera_report_cuts_apply(plus report_quotes[], minus report_quotes[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(plus) = 0 AND cardinality(minus) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_rollup_cuts AS r (tenant_id, kind, grain, bucket, key, client_id, consultant_id, status_id,
    n, n1, n2, n3, v1, v2, v3, m1, m2, m3, value)
  SELECT f.tenant_id, f.kind, g.grain, date_trunc(g.unit, f.at, 'UTC'), f.key,
    CASE g.cut WHEN 'client' THEN f.client_id END, CASE g.cut WHEN 'consultant' THEN f.consultant_id END,
    CASE g.cut WHEN 'client' THEN 0 ELSE f.status_id END,
    sum(f.sign), sum(f.sign * f.n1), sum(f.sign * f.n2), sum(f.sign * f.n3), sum(f.sign * f.v1), sum(f.sign * f.v2),
    sum(f.sign * f.v3), sum(f.sign * f.m1), sum(f.sign * f.m2), sum(f.sign * f.m3), sum(f.sign * f.value)
  FROM itinera_report_rollup_facts(plus, minus) f
  JOIN (VALUES ('mt', 'month', '', 6), ('wt', 'week', '', 2), ('mc', 'month', 'client', 1), ('dc', 'day', 'client', 1),
      ('mu', 'month', 'consultant', 1), ('du', 'day', 'consultant', 1))
    g(grain, unit, cut, last_kind) ON f.kind <= g.last_kind
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  HAVING sum(f.sign) <> 0 OR sum(f.sign * f.value) <> 0 OR sum(f.sign * f.v1) <> 0 OR sum(f.sign * f.v2) <> 0
    OR sum(f.sign * f.v3) <> 0 OR sum(f.sign * f.m1) <> 0 OR sum(f.sign * f.m2) <> 0 OR sum(f.sign * f.m3) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
  ON CONFLICT ON CONSTRAINT report_rollup_cuts_key DO UPDATE SET
    n = r.n + EXCLUDED.n, n1 = r.n1 + EXCLUDED.n1, n2 = r.n2 + EXCLUDED.n2, n3 = r.n3 + EXCLUDED.n3,
    v1 = r.v1 + EXCLUDED.v1, v2 = r.v2 + EXCLUDED.v2, v3 = r.v3 + EXCLUDED.v3,
    m1 = r.m1 + EXCLUDED.m1, m2 = r.m2 + EXCLUDED.m2, m3 = r.m3 + EXCLUDED.m3, value = r.value + EXCLUDED.value;
  DELETE FROM report_rollup_cuts
  WHERE n = 0 AND tenant_id IN (SELECT p.tenant_id FROM unnest(plus) p UNION SELECT m.tenant_id FROM unnest(minus) m);
END $$;--> statement-breakpoint

-- 0046's trigger function, now moving both rollups from the same changed rows.
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
  RETURN NULL;
END $$;--> statement-breakpoint

-- The quotes already there.
SELECT itinera_report_cuts_apply(ARRAY(SELECT r FROM report_quotes r), '{}'::report_quotes[]);
