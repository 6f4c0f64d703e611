CREATE TABLE "auth"."open_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"instance" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth"."open_streams" ADD CONSTRAINT "open_streams_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "auth"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_streams_session_idx" ON "auth"."open_streams" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "open_streams_instance_idx" ON "auth"."open_streams" USING btree ("instance");--> statement-breakpoint
CREATE INDEX "browser_traces_user_started_idx" ON "portal"."browser_traces" USING btree ("user_id","started_at");