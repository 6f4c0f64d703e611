CREATE TABLE "acts"."other_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "other_subjects_act_id_unique" UNIQUE("act_id")
);
--> statement-breakpoint
CREATE TABLE "acts"."real_estate_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"cadastre_number" text NOT NULL,
	"cadastre_type" text NOT NULL,
	"object_name" text,
	"address" text,
	"street" text,
	"home" text,
	"block" text,
	"flat" text,
	"area" numeric(12, 2),
	"living_area" numeric(12, 2),
	"rooms" integer,
	"price" bigint,
	"inventory_price" bigint,
	"previous_price" bigint,
	CONSTRAINT "real_estate_subjects_cadastre_format" CHECK ("acts"."real_estate_subjects"."cadastre_number" ~ '^[0-9][0-9:/]{0,49}$')
);
--> statement-breakpoint
ALTER TABLE "acts"."vehicle_subjects" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "class" text DEFAULT 'physical' NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "inn" text;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "branch_name" text;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."other_subjects" ADD CONSTRAINT "other_subjects_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."real_estate_subjects" ADD CONSTRAINT "real_estate_subjects_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "real_estate_subjects_act_idx" ON "acts"."real_estate_subjects" USING btree ("act_id");--> statement-breakpoint
CREATE INDEX "real_estate_subjects_cadastre_idx" ON "acts"."real_estate_subjects" USING btree ("cadastre_number");--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD CONSTRAINT "parties_legal" CHECK (("acts"."parties"."class" = 'legal') = ("acts"."parties"."inn" is not null));--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD CONSTRAINT "parties_inn_format" CHECK ("acts"."parties"."inn" is null or "acts"."parties"."inn" ~ '^[0-9]{9}$');