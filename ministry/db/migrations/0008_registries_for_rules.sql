CREATE TABLE "registry"."births" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_number" text NOT NULL,
	"child_citizen_id" integer NOT NULL,
	"father_citizen_id" integer,
	"mother_citizen_id" integer,
	"registered_on" date NOT NULL,
	"organisation" text NOT NULL,
	CONSTRAINT "births_record_number_unique" UNIQUE("record_number"),
	CONSTRAINT "births_child_citizen_id_unique" UNIQUE("child_citizen_id")
);
--> statement-breakpoint
CREATE TABLE "registry"."legal_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"inn" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"manager_citizen_id" integer NOT NULL,
	CONSTRAINT "legal_entities_inn_unique" UNIQUE("inn"),
	CONSTRAINT "legal_entities_inn" CHECK ("registry"."legal_entities"."inn" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "registry"."marriages" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_number" text NOT NULL,
	"husband_citizen_id" integer NOT NULL,
	"wife_citizen_id" integer NOT NULL,
	"registered_on" date NOT NULL,
	"organisation" text NOT NULL,
	"dissolved_on" date,
	CONSTRAINT "marriages_record_number_unique" UNIQUE("record_number")
);
--> statement-breakpoint
CREATE TABLE "registry"."powers_of_attorney" (
	"id" integer PRIMARY KEY NOT NULL,
	"registry_number" text NOT NULL,
	"registry_date" date NOT NULL,
	"act_type_id" integer NOT NULL,
	"principal_citizen_id" integer NOT NULL,
	"attorney_citizen_id" integer NOT NULL,
	"term_from" date NOT NULL,
	"term_to" date NOT NULL,
	"rights" text[] NOT NULL,
	"delegation" boolean NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "powers_of_attorney_registry_number_unique" UNIQUE("registry_number"),
	CONSTRAINT "powers_of_attorney_term" CHECK ("registry"."powers_of_attorney"."term_from" <= "registry"."powers_of_attorney"."term_to"),
	CONSTRAINT "powers_of_attorney_state" CHECK ("registry"."powers_of_attorney"."state" in ('active', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "registry"."real_estate_bans" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"start_date" date NOT NULL,
	"document_date" date NOT NULL,
	"document_number" text NOT NULL,
	"official" text NOT NULL,
	"organ" text NOT NULL,
	"real_estate_id" integer NOT NULL,
	CONSTRAINT "real_estate_bans_kind" CHECK ("registry"."real_estate_bans"."kind" in ('ban', 'arrest', 'restriction'))
);
--> statement-breakpoint
CREATE TABLE "registry"."real_estate_owners" (
	"real_estate_id" integer NOT NULL,
	"citizen_id" integer NOT NULL,
	"share_numerator" integer DEFAULT 1 NOT NULL,
	"share_denominator" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "real_estate_owners_real_estate_id_citizen_id_pk" PRIMARY KEY("real_estate_id","citizen_id"),
	CONSTRAINT "real_estate_owners_share" CHECK ("registry"."real_estate_owners"."share_numerator" between 1 and "registry"."real_estate_owners"."share_denominator")
);
--> statement-breakpoint
CREATE TABLE "registry"."real_estates" (
	"id" serial PRIMARY KEY NOT NULL,
	"cadastre_number" text NOT NULL,
	"cadastre_type" text NOT NULL,
	"object_name" text NOT NULL,
	"address" text NOT NULL,
	"area" real NOT NULL,
	"living_area" real,
	"rooms" integer,
	"inventory_price" bigint NOT NULL,
	CONSTRAINT "real_estates_cadastre_number_unique" UNIQUE("cadastre_number"),
	CONSTRAINT "real_estates_cadastre_number" CHECK ("registry"."real_estates"."cadastre_number" ~ '^[0-9][0-9:/]{0,49}$'),
	CONSTRAINT "real_estates_cadastre_type" CHECK ("registry"."real_estates"."cadastre_type" in ('residential', 'nonResidential'))
);
--> statement-breakpoint
ALTER TABLE "registry"."births" ADD CONSTRAINT "births_child_citizen_id_citizens_id_fk" FOREIGN KEY ("child_citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."births" ADD CONSTRAINT "births_father_citizen_id_citizens_id_fk" FOREIGN KEY ("father_citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."births" ADD CONSTRAINT "births_mother_citizen_id_citizens_id_fk" FOREIGN KEY ("mother_citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."legal_entities" ADD CONSTRAINT "legal_entities_manager_citizen_id_citizens_id_fk" FOREIGN KEY ("manager_citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."marriages" ADD CONSTRAINT "marriages_husband_citizen_id_citizens_id_fk" FOREIGN KEY ("husband_citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."marriages" ADD CONSTRAINT "marriages_wife_citizen_id_citizens_id_fk" FOREIGN KEY ("wife_citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."powers_of_attorney" ADD CONSTRAINT "powers_of_attorney_principal_citizen_id_citizens_id_fk" FOREIGN KEY ("principal_citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."powers_of_attorney" ADD CONSTRAINT "powers_of_attorney_attorney_citizen_id_citizens_id_fk" FOREIGN KEY ("attorney_citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."real_estate_bans" ADD CONSTRAINT "real_estate_bans_real_estate_id_real_estates_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "registry"."real_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."real_estate_owners" ADD CONSTRAINT "real_estate_owners_real_estate_id_real_estates_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "registry"."real_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."real_estate_owners" ADD CONSTRAINT "real_estate_owners_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "births_father_idx" ON "registry"."births" USING btree ("father_citizen_id");--> statement-breakpoint
CREATE INDEX "births_mother_idx" ON "registry"."births" USING btree ("mother_citizen_id");--> statement-breakpoint
CREATE INDEX "marriages_husband_idx" ON "registry"."marriages" USING btree ("husband_citizen_id");--> statement-breakpoint
CREATE INDEX "marriages_wife_idx" ON "registry"."marriages" USING btree ("wife_citizen_id");--> statement-breakpoint
CREATE INDEX "powers_of_attorney_principal_idx" ON "registry"."powers_of_attorney" USING btree ("principal_citizen_id");--> statement-breakpoint
CREATE INDEX "powers_of_attorney_attorney_idx" ON "registry"."powers_of_attorney" USING btree ("attorney_citizen_id");--> statement-breakpoint
CREATE UNIQUE INDEX "real_estate_bans_document_idx" ON "registry"."real_estate_bans" USING btree ("real_estate_id","document_number");--> statement-breakpoint
CREATE INDEX "real_estate_owners_citizen_idx" ON "registry"."real_estate_owners" USING btree ("citizen_id");