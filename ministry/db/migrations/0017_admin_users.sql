CREATE TABLE "portal"."user_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"admin_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"role" text,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	CONSTRAINT "user_changes_action" CHECK ("portal"."user_changes"."action" in ('grant', 'revoke', 'block', 'unblock', 'delete')),
	CONSTRAINT "user_changes_reason" CHECK (char_length(btrim("portal"."user_changes"."reason")) between 3 and 500)
);
--> statement-breakpoint
ALTER TABLE "portal"."users" DROP CONSTRAINT "users_roles_known";--> statement-breakpoint
ALTER TABLE "portal"."users" ADD COLUMN "state" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."users" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."user_changes" ADD CONSTRAINT "user_changes_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."user_changes" ADD CONSTRAINT "user_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_changes_user_idx" ON "portal"."user_changes" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "user_changes_at_idx" ON "portal"."user_changes" USING btree ("at");--> statement-breakpoint
CREATE INDEX "users_roles_idx" ON "portal"."users" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "users_state_idx" ON "portal"."users" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "users_deleted_idx" ON "portal"."users" USING btree (("deleted_at" is not null),"id");--> statement-breakpoint
ALTER TABLE "portal"."users" ADD CONSTRAINT "users_state" CHECK ("portal"."users"."state" in ('active', 'blocked'));--> statement-breakpoint
ALTER TABLE "portal"."users" ADD CONSTRAINT "users_roles_known" CHECK ("portal"."users"."roles" <@ array['applicant', 'notary', 'admin', 'analyst']::text[]);--> statement-breakpoint
-- hand-written
-- The administrators' journal is append-only: who changed a user's roles or state, and why, must stay.
CREATE FUNCTION "portal"."user_changes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'portal.user_changes is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_changes_append_only" BEFORE UPDATE OR DELETE ON "portal"."user_changes"
  FOR EACH ROW EXECUTE FUNCTION "portal"."user_changes_append_only"();
