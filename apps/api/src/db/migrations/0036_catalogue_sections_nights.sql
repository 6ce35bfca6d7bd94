ALTER TABLE "rate_lines" ADD COLUMN "nights" smallint;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;