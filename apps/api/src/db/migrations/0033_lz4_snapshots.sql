-- Decision 0047: every edit of a quote stores a version snapshot (~25 KB of JSON on a large quote),
-- the new service bodies and the pricing result (~27 KB); PostgreSQL compressed each with pglz, a
-- large part of the server's CPU per edit on the process bench. lz4 compresses about as well at a
-- fraction of the CPU. Only new values use it; a server built without lz4 (PGlite) keeps pglz.
DO $$
BEGIN
  ALTER TABLE itinerary_versions ALTER COLUMN snapshot SET COMPRESSION lz4;
  ALTER TABLE itinerary_service_snapshots ALTER COLUMN body SET COMPRESSION lz4;
  ALTER TABLE itinerary_pricing ALTER COLUMN prices SET COMPRESSION lz4, ALTER COLUMN pax_prices SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
