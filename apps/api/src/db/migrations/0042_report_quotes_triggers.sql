-- Reports (issue 42, decision 0061): report_quotes holds one narrow row per quote (type 1), kept by
-- these triggers whatever writes (an API process, a job, the seed, plain SQL), so the reports add
-- up indexed rows and never read the quotes' wide rows, their pricing JSON or their history.
SELECT itinera_enable_tenant_rls('report_quotes');--> statement-breakpoint

-- A level's seller total and margin from the pricing row's JSON: null when the level holds no
-- service (not "in use", docs/domain/pricing.md#step-5-level-totals).
CREATE FUNCTION itinera_report_level(prices jsonb, lvl int, what text) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT (l ->> what)::numeric
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(prices) = 'array' THEN prices ELSE '[]'::jsonb END) s,
       jsonb_array_elements(CASE WHEN jsonb_typeof(s -> 'prices') = 'array' THEN s -> 'prices' ELSE '[]'::jsonb END) l
  WHERE s ->> 'type' = 'seller' AND (l ->> 'level')::int = lvl
    AND jsonb_typeof(l -> 'services') = 'array' AND jsonb_array_length(l -> 'services') > 0
  LIMIT 1
$$;--> statement-breakpoint

-- The report rows of the given quotes, read again from the quote, its pricing row, its places (a
-- city counts under its region, docs/domain/reports.md#destinations) and the first time its status
-- history shows each funnel step. A template (or a quote gone) has no row. Set-based: the triggers
-- below call it once per statement, so a bulk insert of 100 000 quotes is one pass, not 100 000.
CREATE FUNCTION itinera_report_refresh(ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM report_quotes r USING unnest(ids) AS x(id)
  WHERE r.itinerary_id = x.id AND NOT EXISTS (SELECT 1 FROM itineraries i WHERE i.id = x.id AND i.itinerary_type_id = 1);
  INSERT INTO report_quotes AS r (itinerary_id, tenant_id, created_at, client_id, consultant_id, owner_user_id, user_id,
    itinerary_public, status_id, sold_level, currency_id, price, sale1, sale2, sale3, margin1, margin2, margin3,
    countries, destination_ids, deleting, sent_at, review_at, confirmed_at, rejected_at)
  SELECT i.id, i.tenant_id, i.created_at, i.client_id, COALESCE(i.user_id, i.owner_user_id), i.owner_user_id, i.user_id,
    i.itinerary_public, i.status_id, i.sold_level, i.currency_id, i.price,
    itinera_report_level(p.prices, 1, 'total'), itinera_report_level(p.prices, 2, 'total'), itinera_report_level(p.prices, 3, 'total'),
    itinera_report_level(p.prices, 1, 'margin'), itinera_report_level(p.prices, 2, 'margin'), itinera_report_level(p.prices, 3, 'margin'),
    COALESCE((SELECT array_agg(DISTINCT l.country_code ORDER BY l.country_code) FROM locations l WHERE l.id = ANY(i.location_ids)), '{}'),
    COALESCE((SELECT array_agg(DISTINCT CASE l.kind WHEN 'city' THEN l.parent_id ELSE l.id END)
              FROM locations l WHERE l.id = ANY(i.location_ids) AND l.kind IN ('city', 'destination')
                AND (l.kind = 'destination' OR l.parent_id IS NOT NULL)), '{}'),
    CASE WHEN i.deleting_at IS NULL THEN 0 ELSE 1 END,
    h.sent, h.review, h.confirmed, h.rejected
  FROM (SELECT DISTINCT id FROM unnest(ids) AS x(id)) x
  JOIN itineraries i ON i.id = x.id AND i.itinerary_type_id = 1
  LEFT JOIN itinerary_pricing p ON p.itinerary_id = i.id
  LEFT JOIN LATERAL (
    SELECT min(created_at) FILTER (WHERE to_value #>> '{}' = '4') AS sent,
           min(created_at) FILTER (WHERE to_value #>> '{}' = '5') AS review,
           min(created_at) FILTER (WHERE to_value #>> '{}' = '2') AS confirmed,
           min(created_at) FILTER (WHERE to_value #>> '{}' = '3') AS rejected
    FROM itinerary_history
    WHERE tenant_id = i.tenant_id AND itinerary_id = i.id AND entity = 'itinerary' AND field = 'status_id'
  ) h ON true
  ON CONFLICT (itinerary_id) DO UPDATE SET
    created_at = EXCLUDED.created_at, client_id = EXCLUDED.client_id, consultant_id = EXCLUDED.consultant_id,
    owner_user_id = EXCLUDED.owner_user_id, user_id = EXCLUDED.user_id, itinerary_public = EXCLUDED.itinerary_public,
    status_id = EXCLUDED.status_id, sold_level = EXCLUDED.sold_level, currency_id = EXCLUDED.currency_id,
    price = EXCLUDED.price, sale1 = EXCLUDED.sale1, sale2 = EXCLUDED.sale2, sale3 = EXCLUDED.sale3,
    margin1 = EXCLUDED.margin1, margin2 = EXCLUDED.margin2, margin3 = EXCLUDED.margin3,
    countries = EXCLUDED.countries, destination_ids = EXCLUDED.destination_ids, deleting = EXCLUDED.deleting,
    sent_at = EXCLUDED.sent_at, review_at = EXCLUDED.review_at, confirmed_at = EXCLUDED.confirmed_at,
    rejected_at = EXCLUDED.rejected_at;
$$;--> statement-breakpoint

-- Each trigger does the least its write needs: a new quote gets its whole row; a quote's own
-- columns, a new price or a status entry change only their part (the demo seed and every edit
-- pay for what they touch, not for the whole row).
CREATE FUNCTION itinera_report_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n record;
BEGIN
  IF TG_TABLE_NAME = 'itineraries' THEN
    PERFORM itinera_report_refresh(ARRAY(SELECT id FROM new_rows WHERE itinerary_type_id = 1));
  ELSIF TG_TABLE_NAME = 'itinerary_pricing' THEN
    -- Row by row on the primary key: a join with the transition table (no statistics) may be
    -- planned as a scan of report_quotes per new row.
    FOR n IN SELECT itinerary_id, prices FROM new_rows LOOP
      UPDATE report_quotes SET
        sale1 = itinera_report_level(n.prices, 1, 'total'), sale2 = itinera_report_level(n.prices, 2, 'total'),
        sale3 = itinera_report_level(n.prices, 3, 'total'), margin1 = itinera_report_level(n.prices, 1, 'margin'),
        margin2 = itinera_report_level(n.prices, 2, 'margin'), margin3 = itinera_report_level(n.prices, 3, 'margin')
      WHERE itinerary_id = n.itinerary_id;
    END LOOP;
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
CREATE FUNCTION itinera_report_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'itinerary_pricing' THEN
    UPDATE report_quotes SET
      sale1 = itinera_report_level(NEW.prices, 1, 'total'), sale2 = itinera_report_level(NEW.prices, 2, 'total'),
      sale3 = itinera_report_level(NEW.prices, 3, 'total'), margin1 = itinera_report_level(NEW.prices, 1, 'margin'),
      margin2 = itinera_report_level(NEW.prices, 2, 'margin'), margin3 = itinera_report_level(NEW.prices, 3, 'margin')
    WHERE itinerary_id = NEW.itinerary_id;
  ELSIF TG_TABLE_NAME = 'itinerary_history' THEN
    -- A status entry re-dated, changed or removed: its quote's first times are read again.
    PERFORM itinera_report_refresh(ARRAY[OLD.itinerary_id]);
  ELSIF OLD.itinerary_type_id IS DISTINCT FROM NEW.itinerary_type_id OR OLD.location_ids IS DISTINCT FROM NEW.location_ids
        OR OLD.created_at IS DISTINCT FROM NEW.created_at THEN
    PERFORM itinera_report_refresh(ARRAY[NEW.id]);
  ELSE
    UPDATE report_quotes SET client_id = NEW.client_id, consultant_id = COALESCE(NEW.user_id, NEW.owner_user_id),
      owner_user_id = NEW.owner_user_id, user_id = NEW.user_id, itinerary_public = NEW.itinerary_public,
      status_id = NEW.status_id, sold_level = NEW.sold_level, currency_id = NEW.currency_id, price = NEW.price,
      deleting = CASE WHEN NEW.deleting_at IS NULL THEN 0 ELSE 1 END
    WHERE itinerary_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER itineraries_report_insert AFTER INSERT ON itineraries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_inserted();--> statement-breakpoint
-- Only the columns the reports read: a title or description save costs nothing here.
CREATE TRIGGER itineraries_report_update AFTER UPDATE OF itinerary_type_id, created_at, client_id, user_id,
  owner_user_id, itinerary_public, status_id, sold_level, currency_id, price, location_ids, deleting_at ON itineraries
  FOR EACH ROW WHEN (
    OLD.itinerary_type_id IS DISTINCT FROM NEW.itinerary_type_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.owner_user_id IS DISTINCT FROM NEW.owner_user_id OR OLD.itinerary_public IS DISTINCT FROM NEW.itinerary_public
    OR OLD.status_id IS DISTINCT FROM NEW.status_id OR OLD.sold_level IS DISTINCT FROM NEW.sold_level
    OR OLD.currency_id IS DISTINCT FROM NEW.currency_id OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.location_ids IS DISTINCT FROM NEW.location_ids OR OLD.deleting_at IS DISTINCT FROM NEW.deleting_at)
  EXECUTE FUNCTION itinera_report_changed();--> statement-breakpoint

-- A (re-)price: the level figures follow the engine's last result.
CREATE TRIGGER itinerary_pricing_report_insert AFTER INSERT ON itinerary_pricing
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_inserted();--> statement-breakpoint
CREATE TRIGGER itinerary_pricing_report_update AFTER UPDATE OF prices ON itinerary_pricing
  FOR EACH ROW WHEN (OLD.prices IS DISTINCT FROM NEW.prices) EXECUTE FUNCTION itinera_report_changed();--> statement-breakpoint

-- A status history entry written, re-dated, changed or removed (the demo seed moves its history
-- back to each quote's creation day): the quote's first times are read again.
CREATE TRIGGER itinerary_history_report_insert AFTER INSERT ON itinerary_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_report_inserted();--> statement-breakpoint
CREATE TRIGGER itinerary_history_report_change AFTER UPDATE OF created_at, to_value, field, entity OR DELETE ON itinerary_history
  FOR EACH ROW WHEN (OLD.field = 'status_id') EXECUTE FUNCTION itinera_report_changed();--> statement-breakpoint

-- The quotes already there.
SELECT itinera_report_refresh(ARRAY(SELECT id FROM itineraries WHERE itinerary_type_id = 1));
