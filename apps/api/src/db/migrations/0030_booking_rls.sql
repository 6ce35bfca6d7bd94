-- Booking requests and service bookings are tenant-owned: row-level security like the rest.
SELECT itinera_enable_tenant_rls('booking_requests');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('service_bookings');--> statement-breakpoint
-- The quote reads the API remembers (0017, 0018) now show booking progress, counted from the
-- services' status: a status change notifies the tenant as a quote write does.
CREATE TRIGGER itinerary_services_notify_booking AFTER UPDATE OF status ON itinerary_services FOR EACH ROW EXECUTE FUNCTION itinera_notify_quote_lists();
