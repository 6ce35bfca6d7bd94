CREATE TABLE "assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"category" smallint NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_photos" (
	"tenant_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"image" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_photos_tenant_id_location_id_pk" PRIMARY KEY("tenant_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_photos" ADD CONSTRAINT "location_photos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_photos" ADD CONSTRAINT "location_photos_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assets_key_uq" ON "assets" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_content_uq" ON "assets" USING btree ("tenant_id","sha256");--> statement-breakpoint
CREATE INDEX "assets_tenant_created_idx" ON "assets" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assets_tenant_path_idx" ON "assets" USING btree ("tenant_id","path");