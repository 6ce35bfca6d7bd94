-- Version snapshots (~190 KB of JSON for a quote of 120 services) are compressed with lz4 instead
-- of pglz: on every version write that is ~5 ms less server CPU and a ~40 % smaller row
-- (docs/decisions/0015-api-hot-path.md). PGlite is built without lz4 and keeps pglz.
DO $$
BEGIN
  ALTER TABLE itinerary_versions ALTER COLUMN snapshot SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
