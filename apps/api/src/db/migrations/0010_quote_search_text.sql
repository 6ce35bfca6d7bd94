DROP INDEX "itineraries_text_trgm";--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(code || ' ' || title)) STORED;--> statement-breakpoint
CREATE INDEX "itineraries_search_trgm" ON "itineraries" USING gin ("search_text" gin_trgm_ops);