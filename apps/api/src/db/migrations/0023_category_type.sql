-- A service category's type (C10, CATEGORY_TYPES): CAT_AC (accommodation), TOD (tours and packages)
-- or CAT_SV (every other service). Existing categories take the type of what they hold: accommodation
-- (service type 2) or the demo's hotel acronym is CAT_AC; a package (service type 9) or the demo's
-- package acronym is TOD.
ALTER TABLE "service_categories" ADD COLUMN "type" text DEFAULT 'CAT_SV' NOT NULL;--> statement-breakpoint
UPDATE "service_categories" sc SET "type" = 'CAT_AC'
  WHERE sc."acronym" = 'HTL' OR EXISTS (SELECT 1 FROM "services" s WHERE s."category_id" = sc."id" AND s."service_type_id" = 2);--> statement-breakpoint
UPDATE "service_categories" sc SET "type" = 'TOD'
  WHERE sc."type" = 'CAT_SV' AND (sc."acronym" = 'PKG' OR EXISTS (SELECT 1 FROM "services" s WHERE s."category_id" = sc."id" AND s."service_type_id" = 9));
