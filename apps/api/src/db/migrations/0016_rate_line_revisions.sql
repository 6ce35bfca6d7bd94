CREATE SEQUENCE "public"."rate_line_rev_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- A random start per database, as for quote services (0015): API processes cache rate lines by
-- their (count, highest revision), and two databases seeded alike must not share a stamp.
SELECT setval('rate_line_rev_seq', 1 + floor(random() * 1e15)::bigint);--> statement-breakpoint
ALTER TABLE "rate_lines" ADD COLUMN "rev" bigint DEFAULT nextval('rate_line_rev_seq') NOT NULL;--> statement-breakpoint
GRANT USAGE ON SEQUENCE rate_line_rev_seq TO itinera_app;
--> statement-breakpoint
-- Every write of a line takes a new revision, whatever code writes it (the editor, a rate sheet, SQL).
CREATE TRIGGER rate_lines_rev BEFORE UPDATE ON rate_lines FOR EACH ROW EXECUTE FUNCTION itinera_take_rev('rate_line_rev_seq');
