-- Reports (issue 42, decision 0109): a travel agent's reports read report_rollups' month rows of the
-- quotes it owns or is consultant of; by the key (tenant, kind, grain, bucket, …) that was every month
-- row of the tenant filtered (4 576 read for 1 507 kept on the bench tenant, 12 233 for 3 100 by level).
-- With the owner and the consultant right after the tenant, two short ranges.
CREATE INDEX "report_rollups_owner_idx" ON "report_rollups" USING btree ("tenant_id","owner_user_id","kind","grain","bucket");--> statement-breakpoint
CREATE INDEX "report_rollups_consultant_idx" ON "report_rollups" USING btree ("tenant_id","consultant_id","kind","grain","bucket");
