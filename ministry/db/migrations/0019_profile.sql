CREATE TABLE "portal"."consent_journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_journal_event" CHECK ("portal"."consent_journal"."event" in ('given', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "portal"."phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "phone_codes_phone" CHECK ("portal"."phone_codes"."phone" ~ '^[0-9]{9}$'),
	CONSTRAINT "phone_codes_attempts" CHECK ("portal"."phone_codes"."attempts" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "portal"."users" ADD COLUMN "personal_data_consent" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."consent_journal" ADD CONSTRAINT "consent_journal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_journal_user_idx" ON "portal"."consent_journal" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "portal"."phone_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "notary"."reviews" USING btree ("user_id","id");--> statement-breakpoint
-- hand-written
-- The consent journal is append-only: when a user gave or withdrew their consent must stay.
CREATE FUNCTION "portal"."consent_journal_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'portal.consent_journal is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consent_journal_append_only" BEFORE UPDATE OR DELETE ON "portal"."consent_journal"
  FOR EACH ROW EXECUTE FUNCTION "portal"."consent_journal_append_only"();
