CREATE TABLE "file_quotes" (
	"tenant_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	CONSTRAINT "file_quotes_file_id_itinerary_id_pk" PRIMARY KEY("file_id","itinerary_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"stage" smallint DEFAULT 1 NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itineraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itineraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"client_id" integer,
	"contract_id" integer,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"itinerary_type_id" smallint DEFAULT 1 NOT NULL,
	"itinerary_public" smallint DEFAULT 0 NOT NULL,
	"trip_type" text,
	"start_date" date,
	"end_date" date,
	"num_day" integer DEFAULT 1 NOT NULL,
	"num_pax" integer DEFAULT 1 NOT NULL,
	"language_id" integer DEFAULT 1 NOT NULL,
	"currency_id" integer DEFAULT 1 NOT NULL,
	"location_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"room_preferable_dist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"owner_user_id" integer,
	"user_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"stable_version" integer,
	"prices_locked" smallint DEFAULT 0 NOT NULL,
	"rate_date" date DEFAULT CURRENT_DATE NOT NULL,
	"price" numeric(14, 2),
	"deleting_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"version" integer NOT NULL,
	"entity" text DEFAULT 'itinerary' NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"field" text,
	"from_value" jsonb,
	"to_value" jsonb,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_versions" (
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_versions_itinerary_id_version_pk" PRIMARY KEY("itinerary_id","version")
);
--> statement-breakpoint
ALTER TABLE "file_quotes" ADD CONSTRAINT "file_quotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_quotes" ADD CONSTRAINT "file_quotes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_quotes" ADD CONSTRAINT "file_quotes_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_contract_id_client_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."client_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_history" ADD CONSTRAINT "itinerary_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_history" ADD CONSTRAINT "itinerary_history_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_history" ADD CONSTRAINT "itinerary_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_versions" ADD CONSTRAINT "itinerary_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_versions" ADD CONSTRAINT "itinerary_versions_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_versions" ADD CONSTRAINT "itinerary_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_quotes_itinerary_idx" ON "file_quotes" USING btree ("tenant_id","itinerary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_code_uq" ON "files" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "files_tenant_idx" ON "files" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "itineraries_code_uq" ON "itineraries" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "itineraries_uuid_uq" ON "itineraries" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "itineraries_created_idx" ON "itineraries" USING btree ("tenant_id","itinerary_type_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_status_idx" ON "itineraries" USING btree ("tenant_id","status_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_client_idx" ON "itineraries" USING btree ("tenant_id","client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_start_idx" ON "itineraries" USING btree ("tenant_id","start_date");--> statement-breakpoint
CREATE INDEX "itineraries_owner_idx" ON "itineraries" USING btree ("tenant_id","owner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itineraries_text_trgm" ON "itineraries" USING gin (lower("code" || ' ' || "title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "itineraries_tags_gin" ON "itineraries" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "itineraries_locations_gin" ON "itineraries" USING gin ("location_ids");--> statement-breakpoint
CREATE INDEX "itinerary_history_idx" ON "itinerary_history" USING btree ("tenant_id","itinerary_id","entity","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "itinerary_versions_tenant_idx" ON "itinerary_versions" USING btree ("tenant_id","itinerary_id");