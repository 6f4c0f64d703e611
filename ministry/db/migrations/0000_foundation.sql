CREATE SCHEMA "notary";
--> statement-breakpoint
CREATE SCHEMA "portal";
--> statement-breakpoint
CREATE SCHEMA "ref";
--> statement-breakpoint
CREATE SCHEMA "registry";
--> statement-breakpoint
CREATE TABLE "notary"."notaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"license_number" text NOT NULL,
	"license_status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "notaries_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "notaries_license_number_unique" UNIQUE("license_number")
);
--> statement-breakpoint
CREATE TABLE "notary"."offices" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"name_oz" text NOT NULL,
	"name_uz" text NOT NULL,
	"name_ru" text NOT NULL,
	"address_oz" text NOT NULL,
	"address_uz" text NOT NULL,
	"address_ru" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."users" (
	"id" serial PRIMARY KEY NOT NULL,
	"citizen_id" integer NOT NULL,
	"userid" text NOT NULL,
	"typeid" integer DEFAULT 1 NOT NULL,
	"orginn" text,
	"orgname" text,
	"termsofuse" smallint DEFAULT 0 NOT NULL,
	"roles" text[] NOT NULL,
	"instime" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_citizen_id_unique" UNIQUE("citizen_id"),
	CONSTRAINT "users_userid_unique" UNIQUE("userid"),
	CONSTRAINT "users_termsofuse" CHECK ("portal"."users"."termsofuse" in (0, 1)),
	CONSTRAINT "users_roles_known" CHECK ("portal"."users"."roles" <@ array['applicant', 'notary', 'admin']::text[]),
	CONSTRAINT "users_roles_not_empty" CHECK (cardinality("portal"."users"."roles") > 0)
);
--> statement-breakpoint
CREATE TABLE "ref"."act_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_oz" text NOT NULL,
	"name_uz" text NOT NULL,
	"name_ru" text NOT NULL,
	"category" text NOT NULL,
	"simplified" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref"."districts" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_oz" text NOT NULL,
	"name_uz" text NOT NULL,
	"name_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref"."regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"name_oz" text NOT NULL,
	"name_uz" text NOT NULL,
	"name_ru" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry"."citizens" (
	"id" serial PRIMARY KEY NOT NULL,
	"pin" text NOT NULL,
	"passserial" text NOT NULL,
	"passnum" text NOT NULL,
	"name_latin" text NOT NULL,
	"surname_latin" text NOT NULL,
	"lastname_latin" text NOT NULL,
	"name_cyrillic" text NOT NULL,
	"surname_cyrillic" text NOT NULL,
	"lastname_cyrillic" text NOT NULL,
	"gender" integer NOT NULL,
	"birthdate" date NOT NULL,
	"birthcountry" text NOT NULL,
	"inn" text,
	"issueorg" text NOT NULL,
	"issuedate" date NOT NULL,
	"exprdate" date NOT NULL,
	"citizenship" text NOT NULL,
	"nationality" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"region_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"regaddress" text NOT NULL,
	"actaddress" text NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	CONSTRAINT "citizens_pin_unique" UNIQUE("pin"),
	CONSTRAINT "citizens_pin_format" CHECK ("registry"."citizens"."pin" ~ '^[0-9]{14}$'),
	CONSTRAINT "citizens_passserial_format" CHECK ("registry"."citizens"."passserial" ~ '^[A-Z]{2}$'),
	CONSTRAINT "citizens_passnum_format" CHECK ("registry"."citizens"."passnum" ~ '^[0-9]{7}$'),
	CONSTRAINT "citizens_phone_format" CHECK ("registry"."citizens"."phone" ~ '^[0-9]{9}$'),
	CONSTRAINT "citizens_gender" CHECK ("registry"."citizens"."gender" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD CONSTRAINT "notaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD CONSTRAINT "notaries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "notary"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary"."offices" ADD CONSTRAINT "offices_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "ref"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary"."offices" ADD CONSTRAINT "offices_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "ref"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."users" ADD CONSTRAINT "users_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ref"."districts" ADD CONSTRAINT "districts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "ref"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."citizens" ADD CONSTRAINT "citizens_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "ref"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."citizens" ADD CONSTRAINT "citizens_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "ref"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offices_region_id_idx" ON "notary"."offices" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "districts_region_id_idx" ON "ref"."districts" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "citizens_passport_idx" ON "registry"."citizens" USING btree ("passserial","passnum");