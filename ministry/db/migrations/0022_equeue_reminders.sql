ALTER TABLE "portal"."notifications" DROP CONSTRAINT "notifications_target";--> statement-breakpoint
ALTER TABLE "portal"."notifications" ALTER COLUMN "act_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "equeue"."bookings" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "portal"."notifications" ADD COLUMN "booking_id" integer;--> statement-breakpoint
CREATE INDEX "bookings_remind_idx" ON "equeue"."bookings" USING btree ("slot_start") WHERE state = 'booked.upcoming' and reminded_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_booking_idx" ON "portal"."notifications" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "portal"."notifications" ADD CONSTRAINT "notifications_target" CHECK ("portal"."notifications"."rid" is not null or "portal"."notifications"."uuid" is not null or "portal"."notifications"."booking_id" is not null);--> statement-breakpoint
-- hand-written
-- A reminder's booking: declared here, as portal's schema module cannot import equeue's (which imports it).
ALTER TABLE "portal"."notifications" ADD CONSTRAINT "notifications_booking_id_bookings_id_fk"
  FOREIGN KEY ("booking_id") REFERENCES "equeue"."bookings"("id") ON DELETE cascade;
