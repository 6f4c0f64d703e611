CREATE SCHEMA "equeue";
--> statement-breakpoint
CREATE TABLE "equeue"."booking_journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equeue"."bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"notary_id" integer NOT NULL,
	"act_type_id" integer,
	"slot_start" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"context" jsonb NOT NULL,
	"phone" text,
	"email" text,
	"description" text,
	"queue_number" integer,
	"created_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_phone" CHECK ("equeue"."bookings"."phone" is null or "equeue"."bookings"."phone" ~ '^[0-9]{9}$')
);
--> statement-breakpoint
CREATE TABLE "equeue"."holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name_oz" text NOT NULL,
	"name_uz" text NOT NULL,
	"name_ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equeue"."queue_counters" (
	"office_id" integer NOT NULL,
	"day" date NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "queue_counters_office_id_day_pk" PRIMARY KEY("office_id","day")
);
--> statement-breakpoint
CREATE TABLE "equeue"."queue_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"day" date NOT NULL,
	"number" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer,
	"state" text DEFAULT 'waiting' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equeue"."booking_journal" ADD CONSTRAINT "booking_journal_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "equeue"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."booking_journal" ADD CONSTRAINT "booking_journal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."bookings" ADD CONSTRAINT "bookings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "notary"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."bookings" ADD CONSTRAINT "bookings_notary_id_notaries_id_fk" FOREIGN KEY ("notary_id") REFERENCES "notary"."notaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."bookings" ADD CONSTRAINT "bookings_act_type_id_act_types_id_fk" FOREIGN KEY ("act_type_id") REFERENCES "ref"."act_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."queue_counters" ADD CONSTRAINT "queue_counters_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "notary"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."queue_entries" ADD CONSTRAINT "queue_entries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "notary"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equeue"."queue_entries" ADD CONSTRAINT "queue_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "equeue"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_journal_booking_idx" ON "equeue"."booking_journal" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_slot_held_idx" ON "equeue"."bookings" USING btree ("notary_id","slot_start") WHERE state in ('booked.upcoming', 'booked.due', 'booked.late', 'checkedIn', 'served', 'missed');--> statement-breakpoint
CREATE INDEX "bookings_user_slot_idx" ON "equeue"."bookings" USING btree ("user_id","slot_start","id");--> statement-breakpoint
CREATE INDEX "bookings_notary_slot_idx" ON "equeue"."bookings" USING btree ("notary_id","slot_start");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_number_idx" ON "equeue"."queue_entries" USING btree ("office_id","day","number");