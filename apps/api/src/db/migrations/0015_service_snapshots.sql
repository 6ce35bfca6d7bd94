CREATE SEQUENCE "public"."itinerary_service_rev_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Each database starts its revisions at its own random point: an API process caches service rows
-- by (id, rev) (service-row-cache.ts), and two databases seeded alike must never share a pair.
SELECT setval('itinerary_service_rev_seq', 1 + floor(random() * 1e15)::bigint);--> statement-breakpoint
CREATE TABLE "itinerary_service_snapshots" (
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"rev" bigint NOT NULL,
	"body" jsonb NOT NULL,
	CONSTRAINT "itinerary_service_snapshots_service_id_rev_pk" PRIMARY KEY("service_id","rev")
);
--> statement-breakpoint
ALTER TABLE "itinerary_services" ADD COLUMN "rev" bigint DEFAULT nextval('itinerary_service_rev_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_service_snapshots" ADD CONSTRAINT "itinerary_service_snapshots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_service_snapshots" ADD CONSTRAINT "itinerary_service_snapshots_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itinerary_service_snapshots_quote_idx" ON "itinerary_service_snapshots" USING btree ("tenant_id","itinerary_id");--> statement-breakpoint
-- Every write of a quote service takes a new revision, so a version snapshot can tell which bodies
-- it must copy (those of revisions no snapshot holds yet) and share the rest.
GRANT USAGE ON SEQUENCE itinerary_service_rev_seq TO itinera_app;
--> statement-breakpoint
-- One function for every table with a `rev` column: the trigger names the sequence to draw from.
CREATE OR REPLACE FUNCTION itinera_take_rev() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.rev := nextval(TG_ARGV[0]::regclass);
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER itinerary_services_rev BEFORE UPDATE ON itinerary_services FOR EACH ROW EXECUTE FUNCTION itinera_take_rev('itinerary_service_rev_seq');
--> statement-breakpoint
SELECT itinera_enable_tenant_rls('itinerary_service_snapshots');
