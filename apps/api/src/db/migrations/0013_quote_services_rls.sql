-- Services on a quote, its passengers and its pricing are tenant-owned: row-level security like the rest.
SELECT itinera_enable_tenant_rls('itinerary_services');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('itinerary_passengers');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('itinerary_pricing');
