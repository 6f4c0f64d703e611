ALTER TABLE "acts"."acts" ADD COLUMN "client" jsonb;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "gender" smallint;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "birth_place" text;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD COLUMN "reg_address" text;--> statement-breakpoint
ALTER TABLE "acts"."parties" ADD CONSTRAINT "parties_gender" CHECK ("acts"."parties"."gender" is null or "acts"."parties"."gender" in (1, 2));