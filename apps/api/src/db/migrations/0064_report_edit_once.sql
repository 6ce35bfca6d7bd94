-- Issue 50, decision 0124: what the reports cost PostgreSQL on each edit. An edit writes the
-- pricing row and the quote in one statement (decision 0118), and both row triggers of 0042 moved
-- report_quotes: two updates, two pending rows for the fold (0117), six calls of a SQL function over
-- the ~18 KB prices, and lookups of report_quotes by quote alone, whose key starts with the tenant
-- since 0059 (now the whole key is bound). Sums and rows stay what they were.

-- A quote's three levels' seller totals and margins in one walk of the pricing JSON: per level, the
-- first seller level that holds a service, as itinera_report_level (0042) finds it. PL/pgSQL, not
-- SQL: called from a trigger, a SQL function is planned again at every firing (0042's six calls
-- cost ~0.55 ms an update, nearly all planning; this one ~0.05 ms), PL/pgSQL keeps its plan for the
-- session. Only the two figures of each level are kept, not its list of services.
CREATE FUNCTION itinera_report_levels(prices jsonb, OUT sale1 numeric, OUT sale2 numeric, OUT sale3 numeric,
  OUT margin1 numeric, OUT margin2 numeric, OUT margin3 numeric)
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  SELECT (f[1] ->> 'total')::numeric, (f[2] ->> 'total')::numeric, (f[3] ->> 'total')::numeric,
    (f[1] ->> 'margin')::numeric, (f[2] ->> 'margin')::numeric, (f[3] ->> 'margin')::numeric
  INTO sale1, sale2, sale3, margin1, margin2, margin3
  FROM (
    SELECT ARRAY[(array_agg(q.l ORDER BY q.so, q.lo) FILTER (WHERE q.lv = 1))[1],
      (array_agg(q.l ORDER BY q.so, q.lo) FILTER (WHERE q.lv = 2))[1],
      (array_agg(q.l ORDER BY q.so, q.lo) FILTER (WHERE q.lv = 3))[1]] AS f
    FROM (
      SELECT jsonb_build_object('total', l -> 'total', 'margin', l -> 'margin') AS l, so, lo, (l ->> 'level')::int AS lv
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(prices) = 'array' THEN prices ELSE '[]'::jsonb END) WITH ORDINALITY s(s, so),
        jsonb_array_elements(CASE WHEN jsonb_typeof(s -> 'prices') = 'array' THEN s -> 'prices' ELSE '[]'::jsonb END)
          WITH ORDINALITY l(l, lo)
      WHERE s ->> 'type' = 'seller' AND jsonb_typeof(l -> 'services') = 'array' AND jsonb_array_length(l -> 'services') > 0
    ) q
  ) a;
END $$;--> statement-breakpoint

