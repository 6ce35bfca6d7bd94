-- The quote list rows and the quote detail name the request a quote is linked to (file_id, original
-- client contract §5.2 and §5.3), so linking or unlinking a quote, or deleting a request, notifies
-- the tenant as 0017 does for quote writes: remembered lists and details are dropped.
CREATE TRIGGER file_quotes_notify_quotes AFTER INSERT OR DELETE ON file_quotes FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();--> statement-breakpoint
CREATE TRIGGER file_quotes_truncate_quotes AFTER TRUNCATE ON file_quotes FOR EACH STATEMENT EXECUTE FUNCTION itinera_notify_quote_lists();
