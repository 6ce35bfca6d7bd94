CREATE TABLE "rate_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"user_id" integer,
	"source" text NOT NULL,
	"changed_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"added_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"removed_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_repricings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"rate_change_id" integer,
	"quote_ids" integer[] NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_changes" ADD CONSTRAINT "rate_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_repricings" ADD CONSTRAINT "rate_repricings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_repricings" ADD CONSTRAINT "rate_repricings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_repricings" ADD CONSTRAINT "rate_repricings_rate_change_id_rate_changes_id_fk" FOREIGN KEY ("rate_change_id") REFERENCES "public"."rate_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_changes_tenant_created_idx" ON "rate_changes" USING btree ("tenant_id","created_at");--> statement-breakpoint
-- Rate changes and their re-pricings are tenant-owned: row-level security like the rest.
SELECT itinera_enable_tenant_rls('rate_changes');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('rate_repricings');