-- 0042's refresh, the levels from one walk.
CREATE OR REPLACE FUNCTION itinera_report_refresh(ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_quotes r USING unnest(ids) AS x(id)
  WHERE r.itinerary_id = x.id AND NOT EXISTS (SELECT 1 FROM itineraries i WHERE i.id = x.id AND i.itinerary_type_id = 1);
  INSERT INTO report_quotes AS r (itinerary_id, tenant_id, created_at, client_id, consultant_id, owner_user_id, user_id,
    itinerary_public, status_id, sold_level, currency_id, price, sale1, sale2, sale3, margin1, margin2, margin3,
    countries, destination_ids, deleting, sent_at, review_at, confirmed_at, rejected_at)
  SELECT i.id, i.tenant_id, i.created_at, i.client_id, COALESCE(i.user_id, i.owner_user_id), i.owner_user_id, i.user_id,
    i.itinerary_public, i.status_id, i.sold_level, i.currency_id, i.price,
    lv.sale1, lv.sale2, lv.sale3, lv.margin1, lv.margin2, lv.margin3,
    COALESCE((SELECT array_agg(DISTINCT l.country_code ORDER BY l.country_code) FROM locations l WHERE l.id = ANY(i.location_ids)), '{}'),
    COALESCE((SELECT array_agg(DISTINCT CASE l.kind WHEN 'city' THEN l.parent_id ELSE l.id END)
              FROM locations l WHERE l.id = ANY(i.location_ids) AND l.kind IN ('city', 'destination')
                AND (l.kind = 'destination' OR l.parent_id IS NOT NULL)), '{}'),
    CASE WHEN i.deleting_at IS NULL THEN 0 ELSE 1 END,
    h.sent, h.review, h.confirmed, h.rejected
  FROM (SELECT DISTINCT id FROM unnest(ids) AS x(id)) x
  JOIN itineraries i ON i.id = x.id AND i.itinerary_type_id = 1
  LEFT JOIN itinerary_pricing p ON p.tenant_id = i.tenant_id AND p.itinerary_id = i.id
  LEFT JOIN LATERAL itinera_report_levels(p.prices) lv ON true
  LEFT JOIN LATERAL (
    SELECT min(created_at) FILTER (WHERE to_value #>> '{}' = '4') AS sent,
           min(created_at) FILTER (WHERE to_value #>> '{}' = '5') AS review,
           min(created_at) FILTER (WHERE to_value #>> '{}' = '2') AS confirmed,
           min(created_at) FILTER (WHERE to_value #>> '{}' = '3') AS rejected
    FROM itinerary_history
    WHERE tenant_id = i.tenant_id AND itinerary_id = i.id AND entity = 'itinerary' AND field = 'status_id'
  ) h ON true
  ON CONFLICT (tenant_id, itinerary_id) DO UPDATE SET
    created_at = EXCLUDED.created_at, client_id = EXCLUDED.client_id, consultant_id = EXCLUDED.consultant_id,
    owner_user_id = EXCLUDED.owner_user_id, user_id = EXCLUDED.user_id, itinerary_public = EXCLUDED.itinerary_public,
    status_id = EXCLUDED.status_id, sold_level = EXCLUDED.sold_level, currency_id = EXCLUDED.currency_id,
    price = EXCLUDED.price, sale1 = EXCLUDED.sale1, sale2 = EXCLUDED.sale2, sale3 = EXCLUDED.sale3,
    margin1 = EXCLUDED.margin1, margin2 = EXCLUDED.margin2, margin3 = EXCLUDED.margin3,
    countries = EXCLUDED.countries, destination_ids = EXCLUDED.destination_ids, deleting = EXCLUDED.deleting,
    sent_at = EXCLUDED.sent_at, review_at = EXCLUDED.review_at, confirmed_at = EXCLUDED.confirmed_at,
    rejected_at = EXCLUDED.rejected_at;
$$;--> statement-breakpoint

-- A quote's own columns and its levels, as they are now, into its report row; no update when the
-- row holds them already. Both row triggers of an edit call it (the pricing row's and the quote's,
-- fired at the end of the one statement that wrote both): the first moves the row once, the second
-- finds nothing to do. Either can fire alone (a status change, a re-price that leaves the price).
CREATE FUNCTION itinera_report_sync(tenant int, quote int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  n record;
BEGIN
  SELECT i.client_id, COALESCE(i.user_id, i.owner_user_id) AS consultant_id, i.owner_user_id, i.user_id,
    i.itinerary_public, i.status_id, i.sold_level, i.currency_id, i.price,
    CASE WHEN i.deleting_at IS NULL THEN 0 ELSE 1 END AS deleting,
    lv.sale1, lv.sale2, lv.sale3, lv.margin1, lv.margin2, lv.margin3,
    (r.client_id, r.consultant_id, r.owner_user_id, r.user_id, r.itinerary_public, r.status_id, r.sold_level,
      r.currency_id, r.price, r.deleting, r.sale1, r.sale2, r.sale3, r.margin1, r.margin2, r.margin3)
    IS DISTINCT FROM (i.client_id, COALESCE(i.user_id, i.owner_user_id), i.owner_user_id, i.user_id,
      i.itinerary_public, i.status_id, i.sold_level, i.currency_id, i.price,
      CASE WHEN i.deleting_at IS NULL THEN 0 ELSE 1 END, lv.sale1, lv.sale2, lv.sale3, lv.margin1, lv.margin2, lv.margin3)
    AS changed
  INTO n
  FROM report_quotes r
  JOIN itineraries i ON i.tenant_id = r.tenant_id AND i.id = r.itinerary_id
  LEFT JOIN itinerary_pricing p ON p.tenant_id = r.tenant_id AND p.itinerary_id = r.itinerary_id
  LEFT JOIN LATERAL itinera_report_levels(p.prices) lv ON true
  WHERE r.tenant_id = tenant AND r.itinerary_id = quote;
  IF n.changed THEN
    UPDATE report_quotes SET client_id = n.client_id, consultant_id = n.consultant_id, owner_user_id = n.owner_user_id,
      user_id = n.user_id, itinerary_public = n.itinerary_public, status_id = n.status_id, sold_level = n.sold_level,
      currency_id = n.currency_id, price = n.price, deleting = n.deleting, sale1 = n.sale1, sale2 = n.sale2,
      sale3 = n.sale3, margin1 = n.margin1, margin2 = n.margin2, margin3 = n.margin3
    WHERE tenant_id = tenant AND itinerary_id = quote;
  END IF;
END $$;--> statement-breakpoint

-- 0042's row trigger function: a new price and the quote's own columns through the one sync.
CREATE OR REPLACE FUNCTION itinera_report_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'itinerary_pricing' THEN
    PERFORM itinera_report_sync(NEW.tenant_id, NEW.itinerary_id);
  ELSIF TG_TABLE_NAME = 'itinerary_history' THEN
    -- A status entry re-dated, changed or removed: its quote's first times are read again.
    PERFORM itinera_report_refresh(ARRAY[OLD.itinerary_id]);
  ELSIF OLD.itinerary_type_id IS DISTINCT FROM NEW.itinerary_type_id OR OLD.location_ids IS DISTINCT FROM NEW.location_ids
        OR OLD.created_at IS DISTINCT FROM NEW.created_at THEN
    PERFORM itinera_report_refresh(ARRAY[NEW.id]);
  ELSE
    PERFORM itinera_report_sync(NEW.tenant_id, NEW.id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- 0046's insert trigger function, the levels from one walk.
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
    UPDATE report_quotes r SET sale1 = lv.sale1, sale2 = lv.sale2, sale3 = lv.sale3,
      margin1 = lv.margin1, margin2 = lv.margin2, margin3 = lv.margin3
    FROM new_rows p CROSS JOIN LATERAL itinera_report_levels(p.prices) lv
    WHERE r.tenant_id = p.tenant_id AND r.itinerary_id = p.itinerary_id;
  ELSIF TG_TABLE_NAME = 'itinerary_pricing' THEN
    FOR n IN SELECT p.tenant_id, p.itinerary_id, lv.* FROM new_rows p CROSS JOIN LATERAL itinera_report_levels(p.prices) lv LOOP
      UPDATE report_quotes SET sale1 = n.sale1, sale2 = n.sale2, sale3 = n.sale3,
        margin1 = n.margin1, margin2 = n.margin2, margin3 = n.margin3
      WHERE tenant_id = n.tenant_id AND itinerary_id = n.itinerary_id;
    END LOOP;
  ELSIF bulk THEN
    UPDATE report_quotes r SET
      sent_at = LEAST(r.sent_at, h.sent), review_at = LEAST(r.review_at, h.review),
      confirmed_at = LEAST(r.confirmed_at, h.confirmed), rejected_at = LEAST(r.rejected_at, h.rejected)
    FROM (SELECT tenant_id, itinerary_id,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '4') AS sent,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '5') AS review,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '2') AS confirmed,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '3') AS rejected
          FROM new_rows WHERE field = 'status_id' AND entity = 'itinerary' AND to_value #>> '{}' IN ('2', '3', '4', '5')
          GROUP BY 1, 2) h
    WHERE r.tenant_id = h.tenant_id AND r.itinerary_id = h.itinerary_id;
  ELSE
    -- The first time in each step: the earlier of what was known and what was just written.
    FOR n IN SELECT tenant_id, itinerary_id,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '4') AS sent,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '5') AS review,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '2') AS confirmed,
            min(created_at) FILTER (WHERE to_value #>> '{}' = '3') AS rejected
          FROM new_rows WHERE field = 'status_id' AND entity = 'itinerary' AND to_value #>> '{}' IN ('2', '3', '4', '5')
          GROUP BY 1, 2 LOOP
      UPDATE report_quotes SET
        sent_at = LEAST(sent_at, n.sent), review_at = LEAST(review_at, n.review),
        confirmed_at = LEAST(confirmed_at, n.confirmed), rejected_at = LEAST(rejected_at, n.rejected)
      WHERE tenant_id = n.tenant_id AND itinerary_id = n.itinerary_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

-- 0062's fold: the step days and step cuts (0054, 0056) count the funnel's days, which a price, a
-- status or a level does not move. When the transaction's added and taken rows agree on every
-- column those counts read, each of their sums would move by zero: they are left alone.
CREATE OR REPLACE FUNCTION itinera_report_rollup_fold() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF EXISTS (
    (SELECT tenant_id, deleting, created_at, sent_at, review_at, confirmed_at, rejected_at, client_id, consultant_id, owner_user_id
     FROM unnest(added)
     EXCEPT ALL SELECT tenant_id, deleting, created_at, sent_at, review_at, confirmed_at, rejected_at, client_id, consultant_id,
       owner_user_id FROM unnest(taken))
    UNION ALL
    (SELECT tenant_id, deleting, created_at, sent_at, review_at, confirmed_at, rejected_at, client_id, consultant_id, owner_user_id
     FROM unnest(taken)
     EXCEPT ALL SELECT tenant_id, deleting, created_at, sent_at, review_at, confirmed_at, rejected_at, client_id, consultant_id,
       owner_user_id FROM unnest(added))
  ) THEN
    PERFORM itinera_report_step_days_apply(added, taken);
    PERFORM itinera_report_step_cuts_apply(added, taken);
  END IF;
  RETURN NULL;
END $$;
