-- Issue 50, decision 0131: an UPDATE of one quote names the quote and which of the list's columns
-- it changed, so that API processes drop only the list pages and totals it can change (a title
-- edit leaves a status filter's pages alone); see modules/quotes/list-dependencies.ts, whose bits
-- these are. Any other write still names the tenant (0017): inserts, deletes, a statement updating
-- several quotes, a change of id or tenant, and a payload too long for pg_notify (8 000 bytes).
CREATE FUNCTION itinera_notify_quote_updates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  one record;
  payload text;
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 2) two) = 1 THEN
    SELECT o.tenant_id AS old_tenant, n.tenant_id, o.id AS old_id, n.id, o.search_text AS old_text, n.search_text AS new_text,
      (CASE WHEN o.code IS DISTINCT FROM n.code OR o.title IS DISTINCT FROM n.title THEN 1 ELSE 0 END)
      | (CASE WHEN o.status_id IS DISTINCT FROM n.status_id THEN 2 ELSE 0 END)
      | (CASE WHEN o.itinerary_type_id IS DISTINCT FROM n.itinerary_type_id THEN 4 ELSE 0 END)
      | (CASE WHEN o.client_id IS DISTINCT FROM n.client_id THEN 8 ELSE 0 END)
      | (CASE WHEN o.start_date IS DISTINCT FROM n.start_date THEN 16 ELSE 0 END)
      | (CASE WHEN o.end_date IS DISTINCT FROM n.end_date THEN 32 ELSE 0 END)
      | (CASE WHEN o.num_day IS DISTINCT FROM n.num_day THEN 64 ELSE 0 END)
      | (CASE WHEN o.num_pax IS DISTINCT FROM n.num_pax THEN 128 ELSE 0 END)
      | (CASE WHEN o.price IS DISTINCT FROM n.price THEN 256 ELSE 0 END)
      | (CASE WHEN o.created_at IS DISTINCT FROM n.created_at THEN 512 ELSE 0 END)
      | (CASE WHEN o.location_ids IS DISTINCT FROM n.location_ids THEN 1024 ELSE 0 END)
      | (CASE WHEN o.tag_ids IS DISTINCT FROM n.tag_ids THEN 2048 ELSE 0 END)
      | (CASE WHEN o.owner_user_id IS DISTINCT FROM n.owner_user_id OR o.user_id IS DISTINCT FROM n.user_id THEN 4096 ELSE 0 END)
      | (CASE WHEN o.itinerary_public IS DISTINCT FROM n.itinerary_public THEN 8192 ELSE 0 END)
      | (CASE WHEN o.deleting_at IS DISTINCT FROM n.deleting_at THEN 16384 ELSE 0 END) AS mask
    INTO one FROM old_rows o, new_rows n;
    IF one.old_tenant = one.tenant_id AND one.old_id = one.id THEN
      -- The texts only when they changed: a text filter's total is dropped only if a term's match did.
      payload := json_build_object('t', one.tenant_id, 'q', one.id, 'm', one.mask,
        'o', CASE WHEN one.mask & 1 = 1 THEN one.old_text END,
        'n', CASE WHEN one.mask & 1 = 1 THEN one.new_text END)::text;
      IF octet_length(payload) < 7900 THEN
        PERFORM pg_notify('itinera_quote_lists', payload);
        RETURN NULL;
      END IF;
    END IF;
  END IF;
  PERFORM pg_notify('itinera_quote_lists', t.tenant_id::text)
    FROM (SELECT tenant_id FROM new_rows UNION SELECT tenant_id FROM old_rows) t;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER itineraries_notify_lists ON itineraries;--> statement-breakpoint
CREATE TRIGGER itineraries_notify_lists AFTER INSERT OR DELETE ON itineraries FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();--> statement-breakpoint
CREATE TRIGGER itineraries_notify_updates AFTER UPDATE ON itineraries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_notify_quote_updates();
--> statement-breakpoint
-- What a list row shows from other tables than the quote's, written without the quote's row: the
-- level prices (itinerary_pricing), the changes awaiting the client (sale_change_sends) name their
-- quote with no column (mask 0: the pages showing it); a booking's state (service_bookings, whose row
-- names a service, not its quote) names the tenant. Before 0131 an API process's own write dropped
-- every remembered value of the tenant whatever it wrote; these keep such writes heard.
CREATE FUNCTION itinera_notify_quote_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('itinera_quote_lists', json_build_object('t', r.tenant_id, 'q', r.itinerary_id, 'm', 0)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER itinerary_pricing_notify_lists AFTER INSERT OR UPDATE OF prices OR DELETE ON itinerary_pricing FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_of_row();--> statement-breakpoint
CREATE TRIGGER sale_change_sends_notify_lists AFTER INSERT OR UPDATE OR DELETE ON sale_change_sends FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_of_row();--> statement-breakpoint
CREATE TRIGGER service_bookings_notify_lists AFTER INSERT OR UPDATE OF state OR DELETE ON service_bookings FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();
