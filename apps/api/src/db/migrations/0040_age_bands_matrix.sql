CREATE TABLE "itinerary_matrices" (
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"version" integer NOT NULL,
	"rate_stamp" text NOT NULL,
	"input_stamp" text NOT NULL,
	"sizes" jsonb NOT NULL,
	"child_age" smallint,
	"start_date" text,
	"status" text DEFAULT 'ready' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "itinerary_matrices_tenant_id_itinerary_id_pk" PRIMARY KEY("tenant_id","itinerary_id")
);
--> statement-breakpoint
ALTER TABLE "rate_lines" ADD COLUMN "age_bands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "itinerary_matrices" ADD CONSTRAINT "itinerary_matrices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_matrices" ADD CONSTRAINT "itinerary_matrices_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_matrices" ADD CONSTRAINT "itinerary_matrices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A quote's price matrix is tenant-owned: row-level security like the rest.
SELECT itinera_enable_tenant_rls('itinerary_matrices');
