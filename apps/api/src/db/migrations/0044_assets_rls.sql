-- The image library is tenant-owned: row-level security like the rest (docs/domain/assets.md).
SELECT itinera_enable_tenant_rls('assets');--> statement-breakpoint
SELECT itinera_enable_tenant_rls('location_photos');
