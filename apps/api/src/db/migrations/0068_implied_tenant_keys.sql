-- A quote's version bodies, history and services' editions keep their key to the quote,
-- (tenant_id, itinerary_id) -> itineraries(tenant_id, id), which already names an existing tenant
-- (itineraries.tenant_id -> tenants). Their own key to tenants checked it again on every row: ~120
-- checks a move of 40 services, 3 an edit (decision 0139).
ALTER TABLE "itinerary_history" DROP CONSTRAINT "itinerary_history_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "itinerary_service_editions" DROP CONSTRAINT "itinerary_service_editions_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "itinerary_service_snapshots" DROP CONSTRAINT "itinerary_service_snapshots_tenant_id_tenants_id_fk";
