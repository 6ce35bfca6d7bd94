-- API processes keep pages of the quote list (modules/quotes/list-page-cache.ts, decision 0017).
-- Whatever writes a quote, or the client or user names a list row shows (an API process, a job,
-- plain SQL), PostgreSQL tells every listening process which tenant changed, once the write
-- commits. Notifications with the same payload are sent once per transaction, so a statement
-- touching 100 000 quotes of one tenant sends one. A TRUNCATE names no tenant: '*' drops them all.
-- (Locations, read by the country filter, are shared reference data with no writer in the app.)
CREATE FUNCTION itinera_notify_quote_lists() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('itinera_quote_lists', '*');
  ELSE
    PERFORM pg_notify('itinera_quote_lists', (CASE WHEN TG_OP = 'DELETE' THEN OLD.tenant_id ELSE NEW.tenant_id END)::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER itineraries_notify_lists AFTER INSERT OR UPDATE OR DELETE ON itineraries FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();--> statement-breakpoint
CREATE TRIGGER clients_notify_lists AFTER UPDATE OF name OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();--> statement-breakpoint
CREATE TRIGGER users_notify_lists AFTER UPDATE OF name OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();--> statement-breakpoint
CREATE TRIGGER itineraries_truncate_lists AFTER TRUNCATE ON itineraries FOR EACH STATEMENT EXECUTE FUNCTION itinera_notify_quote_lists();
