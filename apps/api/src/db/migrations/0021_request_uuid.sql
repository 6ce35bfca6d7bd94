-- Requests get a uuid as their public id (docs/domain/api-shapes.md#ids); existing rows get one each,
-- as the default is evaluated per row. A request may name one contract of its client and tags.
ALTER TABLE "files" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "contract_id" integer;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "tag_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_contract_id_client_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."client_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_uuid_uq" ON "files" USING btree ("uuid");