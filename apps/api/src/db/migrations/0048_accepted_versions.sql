CREATE TABLE "accepted_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accepted_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"version" integer NOT NULL,
	"level" smallint,
	"num_pax" integer NOT NULL,
	"passengers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" numeric(14, 4),
	"currency_id" integer,
	"source" text NOT NULL,
	"publication_id" integer,
	"acceptance" jsonb,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accepted_versions" ADD CONSTRAINT "accepted_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_versions" ADD CONSTRAINT "accepted_versions_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_versions" ADD CONSTRAINT "accepted_versions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_versions" ADD CONSTRAINT "accepted_versions_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accepted_versions_quote_idx" ON "accepted_versions" USING btree ("tenant_id","itinerary_id","id" DESC NULLS LAST);--> statement-breakpoint
-- The pinned sale is tenant-owned: row-level security like the rest (decision 0074).
SELECT itinera_enable_tenant_rls('accepted_versions');