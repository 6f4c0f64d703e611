CREATE SCHEMA "acts";
--> statement-breakpoint
CREATE SEQUENCE "acts"."regnum_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "registry"."deaths" (
	"citizen_id" integer PRIMARY KEY NOT NULL,
	"death_date" date NOT NULL,
	"record_number" text NOT NULL,
	CONSTRAINT "deaths_record_number_unique" UNIQUE("record_number")
);
--> statement-breakpoint
CREATE TABLE "registry"."enforcement_debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"citizen_id" integer NOT NULL,
	"case_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "enforcement_debts_case_number_unique" UNIQUE("case_number")
);
--> statement-breakpoint
CREATE TABLE "registry"."vehicle_bans" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"start_date" date NOT NULL,
	"document_date" date NOT NULL,
	"document_number" text NOT NULL,
	"official" text NOT NULL,
	"organ" text NOT NULL,
	CONSTRAINT "vehicle_bans_kind" CHECK ("registry"."vehicle_bans"."kind" in ('ban', 'arrest', 'restriction'))
);
--> statement-breakpoint
CREATE TABLE "registry"."vehicle_fines" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"resolution_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vehicle_fines_resolution_number_unique" UNIQUE("resolution_number")
);
--> statement-breakpoint
CREATE TABLE "registry"."vehicle_owners" (
	"vehicle_id" integer NOT NULL,
	"citizen_id" integer NOT NULL,
	"share_numerator" integer DEFAULT 1 NOT NULL,
	"share_denominator" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vehicle_owners_vehicle_id_citizen_id_pk" PRIMARY KEY("vehicle_id","citizen_id")
);
--> statement-breakpoint
CREATE TABLE "registry"."vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_number" text NOT NULL,
	"tech_passport_series" text NOT NULL,
	"tech_passport_number" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"country" text NOT NULL,
	"year" integer NOT NULL,
	"colour" text NOT NULL,
	"motor_number" text NOT NULL,
	"body_number" text NOT NULL,
	"chassis_number" text,
	"horsepower" integer NOT NULL,
	"issuer" text NOT NULL,
	"issue_date" date NOT NULL,
	"address" text NOT NULL,
	"special_marks" text,
	"stamp_organisation" text,
	"stamp_date" date,
	"valuation" bigint NOT NULL,
	"inventory_price" bigint NOT NULL,
	"balance_percent" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "vehicles_state_number_unique" UNIQUE("state_number"),
	CONSTRAINT "vehicles_tech_passport_series" CHECK ("registry"."vehicles"."tech_passport_series" ~ '^[A-Z]{3,5}$'),
	CONSTRAINT "vehicles_state_number" CHECK ("registry"."vehicles"."state_number" ~ '^[0-9A-Z]{1,15}$')
);
--> statement-breakpoint
CREATE TABLE "acts"."files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"act_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acts"."invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount" CHECK ("acts"."invoices"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "acts"."journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"event" text NOT NULL,
	"role" text NOT NULL,
	"user_id" integer,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"from_step" smallint NOT NULL,
	"to_step" smallint NOT NULL,
	"version" integer NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acts"."acts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type_id" integer NOT NULL,
	"applicant_user_id" integer NOT NULL,
	"notary_id" integer,
	"office_id" integer NOT NULL,
	"state" text NOT NULL,
	"step" smallint NOT NULL,
	"context" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"regtype" smallint DEFAULT 1 NOT NULL,
	"regsystemid" smallint DEFAULT 2 NOT NULL,
	"visit_at" timestamp with time zone,
	"attended_at" timestamp with time zone,
	"regnum" text,
	"regdate" date,
	"instime" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"annulled_at" timestamp with time zone,
	"remark" text,
	"cancellation_reason" text,
	"language" text DEFAULT 'oz' NOT NULL,
	"client_phone" text,
	"free_of_payment" boolean DEFAULT false NOT NULL,
	"vehicle_id" integer,
	"unfinished" boolean DEFAULT true NOT NULL,
	"awaiting" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "acts_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "acts_regnum_unique" UNIQUE("regnum"),
	CONSTRAINT "acts_step" CHECK ("acts"."acts"."step" between 1 and 9),
	CONSTRAINT "acts_regtype" CHECK ("acts"."acts"."regtype" in (1, 2)),
	CONSTRAINT "acts_regsystemid" CHECK ("acts"."acts"."regsystemid" in (2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "acts"."notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"author_user_id" integer,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acts"."parties" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"citizen_id" integer NOT NULL,
	"user_id" integer,
	"role" text NOT NULL,
	"co_owner" boolean DEFAULT false NOT NULL,
	"applicant" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"status" text,
	"status_at" timestamp with time zone,
	"fio" text NOT NULL,
	"passserial" text NOT NULL,
	"passnum" text NOT NULL,
	"pin" text NOT NULL,
	"phone" text NOT NULL,
	"invite_token_hash" text,
	"sms_sent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "parties_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "parties_status" CHECK ("acts"."parties"."status" is null or "acts"."parties"."status" in ('accepted', 'rejected', 'exited'))
);
--> statement-breakpoint
CREATE TABLE "acts"."payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"payer_user_id" integer NOT NULL,
	"method" text NOT NULL,
	"card_last4" text,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "payments_card_last4" CHECK ("acts"."payments"."card_last4" is null or "acts"."payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "acts"."sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer,
	"party_id" integer,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"qr" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acts"."vehicle_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"state_number" text NOT NULL,
	"tech_passport_series" text NOT NULL,
	"tech_passport_number" text NOT NULL,
	"address" text NOT NULL,
	"special_marks" text,
	"issuer" text NOT NULL,
	"issue_date" date NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"country" text NOT NULL,
	"motor_number" text NOT NULL,
	"body_number" text NOT NULL,
	"chassis_number" text,
	"colour" text NOT NULL,
	"year" integer NOT NULL,
	"horsepower" integer NOT NULL,
	"stamp_organisation" text,
	"stamp_date" date,
	"price" bigint NOT NULL,
	"balance_percent" integer NOT NULL,
	"invoice_date" date,
	"valuation" bigint NOT NULL,
	"inventory_price" bigint NOT NULL,
	"unpaid_sum" bigint DEFAULT 0 NOT NULL,
	"fines" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registry"."deaths" ADD CONSTRAINT "deaths_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."enforcement_debts" ADD CONSTRAINT "enforcement_debts_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."vehicle_bans" ADD CONSTRAINT "vehicle_bans_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "registry"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."vehicle_fines" ADD CONSTRAINT "vehicle_fines_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "registry"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."vehicle_owners" ADD CONSTRAINT "vehicle_owners_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "registry"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."vehicle_owners" ADD CONSTRAINT "vehicle_owners_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."files" ADD CONSTRAINT "files_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."invoices" ADD CONSTRAINT "invoices_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."journal" ADD CONSTRAINT "journal_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."journal" ADD CONSTRAINT "journal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD CONSTRAINT "acts_type_id_act_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "ref"."act_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD CONSTRAINT "acts_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD CONSTRAINT "acts_notary_id_notaries_id_fk" FOREIGN KEY ("notary_id") REFERENCES "notary"."notaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD CONSTRAINT "acts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "notary"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD CONSTRAINT "acts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "registry"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."notes" ADD CONSTRAINT "notes_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."notes" ADD CONSTRAINT "notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD CONSTRAINT "parties_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD CONSTRAINT "parties_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD CONSTRAINT "parties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "acts"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."payments" ADD CONSTRAINT "payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."sms_outbox" ADD CONSTRAINT "sms_outbox_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."sms_outbox" ADD CONSTRAINT "sms_outbox_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "acts"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."vehicle_subjects" ADD CONSTRAINT "vehicle_subjects_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."vehicle_subjects" ADD CONSTRAINT "vehicle_subjects_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "registry"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enforcement_debts_citizen_idx" ON "registry"."enforcement_debts" USING btree ("citizen_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_bans_document_idx" ON "registry"."vehicle_bans" USING btree ("vehicle_id","document_number");--> statement-breakpoint
CREATE INDEX "vehicle_fines_vehicle_idx" ON "registry"."vehicle_fines" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_tech_passport_idx" ON "registry"."vehicles" USING btree ("tech_passport_series","tech_passport_number");--> statement-breakpoint
CREATE INDEX "files_act_idx" ON "acts"."files" USING btree ("act_id");--> statement-breakpoint
CREATE INDEX "invoices_act_idx" ON "acts"."invoices" USING btree ("act_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_act_version_idx" ON "acts"."journal" USING btree ("act_id","version");--> statement-breakpoint
CREATE INDEX "acts_applicant_idx" ON "acts"."acts" USING btree ("applicant_user_id","instime");--> statement-breakpoint
CREATE INDEX "acts_instime_idx" ON "acts"."acts" USING btree ("instime");--> statement-breakpoint
CREATE INDEX "acts_notary_step_idx" ON "acts"."acts" USING btree ("notary_id","step");--> statement-breakpoint
CREATE INDEX "acts_office_step_idx" ON "acts"."acts" USING btree ("office_id","step");--> statement-breakpoint
CREATE INDEX "acts_vehicle_unfinished_idx" ON "acts"."acts" USING btree ("vehicle_id") WHERE "acts"."acts"."unfinished";--> statement-breakpoint
CREATE INDEX "acts_visit_idx" ON "acts"."acts" USING btree ("visit_at") WHERE "acts"."acts"."regtype" = 2 and "acts"."acts"."attended_at" is null;--> statement-breakpoint
CREATE INDEX "notes_act_idx" ON "acts"."notes" USING btree ("act_id");--> statement-breakpoint
CREATE INDEX "parties_act_idx" ON "acts"."parties" USING btree ("act_id");--> statement-breakpoint
CREATE INDEX "parties_user_idx" ON "acts"."parties" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parties_act_citizen_idx" ON "acts"."parties" USING btree ("act_id","citizen_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "acts"."sms_outbox" USING btree ("phone","at");--> statement-breakpoint
CREATE INDEX "vehicle_subjects_act_idx" ON "acts"."vehicle_subjects" USING btree ("act_id");