-- API processes also keep the answer of GET /tenant/itinerary/{id} (modules/quotes/quote-read-cache.ts,
-- decision 0019). Besides the quote row, that answer shows its client's date format, its owner's
-- external code and its tags' names: a change to any of them notifies the tenant as 0017 does for
-- the list. (Languages, currencies and locations are shared reference data with no writer in the app.)
DROP TRIGGER clients_notify_lists ON clients;--> statement-breakpoint
CREATE TRIGGER clients_notify_lists AFTER UPDATE OF name, configuration OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();--> statement-breakpoint
DROP TRIGGER users_notify_lists ON users;--> statement-breakpoint
CREATE TRIGGER users_notify_lists AFTER UPDATE OF name, external_code OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();--> statement-breakpoint
CREATE TRIGGER tags_notify_quotes AFTER UPDATE OF name OR DELETE ON tags FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();
