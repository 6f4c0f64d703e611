CREATE TABLE "acts"."browser_trace_acts" (
	"trace_id" integer NOT NULL,
	"act_id" integer NOT NULL,
	CONSTRAINT "browser_trace_acts_trace_id_act_id_pk" PRIMARY KEY("trace_id","act_id")
);
--> statement-breakpoint
CREATE TABLE "portal"."browser_trace_batches" (
	"trace_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"events" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "browser_trace_batches_trace_id_seq_pk" PRIMARY KEY("trace_id","seq")
);
--> statement-breakpoint
CREATE TABLE "portal"."browser_trace_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"consent" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."browser_traces" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"actor_count" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"batch_count" integer DEFAULT 0 NOT NULL,
	"max_seq" integer DEFAULT 0 NOT NULL,
	"capped" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acts"."browser_trace_acts" ADD CONSTRAINT "browser_trace_acts_trace_id_browser_traces_id_fk" FOREIGN KEY ("trace_id") REFERENCES "portal"."browser_traces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."browser_trace_acts" ADD CONSTRAINT "browser_trace_acts_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."browser_trace_batches" ADD CONSTRAINT "browser_trace_batches_trace_id_browser_traces_id_fk" FOREIGN KEY ("trace_id") REFERENCES "portal"."browser_traces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."browser_trace_consents" ADD CONSTRAINT "browser_trace_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."browser_traces" ADD CONSTRAINT "browser_traces_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "auth"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."browser_traces" ADD CONSTRAINT "browser_traces_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "browser_trace_acts_act_idx" ON "acts"."browser_trace_acts" USING btree ("act_id","trace_id");--> statement-breakpoint
CREATE INDEX "browser_trace_consents_user_idx" ON "portal"."browser_trace_consents" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "browser_traces_client_idx" ON "portal"."browser_traces" USING btree ("session_id","client_id");--> statement-breakpoint
CREATE INDEX "browser_traces_last_at_idx" ON "portal"."browser_traces" USING btree ("last_at");--> statement-breakpoint
-- hand-written
-- A user's consents to tracing stay as they were given: what support was allowed, and when.
CREATE FUNCTION "portal"."browser_trace_consents_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'portal.browser_trace_consents is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "browser_trace_consents_append_only" BEFORE UPDATE OR DELETE ON "portal"."browser_trace_consents"
  FOR EACH ROW EXECUTE FUNCTION "portal"."browser_trace_consents_append_only"();
