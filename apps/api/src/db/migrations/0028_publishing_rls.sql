-- Publishing's rows are tenant-owned: row-level security like the rest. The public page finds a code
-- under the Host's tenant, so a code of another tenant is simply not there.
SELECT itinera_enable_tenant_rls('publish_configs');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('publish_defaults');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('publish_images');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('publish_links');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('publications');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('publication_events');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('publication_accepts');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('publication_pdfs');
