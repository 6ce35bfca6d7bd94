-- The days of a quote are tenant-owned: row-level security like the rest.
SELECT itinera_enable_tenant_rls('itinerary_days');
