-- Every sort of GET /tenant/itinerary reads a page from an index instead of sorting the tenant's quotes
-- (quotes.repository.ts orderBy); the status index now also serves the status sort.
DROP INDEX "itineraries_status_idx";--> statement-breakpoint
CREATE INDEX "itineraries_code_sort_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","code" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_title_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","title" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_start_asc_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","start_date","id");--> statement-breakpoint
CREATE INDEX "itineraries_end_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","end_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_end_asc_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","end_date","id");--> statement-breakpoint
CREATE INDEX "itineraries_price_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","price" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_price_asc_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","price","id");--> statement-breakpoint
CREATE INDEX "itineraries_num_pax_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","num_pax" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_num_day_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","num_day" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_status_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","status_id" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);