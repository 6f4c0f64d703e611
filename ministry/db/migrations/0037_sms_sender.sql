CREATE TABLE "sandbox"."sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_messages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "acts"."sms_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acts"."sms_outbox" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."sms_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."sms_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "sms_outbox_unsent_idx" ON "acts"."sms_outbox" USING btree ("next_attempt_at") WHERE "acts"."sms_outbox"."sent_at" is null;--> statement-breakpoint
-- Messages written before the sender existed were the sandbox outbox's only, shown on /api/sms_outbox:
-- they are not handed to a provider days later.
UPDATE "acts"."sms_outbox" SET "sent_at" = "at";