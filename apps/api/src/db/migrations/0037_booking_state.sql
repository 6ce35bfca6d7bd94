ALTER TABLE "service_bookings" ADD COLUMN "state" text;--> statement-breakpoint
-- What each booking stands at, from what was kept before the column (decision 0059).
UPDATE "service_bookings" b SET "state" = CASE
    WHEN s.status = 2 THEN 'confirmed'
    WHEN b.decline_reason IS NOT NULL THEN 'declined'
    WHEN b.requested_at IS NOT NULL THEN 'requested'
  END
  FROM "itinerary_services" s WHERE s.id = b.itinerary_service_id AND s.tenant_id = b.tenant_id;
