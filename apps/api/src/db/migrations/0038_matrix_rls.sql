-- A quote's price matrix is tenant-owned: row-level security like the rest.
SELECT itinera_enable_tenant_rls('itinerary_matrices');
