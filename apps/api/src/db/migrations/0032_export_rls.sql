-- Export targets, exports and service imports are tenant-owned: row-level security like the rest.
SELECT itinera_enable_tenant_rls('export_targets');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('quote_exports');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('quote_service_imports');--> statement-breakpoint
-- A quote's open export shows in the list (isExporting, queue.exporting) and its waiting imports in the detail
-- (queue.importing.services): a change to either notifies the tenant's remembered lists and details (0017, 0018).
CREATE TRIGGER quote_exports_notify_lists AFTER INSERT OR UPDATE OF status OR DELETE ON quote_exports FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();--> statement-breakpoint
CREATE TRIGGER quote_service_imports_notify_lists AFTER INSERT OR UPDATE OF status OR DELETE ON quote_service_imports FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();
