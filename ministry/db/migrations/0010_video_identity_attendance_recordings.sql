CREATE SCHEMA "sandbox";
--> statement-breakpoint
CREATE TABLE "sandbox"."signing_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."signing_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_keys_algorithm" CHECK ("portal"."signing_keys"."algorithm" in ('ecdsa-p256-sha256'))
);
--> statement-breakpoint
CREATE TABLE "acts"."video_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"act_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"party_id" integer,
	"client" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "video_attendance_role" CHECK ("acts"."video_attendance"."role" in ('notary', 'applicant', 'party')),
	CONSTRAINT "video_attendance_client" CHECK ("acts"."video_attendance"."client" in ('browser', 'kiosk')),
	CONSTRAINT "video_attendance_party" CHECK (("acts"."video_attendance"."role" = 'notary') = ("acts"."video_attendance"."party_id" is null))
);
--> statement-breakpoint
CREATE TABLE "acts"."video_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"act_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "video_challenges_challenge_unique" UNIQUE("challenge")
);
--> statement-breakpoint
CREATE TABLE "acts"."video_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"act_id" integer NOT NULL,
	"attendance_id" integer NOT NULL,
	"segment" smallint NOT NULL,
	"path" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"complete" boolean NOT NULL,
	"has_audio" boolean NOT NULL,
	"has_video" boolean NOT NULL,
	"retention_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_recordings_sha256" CHECK ("acts"."video_recordings"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "video_recordings_bytes" CHECK ("acts"."video_recordings"."bytes" >= 0),
	CONSTRAINT "video_recordings_times" CHECK ("acts"."video_recordings"."ended_at" >= "acts"."video_recordings"."started_at")
);
--> statement-breakpoint
ALTER TABLE "sandbox"."signing_keys" ADD CONSTRAINT "signing_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."signing_keys" ADD CONSTRAINT "signing_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."video_attendance" ADD CONSTRAINT "video_attendance_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."video_attendance" ADD CONSTRAINT "video_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."video_attendance" ADD CONSTRAINT "video_attendance_party_id_parties_id_fk" FOREIGN KEY ("party_id") REFERENCES "acts"."parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."video_challenges" ADD CONSTRAINT "video_challenges_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."video_challenges" ADD CONSTRAINT "video_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."video_recordings" ADD CONSTRAINT "video_recordings_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."video_recordings" ADD CONSTRAINT "video_recordings_attendance_id_video_attendance_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "acts"."video_attendance"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_attendance_act_idx" ON "acts"."video_attendance" USING btree ("act_id","joined_at");--> statement-breakpoint
CREATE INDEX "video_challenges_act_user_idx" ON "acts"."video_challenges" USING btree ("act_id","user_id");--> statement-breakpoint
CREATE INDEX "video_recordings_act_idx" ON "acts"."video_recordings" USING btree ("act_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_recordings_segment_idx" ON "acts"."video_recordings" USING btree ("attendance_id","segment");