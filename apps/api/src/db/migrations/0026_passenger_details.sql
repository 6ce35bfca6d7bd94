ALTER TABLE "itinerary_passengers" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "birthdate" date;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "passport_expiration" date;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "medical_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "dietary_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "emergency_name" text;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "emergency_last_name" text;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD COLUMN "emergency_phone" text;--> statement-breakpoint
UPDATE "itinerary_passengers" SET "first_name" = split_part(btrim("name"), ' ', 1), "last_name" = btrim(substr(btrim("name"), length(split_part(btrim("name"), ' ', 1)) + 1));--> statement-breakpoint
UPDATE "itinerary_passengers" p SET "lead" = true WHERE p."id" = (SELECT min(q."id") FROM "itinerary_passengers" q WHERE q."itinerary_id" = p."itinerary_id" AND q."position" = (SELECT min(r."position") FROM "itinerary_passengers" r WHERE r."itinerary_id" = p."itinerary_id"));--> statement-breakpoint
ALTER TABLE "itinerary_passengers" DROP COLUMN "name";
