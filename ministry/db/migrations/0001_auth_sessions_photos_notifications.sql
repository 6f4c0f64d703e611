CREATE SCHEMA "auth";
--> statement-breakpoint
CREATE TABLE "auth"."attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempts_kind" CHECK ("auth"."attempts"."kind" in ('precheck', 'auth'))
);
--> statement-breakpoint
CREATE TABLE "auth"."liveness_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"jti" text,
	"used_at" timestamp with time zone,
	CONSTRAINT "liveness_sessions_jti_unique" UNIQUE("jti")
);
--> statement-breakpoint
CREATE TABLE "auth"."sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth"."settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"regtypeid" smallint NOT NULL,
	"regsystemid" smallint NOT NULL,
	"rid" integer,
	"uuid" text,
	"act_type_id" integer NOT NULL,
	"visitdate" date NOT NULL,
	"visittime" time NOT NULL,
	CONSTRAINT "notifications_regtypeid" CHECK ("portal"."notifications"."regtypeid" in (1, 2)),
	CONSTRAINT "notifications_target" CHECK ("portal"."notifications"."rid" is not null or "portal"."notifications"."uuid" is not null)
);
--> statement-breakpoint
CREATE TABLE "registry"."photos" (
	"citizen_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"embedding" real[],
	"embedded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth"."sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."notifications" ADD CONSTRAINT "notifications_act_type_id_act_types_id_fk" FOREIGN KEY ("act_type_id") REFERENCES "ref"."act_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry"."photos" ADD CONSTRAINT "photos_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "registry"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_subject_at_idx" ON "auth"."attempts" USING btree ("subject","at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "auth"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "portal"."notifications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_rid_idx" ON "portal"."notifications" USING btree ("user_id","regsystemid","rid");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_uuid_idx" ON "portal"."notifications" USING btree ("user_id","regsystemid","uuid");