CREATE TABLE "publication_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publication_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"publication_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_change_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_change_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"accepted_version" integer NOT NULL,
	"version" integer NOT NULL,
	"publication_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text
);
--> statement-breakpoint
ALTER TABLE "publish_links" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publication_questions" ADD CONSTRAINT "publication_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_questions" ADD CONSTRAINT "publication_questions_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_questions" ADD CONSTRAINT "publication_questions_link_id_publish_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."publish_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publication_questions" ADD CONSTRAINT "publication_questions_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_change_sends" ADD CONSTRAINT "sale_change_sends_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_change_sends" ADD CONSTRAINT "sale_change_sends_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_change_sends" ADD CONSTRAINT "sale_change_sends_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_change_sends" ADD CONSTRAINT "sale_change_sends_link_id_publish_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."publish_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_change_sends" ADD CONSTRAINT "sale_change_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publication_questions_quote_idx" ON "publication_questions" USING btree ("tenant_id","itinerary_id");--> statement-breakpoint
CREATE INDEX "sale_change_sends_quote_idx" ON "sale_change_sends" USING btree ("tenant_id","itinerary_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Both are tenant-owned: row-level security like the rest (decision 0075).
SELECT itinera_enable_tenant_rls('sale_change_sends');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('publication_questions');
