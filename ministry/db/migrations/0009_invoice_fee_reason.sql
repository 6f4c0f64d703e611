ALTER TABLE "acts"."invoices" ADD COLUMN "computed_amount" bigint;--> statement-breakpoint
ALTER TABLE "acts"."invoices" ADD COLUMN "reason" text;