CREATE TABLE "portal"."role_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"office_id" integer,
	"license_number" text,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "role_grants_state" CHECK ("portal"."role_grants"."state" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "role_grants_role" CHECK ("portal"."role_grants"."role" in ('admin', 'notary')),
	CONSTRAINT "role_grants_reason" CHECK (char_length(btrim("portal"."role_grants"."reason")) between 3 and 500),
	CONSTRAINT "role_grants_notary_post" CHECK (("portal"."role_grants"."role" = 'notary') = ("portal"."role_grants"."office_id" is not null and "portal"."role_grants"."license_number" is not null)),
	CONSTRAINT "role_grants_decided" CHECK (("portal"."role_grants"."state" = 'pending') = ("portal"."role_grants"."decided_by" is null and "portal"."role_grants"."decided_at" is null and "portal"."role_grants"."decision_reason" is null)),
	CONSTRAINT "role_grants_decision_reason" CHECK ("portal"."role_grants"."decision_reason" is null or char_length(btrim("portal"."role_grants"."decision_reason")) between 3 and 500),
	CONSTRAINT "role_grants_not_self" CHECK ("portal"."role_grants"."requested_by" <> "portal"."role_grants"."user_id"),
	CONSTRAINT "role_grants_second_person" CHECK ("portal"."role_grants"."decided_by" is null or ("portal"."role_grants"."decided_by" <> "portal"."role_grants"."requested_by" and "portal"."role_grants"."decided_by" <> "portal"."role_grants"."user_id"))
);
--> statement-breakpoint
ALTER TABLE "portal"."user_changes" DROP CONSTRAINT "user_changes_action";--> statement-breakpoint
ALTER TABLE "portal"."users" DROP CONSTRAINT "users_roles_known";--> statement-breakpoint
ALTER TABLE "notary"."reviews" ADD COLUMN "awaiting_moderation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal"."role_grants" ADD CONSTRAINT "role_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."role_grants" ADD CONSTRAINT "role_grants_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "notary"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."role_grants" ADD CONSTRAINT "role_grants_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."role_grants" ADD CONSTRAINT "role_grants_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "role_grants_one_pending_idx" ON "portal"."role_grants" USING btree ("user_id","role") WHERE "portal"."role_grants"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "role_grants_user_idx" ON "portal"."role_grants" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "role_grants_pending_idx" ON "portal"."role_grants" USING btree ("user_id") WHERE "portal"."role_grants"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_awaiting_moderation_idx" ON "notary"."reviews" USING btree ("id") WHERE "notary"."reviews"."awaiting_moderation";--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "notary"."reviews" USING btree ("id") WHERE "notary"."reviews"."hidden_at" is not null;--> statement-breakpoint
ALTER TABLE "portal"."user_changes" ADD CONSTRAINT "user_changes_action" CHECK ("portal"."user_changes"."action" in ('grant', 'revoke', 'block', 'unblock', 'delete', 'request', 'approve', 'reject'));--> statement-breakpoint
ALTER TABLE "portal"."users" ADD CONSTRAINT "users_roles_known" CHECK ("portal"."users"."roles" <@ array['applicant', 'notary', 'admin', 'analyst', 'moderator']::text[]);--> statement-breakpoint
-- hand-written
-- Reviews reported before the moderators' queue existed and not hidden wait in it.
UPDATE "notary"."reviews" SET "awaiting_moderation" = true WHERE "report_count" > 0 AND "hidden_at" IS NULL;--> statement-breakpoint
-- A grant is decided once: a decided row, and the request it records, never change again, and no row
-- is ever removed (the record of who asked and who decided).
CREATE FUNCTION "portal"."role_grants_decided_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'portal.role_grants rows are never deleted';
  END IF;
  IF OLD.state <> 'pending'
    OR NEW.user_id <> OLD.user_id OR NEW.role <> OLD.role OR NEW.reason <> OLD.reason
    OR NEW.requested_by <> OLD.requested_by OR NEW.requested_at <> OLD.requested_at
    OR NEW.office_id IS DISTINCT FROM OLD.office_id OR NEW.license_number IS DISTINCT FROM OLD.license_number THEN
    RAISE EXCEPTION 'portal.role_grants: a request is decided once and never rewritten';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "role_grants_decided_once" BEFORE UPDATE OR DELETE ON "portal"."role_grants"
  FOR EACH ROW EXECUTE FUNCTION "portal"."role_grants_decided_once"();
