CREATE TABLE "acts"."bank_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"reference" text NOT NULL,
	"payer_user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"recipient" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bank_orders_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "bank_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bank_orders_reference" CHECK ("acts"."bank_orders"."reference" ~ '^RF[0-9]{18}$')
);
--> statement-breakpoint
ALTER TABLE "acts"."payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "acts"."bank_orders" ADD CONSTRAINT "bank_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "acts"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."bank_orders" ADD CONSTRAINT "bank_orders_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."payments" ADD CONSTRAINT "payments_bank_reference" CHECK (("acts"."payments"."method" = 'bank') = ("acts"."payments"."reference" is not null));