CREATE TABLE "registry"."inheritance_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_number" text NOT NULL,
	"deceased_citizen_id" integer NOT NULL,
	"death_date" date NOT NULL,
	"deceased_key" text NOT NULL,
	"opened_on" date NOT NULL,
	"notary_id" integer NOT NULL,
	CONSTRAINT "inheritance_cases_case_number_unique" UNIQUE("case_number"),
	CONSTRAINT "inheritance_cases_deceased_citizen_id_unique" UNIQUE("deceased_citizen_id")
);
--> statement-breakpoint
CREATE TABLE "auth"."search_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registry"."inheritance_cases" ADD CONSTRAINT "inheritance_cases_deceased_citizen_id_citizens_id_fk" FOREIGN KEY ("deceased_citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."inheritance_cases" ADD CONSTRAINT "inheritance_cases_notary_id_notaries_id_fk" FOREIGN KEY ("notary_id") REFERENCES "notary"."notaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inheritance_cases_death_key_idx" ON "registry"."inheritance_cases" USING btree ("death_date","deceased_key");--> statement-breakpoint
CREATE INDEX "search_requests_subject_at_idx" ON "auth"."search_requests" USING btree ("subject","at");--> statement-breakpoint
-- hand-written
-- The delegations made from a registry power of attorney (the power-of-attorney check): registered
-- 11680 acts by the base power of attorney's registry id, which the act keeps in its fields.
CREATE INDEX "acts_delegation_base_idx" ON "acts"."acts" USING btree ((("fields"->>'basePowerOfAttorneyId')::int)) WHERE "type_id" = 11680 AND "regnum" IS NOT NULL;
