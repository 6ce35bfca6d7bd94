-- Decision 0048: the version statement asks, per service, whether its body is already stored. With an
-- index led by tenant_id, a tenant the planner's statistics did not know yet (a new tenant, its first
-- hours) got a plan that scanned all of the tenant's bodies once per service: 7–65 ms an edit, growing
-- with every edit. Indexed by quote alone, the primary key (service_id, rev) is the only useful path.
DROP INDEX "itinerary_service_snapshots_quote_idx";--> statement-breakpoint
CREATE INDEX "itinerary_service_snapshots_quote_idx" ON "itinerary_service_snapshots" USING btree ("itinerary_id");