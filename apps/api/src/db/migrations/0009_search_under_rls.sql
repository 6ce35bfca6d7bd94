-- Row-level security keeps a query's own conditions above the tenant policy unless their functions
-- are LEAKPROOF, so `search_text LIKE '%volcano%'` could not use its trigram index for the app role
-- and every catalogue search scanned the whole tenant (docs/decisions/0011-search-under-rls.md).
-- LIKE and ILIKE only ever raise errors about the pattern, never about a row, so they leak nothing.
-- Marking them needs a superuser: elsewhere the search stays correct, only slower.
DO $$
BEGIN
  ALTER FUNCTION textlike(text, text) LEAKPROOF;
  ALTER FUNCTION texticlike(text, text) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'LIKE stays non-leakproof (not a superuser): searches will not use trigram indexes under RLS';
END
$$;
