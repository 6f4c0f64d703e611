CREATE TABLE "ref"."base_amounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "base_amounts_effective_from_unique" UNIQUE("effective_from")
);
--> statement-breakpoint
CREATE TABLE "ref"."catalogue_entries" (
	"act_type_id" integer PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"search_key" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref"."dictionary_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"dictionary" text NOT NULL,
	"record_id" integer NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ref"."catalogue_entries" ADD CONSTRAINT "catalogue_entries_act_type_id_act_types_id_fk" FOREIGN KEY ("act_type_id") REFERENCES "ref"."act_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref"."dictionary_changes" ADD CONSTRAINT "dictionary_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dictionary_changes_at_idx" ON "ref"."dictionary_changes" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "dictionary_changes_record_idx" ON "ref"."dictionary_changes" USING btree ("dictionary","record_id","at");--> statement-breakpoint
-- hand-written
-- The dictionary journal is append-only: who changed a dictionary, and what it was before, must stay.
CREATE FUNCTION "ref"."dictionary_changes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ref.dictionary_changes is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "dictionary_changes_append_only" BEFORE UPDATE OR DELETE ON "ref"."dictionary_changes"
  FOR EACH ROW EXECUTE FUNCTION "ref"."dictionary_changes_append_only"();
