ALTER TABLE "publish_configs" ADD COLUMN "sale" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "publish_defaults" ADD COLUMN "sale" jsonb DEFAULT '{}'::jsonb NOT NULL;