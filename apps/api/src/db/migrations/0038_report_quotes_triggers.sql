-- Reports (issue 42, decision 0061): report_quotes holds one narrow row per quote (type 1), kept by
-- these triggers whatever writes (an API process, a job, the seed, plain SQL), so the reports add
-- up indexed rows and never read the quotes' wide rows or their pricing JSON.
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

-- The quote's own columns, its countries and destinations (a city counts under its region,
-- docs/domain/reports.md#destinations) and its level figures; a template has no row.
CREATE FUNCTION itinera_report_quote_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p jsonb;
BEGIN
  IF NEW.itinerary_type_id <> 1 THEN
    DELETE FROM report_quotes WHERE itinerary_id = NEW.id;
    RETURN NULL;
  END IF;
  SELECT prices INTO p FROM itinerary_pricing WHERE itinerary_id = NEW.id;
  INSERT INTO report_quotes AS r (itinerary_id, tenant_id, created_at, client_id, consultant_id, owner_user_id, user_id,
    itinerary_public, status_id, sold_level, currency_id, price, sale1, sale2, sale3, margin1, margin2, margin3,
    countries, destination_ids, deleting)
  SELECT NEW.id, NEW.tenant_id, NEW.created_at, NEW.client_id, COALESCE(NEW.user_id, NEW.owner_user_id), NEW.owner_user_id,
    NEW.user_id, NEW.itinerary_public, NEW.status_id, NEW.sold_level, NEW.currency_id, NEW.price,
    itinera_report_level(p, 1, 'total'), itinera_report_level(p, 2, 'total'), itinera_report_level(p, 3, 'total'),
    itinera_report_level(p, 1, 'margin'), itinera_report_level(p, 2, 'margin'), itinera_report_level(p, 3, 'margin'),
    COALESCE((SELECT array_agg(DISTINCT l.country_code ORDER BY l.country_code) FROM locations l WHERE l.id = ANY(NEW.location_ids)), '{}'),
    COALESCE((SELECT array_agg(DISTINCT CASE l.kind WHEN 'city' THEN l.parent_id ELSE l.id END)
              FROM locations l WHERE l.id = ANY(NEW.location_ids) AND l.kind IN ('city', 'destination')
                AND (l.kind = 'destination' OR l.parent_id IS NOT NULL)), '{}'),
    CASE WHEN NEW.deleting_at IS NULL THEN 0 ELSE 1 END
  ON CONFLICT (itinerary_id) DO UPDATE SET
    created_at = EXCLUDED.created_at, client_id = EXCLUDED.client_id, consultant_id = EXCLUDED.consultant_id,
    owner_user_id = EXCLUDED.owner_user_id, user_id = EXCLUDED.user_id, itinerary_public = EXCLUDED.itinerary_public,
    status_id = EXCLUDED.status_id, sold_level = EXCLUDED.sold_level, currency_id = EXCLUDED.currency_id,
    price = EXCLUDED.price, sale1 = EXCLUDED.sale1, sale2 = EXCLUDED.sale2, sale3 = EXCLUDED.sale3,
    margin1 = EXCLUDED.margin1, margin2 = EXCLUDED.margin2, margin3 = EXCLUDED.margin3,
    countries = EXCLUDED.countries, destination_ids = EXCLUDED.destination_ids, deleting = EXCLUDED.deleting;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER itineraries_report_insert AFTER INSERT ON itineraries
  FOR EACH ROW EXECUTE FUNCTION itinera_report_quote_row();--> statement-breakpoint
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
  EXECUTE FUNCTION itinera_report_quote_row();--> statement-breakpoint

