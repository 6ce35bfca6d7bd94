CREATE TABLE "itinerary_service_editions" (
	"tenant_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"history_id" integer NOT NULL,
	CONSTRAINT "itinerary_service_editions_pkey" PRIMARY KEY("tenant_id","itinerary_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "itinerary_service_editions" ADD CONSTRAINT "itinerary_service_editions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_service_editions" ADD CONSTRAINT "itinerary_service_editions_itinerary_id_itineraries_id_fk" FOREIGN KEY ("tenant_id","itinerary_id") REFERENCES "public"."itineraries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Each service's edition (decision 0125): the newest itinerary_history entry naming it, by
-- (created_at, id) as the answers have always read it. Every write answered each service's edition
-- by probing the quote's history once a service (120 index probes, ~1.5 ms of PostgreSQL's time a
-- call, a fifth of an edit's); the entries' own triggers now keep the newest one a service here.
SELECT itinera_enable_tenant_rls('itinerary_service_editions');--> statement-breakpoint

-- New entries: each service's newest among them replaces its row when it is newer (an entry
-- written later with an earlier time, by a transaction that waited for the quote's lock, does not).
CREATE FUNCTION itinera_service_editions_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO itinerary_service_editions AS e (tenant_id, itinerary_id, service_id, user_id, created_at, history_id)
  SELECT DISTINCT ON (h.tenant_id, h.itinerary_id, h.entity_id) h.tenant_id, h.itinerary_id, h.entity_id, h.user_id,
    h.created_at, h.id
  FROM new_rows h WHERE h.entity = 'service' AND h.entity_id IS NOT NULL
  ORDER BY h.tenant_id, h.itinerary_id, h.entity_id, h.created_at DESC, h.id DESC
  ON CONFLICT (tenant_id, itinerary_id, service_id) DO UPDATE
    SET user_id = EXCLUDED.user_id, created_at = EXCLUDED.created_at, history_id = EXCLUDED.history_id
    WHERE (EXCLUDED.created_at, EXCLUDED.history_id) > (e.created_at, e.history_id);
  RETURN NULL;
END $$;--> statement-breakpoint

-- Entries re-dated, changed or removed (the demo seed dates its history back; a quote's delete
-- cascades): the services they named, before and after, are read again from the history.
CREATE FUNCTION itinera_service_editions_recount(keys jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM itinerary_service_editions e USING jsonb_to_recordset(keys) AS k(t int, q int, s int)
  WHERE e.tenant_id = k.t AND e.itinerary_id = k.q AND e.service_id = k.s;
  INSERT INTO itinerary_service_editions (tenant_id, itinerary_id, service_id, user_id, created_at, history_id)
  SELECT k.t, k.q, k.s, last.user_id, last.created_at, last.id
  FROM (SELECT DISTINCT x.t, x.q, x.s FROM jsonb_to_recordset(keys) AS x(t int, q int, s int) WHERE x.s IS NOT NULL) k
  CROSS JOIN LATERAL (SELECT h.user_id, h.created_at, h.id FROM itinerary_history h
    WHERE h.tenant_id = k.t AND h.itinerary_id = k.q AND h.entity = 'service' AND h.entity_id = k.s
    ORDER BY h.created_at DESC, h.id DESC LIMIT 1) last
  -- A quote being deleted (its history goes by cascade) keeps no edition.
  WHERE EXISTS (SELECT 1 FROM itineraries i WHERE i.tenant_id = k.t AND i.id = k.q);
END $$;--> statement-breakpoint
CREATE FUNCTION itinera_service_editions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM itinera_service_editions_recount((SELECT jsonb_agg(jsonb_build_object('t', o.tenant_id, 'q', o.itinerary_id,
      's', o.entity_id)) FROM old_rows o WHERE o.entity = 'service'));
  ELSE
    PERFORM itinera_service_editions_recount((SELECT jsonb_agg(jsonb_build_object('t', r.tenant_id, 'q', r.itinerary_id,
      's', r.entity_id)) FROM (SELECT tenant_id, itinerary_id, entity_id FROM old_rows WHERE entity = 'service'
        UNION SELECT tenant_id, itinerary_id, entity_id FROM new_rows WHERE entity = 'service') r));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER itinerary_history_editions_insert AFTER INSERT ON itinerary_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_service_editions_inserted();--> statement-breakpoint
CREATE TRIGGER itinerary_history_editions_update AFTER UPDATE ON itinerary_history
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION itinera_service_editions_changed();--> statement-breakpoint
CREATE TRIGGER itinerary_history_editions_delete AFTER DELETE ON itinerary_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION itinera_service_editions_changed();--> statement-breakpoint

-- The entries already there.
INSERT INTO itinerary_service_editions (tenant_id, itinerary_id, service_id, user_id, created_at, history_id)
SELECT DISTINCT ON (h.tenant_id, h.itinerary_id, h.entity_id) h.tenant_id, h.itinerary_id, h.entity_id, h.user_id,
  h.created_at, h.id
FROM itinerary_history h WHERE h.entity = 'service' AND h.entity_id IS NOT NULL
ORDER BY h.tenant_id, h.itinerary_id, h.entity_id, h.created_at DESC, h.id DESC;
