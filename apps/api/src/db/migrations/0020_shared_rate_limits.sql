-- Rate-limit counters shared by every API process on this database (plugins/rate-limit-store.ts,
-- decision 0023): rate-limiter-flexible's RateLimiterPostgres keeps one row per key and window and
-- counts with one INSERT … ON CONFLICT … DO UPDATE … RETURNING, so the processes share one limit.
-- Not tenant data: no tenant_id, no row-level security, no grant to itinera_app (only the owner
-- connection counts); the keys of per-tenant limits carry the tenant id. Unlogged: a counter needs
-- no WAL, and a database crash that empties the table only restarts the windows.
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);--> statement-breakpoint
-- The store deletes expired rows as it writes (every few minutes per process).
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");