-- A re-price: the level figures follow the engine's last result.
CREATE FUNCTION itinera_report_quote_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_quotes SET
    sale1 = itinera_report_level(NEW.prices, 1, 'total'), sale2 = itinera_report_level(NEW.prices, 2, 'total'),
    sale3 = itinera_report_level(NEW.prices, 3, 'total'), margin1 = itinera_report_level(NEW.prices, 1, 'margin'),
    margin2 = itinera_report_level(NEW.prices, 2, 'margin'), margin3 = itinera_report_level(NEW.prices, 3, 'margin')
  WHERE itinerary_id = NEW.itinerary_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER itinerary_pricing_report AFTER INSERT OR UPDATE OF prices ON itinerary_pricing
  FOR EACH ROW EXECUTE FUNCTION itinera_report_quote_prices();--> statement-breakpoint

-- A status history entry: the first time the quote entered Sent, Under Review, Confirmed, Rejected.
CREATE FUNCTION itinera_report_quote_status() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s int;
BEGIN
  IF jsonb_typeof(NEW.to_value) NOT IN ('number', 'string') OR (NEW.to_value #>> '{}') !~ '^\d{1,2}$' THEN
    RETURN NULL;
  END IF;
  s := (NEW.to_value #>> '{}')::int;
  UPDATE report_quotes SET
    sent_at = CASE WHEN s = 4 THEN LEAST(sent_at, NEW.created_at) ELSE sent_at END,
    review_at = CASE WHEN s = 5 THEN LEAST(review_at, NEW.created_at) ELSE review_at END,
    confirmed_at = CASE WHEN s = 2 THEN LEAST(confirmed_at, NEW.created_at) ELSE confirmed_at END,
    rejected_at = CASE WHEN s = 3 THEN LEAST(rejected_at, NEW.created_at) ELSE rejected_at END
  WHERE itinerary_id = NEW.itinerary_id AND s IN (2, 3, 4, 5);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER itinerary_history_report AFTER INSERT ON itinerary_history
  FOR EACH ROW WHEN (NEW.field = 'status_id' AND NEW.entity = 'itinerary') EXECUTE FUNCTION itinera_report_quote_status();--> statement-breakpoint

-- A status history entry re-dated, changed or removed (the demo seed moves its history back to
-- each quote's creation day): the quote's first times are read again from its whole history.
CREATE FUNCTION itinera_report_quote_status_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE report_quotes r SET sent_at = h.sent, review_at = h.review, confirmed_at = h.confirmed, rejected_at = h.rejected
  FROM (
    SELECT min(created_at) FILTER (WHERE to_value #>> '{}' = '4') AS sent,
           min(created_at) FILTER (WHERE to_value #>> '{}' = '5') AS review,
           min(created_at) FILTER (WHERE to_value #>> '{}' = '2') AS confirmed,
           min(created_at) FILTER (WHERE to_value #>> '{}' = '3') AS rejected
    FROM itinerary_history
    WHERE tenant_id = OLD.tenant_id AND itinerary_id = OLD.itinerary_id AND entity = 'itinerary' AND field = 'status_id'
  ) h
  WHERE r.itinerary_id = OLD.itinerary_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER itinerary_history_report_again AFTER UPDATE OF created_at, to_value, field OR DELETE ON itinerary_history
  FOR EACH ROW WHEN (OLD.field = 'status_id') EXECUTE FUNCTION itinera_report_quote_status_again();--> statement-breakpoint

-- The quotes already there.
INSERT INTO report_quotes (itinerary_id, tenant_id, created_at, client_id, consultant_id, owner_user_id, user_id,
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
FROM itineraries i
LEFT JOIN itinerary_pricing p ON p.itinerary_id = i.id
LEFT JOIN LATERAL (
  SELECT min(created_at) FILTER (WHERE to_value #>> '{}' = '4') AS sent,
         min(created_at) FILTER (WHERE to_value #>> '{}' = '5') AS review,
         min(created_at) FILTER (WHERE to_value #>> '{}' = '2') AS confirmed,
         min(created_at) FILTER (WHERE to_value #>> '{}' = '3') AS rejected
  FROM itinerary_history WHERE itinerary_id = i.id AND entity = 'itinerary' AND field = 'status_id'
) h ON true
WHERE i.itinerary_type_id = 1;
