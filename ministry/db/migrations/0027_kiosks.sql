CREATE TABLE "equeue"."duty_notaries" (
	"office_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"notary_id" integer NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "duty_notaries_office_id_from_day_pk" PRIMARY KEY("office_id","from_day")
);
--> statement-breakpoint
CREATE TABLE "portal"."kiosk_calls" (
	"nonce" text PRIMARY KEY NOT NULL,
	"kiosk_id" integer NOT NULL,
	"operation" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."kiosks" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"label" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"public_key" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"enrolled_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "kiosks_label" CHECK (char_length("portal"."kiosks"."label") between 1 and 60),
	CONSTRAINT "kiosks_state_fields" CHECK (("portal"."kiosks"."state" = 'pending' and "portal"."kiosks"."public_key" is null) or ("portal"."kiosks"."state" <> 'pending' and "portal"."kiosks"."code_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "auth"."attempts" DROP CONSTRAINT "attempts_kind";--> statement-breakpoint
ALTER TABLE "equeue"."queue_entries" ADD COLUMN "kiosk_id" integer;--> statement-breakpoint
ALTER TABLE "equeue"."queue_entries" ADD COLUMN "passport_tag" text;--> statement-breakpoint
ALTER TABLE "equeue"."duty_notaries" ADD CONSTRAINT "duty_notaries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "notary"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."duty_notaries" ADD CONSTRAINT "duty_notaries_notary_id_notaries_id_fk" FOREIGN KEY ("notary_id") REFERENCES "notary"."notaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."duty_notaries" ADD CONSTRAINT "duty_notaries_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."kiosk_calls" ADD CONSTRAINT "kiosk_calls_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "portal"."kiosks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."kiosks" ADD CONSTRAINT "kiosks_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "notary"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."kiosks" ADD CONSTRAINT "kiosks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."kiosks" ADD CONSTRAINT "kiosks_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_calls_kiosk_at_idx" ON "portal"."kiosk_calls" USING btree ("kiosk_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosks_code_hash_idx" ON "portal"."kiosks" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "kiosks_office_idx" ON "portal"."kiosks" USING btree ("office_id","id");--> statement-breakpoint
ALTER TABLE "equeue"."queue_entries" ADD CONSTRAINT "queue_entries_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "portal"."kiosks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_passport_idx" ON "equeue"."queue_entries" USING btree ("office_id","day","passport_tag") WHERE passport_tag is not null;--> statement-breakpoint
ALTER TABLE "auth"."attempts" ADD CONSTRAINT "attempts_kind" CHECK ("auth"."attempts"."kind" in ('precheck', 'auth', 'kiosk_enrolment'));