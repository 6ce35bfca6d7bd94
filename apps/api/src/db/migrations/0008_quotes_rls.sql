-- Quotes, their versions and history, and requests are tenant-owned: row-level security like the rest.
SELECT itinera_enable_tenant_rls('itineraries');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('itinerary_versions');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('itinerary_history');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('files');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('file_quotes');
