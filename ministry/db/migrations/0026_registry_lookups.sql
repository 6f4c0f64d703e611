CREATE TABLE "portal"."registry_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"citizen_id" integer,
	"act_type_id" integer NOT NULL,
	"found" boolean NOT NULL,
	CONSTRAINT "registry_lookups_found" CHECK ("portal"."registry_lookups"."found" = ("portal"."registry_lookups"."citizen_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "acts"."parties" ALTER COLUMN "passserial" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."parties" ALTER COLUMN "passnum" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "birth_record_number" text;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "org_name" text;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "added_phone" text;--> statement-breakpoint
ALTER TABLE "portal"."registry_lookups" ADD CONSTRAINT "registry_lookups_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."registry_lookups" ADD CONSTRAINT "registry_lookups_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."registry_lookups" ADD CONSTRAINT "registry_lookups_act_type_id_act_types_id_fk" FOREIGN KEY ("act_type_id") REFERENCES "ref"."act_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_lookups_applicant_idx" ON "portal"."registry_lookups" USING btree ("applicant_user_id","at");--> statement-breakpoint
CREATE INDEX "registry_lookups_citizen_idx" ON "portal"."registry_lookups" USING btree ("citizen_id","id");--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD CONSTRAINT "parties_document" CHECK (("acts"."parties"."passserial" is not null and "acts"."parties"."passnum" is not null) or "acts"."parties"."birth_record_number" is not null);--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD CONSTRAINT "parties_added_phone" CHECK ("acts"."parties"."added_phone" is null or "acts"."parties"."added_phone" ~ '^[0-9]{9}$');--> statement-breakpoint
-- hand-written
-- The lookup journal is append-only: who looked a person up, when and for what must stay.
CREATE FUNCTION "portal"."registry_lookups_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'portal.registry_lookups is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "registry_lookups_append_only" BEFORE UPDATE OR DELETE ON "portal"."registry_lookups"
  FOR EACH ROW EXECUTE FUNCTION "portal"."registry_lookups_append_only"();
