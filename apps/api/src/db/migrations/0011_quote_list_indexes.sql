DROP INDEX "itineraries_start_idx";--> statement-breakpoint
CREATE INDEX "itineraries_deleting_idx" ON "itineraries" USING btree ("tenant_id") WHERE "itineraries"."deleting_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "itineraries_start_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","start_date" DESC NULLS LAST,"id" DESC NULLS LAST);