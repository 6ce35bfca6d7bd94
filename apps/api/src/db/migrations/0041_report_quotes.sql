CREATE TABLE "report_quotes" (
	"itinerary_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"client_id" integer,
	"consultant_id" integer,
	"owner_user_id" integer,
	"user_id" integer,
	"itinerary_public" smallint DEFAULT 0 NOT NULL,
	"itinerary_type_id" smallint DEFAULT 1 NOT NULL,
	"status_id" smallint NOT NULL,
	"sold_level" smallint,
	"currency_id" integer NOT NULL,
	"price" numeric(14, 2),
	"sale1" numeric(14, 2),
	"sale2" numeric(14, 2),
	"sale3" numeric(14, 2),
	"margin1" numeric(14, 2),
	"margin2" numeric(14, 2),
	"margin3" numeric(14, 2),
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"destination_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"sent_at" timestamp with time zone,
	"review_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"deleting" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_quotes" ADD CONSTRAINT "report_quotes_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_quotes" ADD CONSTRAINT "report_quotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_quotes_created_idx" ON "report_quotes" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "report_quotes_out_idx" ON "report_quotes" USING btree ("tenant_id",COALESCE("sent_at", "confirmed_at"));--> statement-breakpoint
CREATE INDEX "report_quotes_client_idx" ON "report_quotes" USING btree ("tenant_id","client_id","created_at");--> statement-breakpoint
CREATE INDEX "report_quotes_consultant_idx" ON "report_quotes" USING btree ("tenant_id","consultant_id","created_at");