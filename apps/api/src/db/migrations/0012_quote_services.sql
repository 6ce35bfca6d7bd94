CREATE TABLE "itinerary_passengers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_passengers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'adult' NOT NULL,
	"age" smallint,
	"room" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_pricing" (
	"itinerary_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"margin_hotel" numeric(6, 2),
	"margin_services" numeric(6, 2),
	"seller_type" text DEFAULT 'seller' NOT NULL,
	"pax_settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sales_manual_id" integer,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pax_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upgrades" jsonb,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priced_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"service_type_id" smallint NOT NULL,
	"category" jsonb,
	"description" text DEFAULT '' NOT NULL,
	"recommendations" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"check_in" text,
	"check_out" text,
	"location_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"day" text DEFAULT '1' NOT NULL,
	"start_date" date,
	"end_date" date,
	"position" integer DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"kind" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"visible" smallint DEFAULT 1 NOT NULL,
	"passengers" integer[] DEFAULT '{}'::int[] NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edit_cost_unit" numeric(14, 4),
	"edit_quantity" integer,
	"edit_percentage_margin" numeric(6, 2),
	"edit_price" numeric(14, 2),
	"quantity" integer,
	"cost" numeric(14, 2),
	"cost_unit" numeric(14, 2),
	"price" numeric(14, 2),
	"price_unit" numeric(14, 2),
	"margin" numeric(14, 2),
	"percentage_margin" numeric(10, 2),
	"calculated_price" numeric(14, 2),
	"service_price" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_supplier" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD CONSTRAINT "itinerary_passengers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_passengers" ADD CONSTRAINT "itinerary_passengers_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_pricing" ADD CONSTRAINT "itinerary_pricing_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_pricing" ADD CONSTRAINT "itinerary_pricing_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_services" ADD CONSTRAINT "itinerary_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_services" ADD CONSTRAINT "itinerary_services_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_services" ADD CONSTRAINT "itinerary_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itinerary_passengers_idx" ON "itinerary_passengers" USING btree ("tenant_id","itinerary_id","position","id");--> statement-breakpoint
CREATE INDEX "itinerary_services_order_idx" ON "itinerary_services" USING btree ("tenant_id","itinerary_id","position","id");