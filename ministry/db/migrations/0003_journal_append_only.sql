-- The act journal is append-only: analysts replay it through the statechart, so a row once written
-- must never change or disappear. The lifecycle service only inserts; this makes it a database rule.
CREATE FUNCTION "acts"."journal_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'acts.journal is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_append_only" BEFORE UPDATE OR DELETE ON "acts"."journal"
  FOR EACH ROW EXECUTE FUNCTION "acts"."journal_append_only"();
