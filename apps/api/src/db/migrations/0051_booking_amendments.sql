ALTER TABLE "booking_requests" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "booked_version" integer;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "amended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "voucher_sent_at" timestamp with time zone;