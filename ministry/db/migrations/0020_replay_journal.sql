CREATE TABLE "acts"."analyst_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"act_id" integer,
	"view" text NOT NULL,
	"query" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acts"."journal" ADD COLUMN "machine_event" jsonb;--> statement-breakpoint
ALTER TABLE "acts"."journal" ADD COLUMN "data_change" jsonb;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD COLUMN "state_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."analyst_views" ADD CONSTRAINT "analyst_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."analyst_views" ADD CONSTRAINT "analyst_views_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyst_views_act_idx" ON "acts"."analyst_views" USING btree ("act_id","at");--> statement-breakpoint
CREATE INDEX "analyst_views_user_idx" ON "acts"."analyst_views" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "acts_stuck_idx" ON "acts"."acts" USING btree ("state","state_since","id") WHERE "acts"."acts"."unfinished";--> statement-breakpoint
CREATE INDEX "acts_stuck_office_idx" ON "acts"."acts" USING btree ("office_id","state","state_since") WHERE "acts"."acts"."unfinished";--> statement-breakpoint
-- hand-written
-- When each existing act entered its current state: its last journalled change of state, or its
-- creation. Rows journalled from now on keep it up to date (ministry/acts/lifecycle.ts).
UPDATE "acts"."acts" AS a SET "state_since" = coalesce(
  (SELECT max(j."at") FROM "acts"."journal" j WHERE j."act_id" = a."id" AND j."from_state" <> j."to_state"),
  a."instime"
);--> statement-breakpoint
-- Analysts' views are audited: who looked at which act and when must stay.
CREATE FUNCTION "acts"."analyst_views_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'acts.analyst_views is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "analyst_views_append_only" BEFORE UPDATE OR DELETE ON "acts"."analyst_views"
  FOR EACH ROW EXECUTE FUNCTION "acts"."analyst_views_append_only"();
