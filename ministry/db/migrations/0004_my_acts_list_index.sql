CREATE TABLE "acts"."act_members" (
	"user_id" integer NOT NULL,
	"act_id" integer NOT NULL,
	"instime" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"awaiting_me" boolean NOT NULL,
	"step" smallint NOT NULL,
	"regtype" smallint NOT NULL,
	"regsystemid" smallint NOT NULL,
	"type_id" integer NOT NULL,
	"office_id" integer NOT NULL,
	"notary_id" integer,
	CONSTRAINT "act_members_act_id_user_id_pk" PRIMARY KEY("act_id","user_id")
);
--> statement-breakpoint
CREATE INDEX "act_members_inprocess_idx" ON "acts"."act_members" USING btree ("user_id","instime","act_id") WHERE "acts"."act_members"."state" <> 'deleted';--> statement-breakpoint
CREATE INDEX "act_members_list_idx" ON "acts"."act_members" USING btree ("user_id","instime","act_id","state","awaiting_me","step","regtype","regsystemid","type_id","office_id","notary_id");--> statement-breakpoint
CREATE INDEX "acts_regdate_idx" ON "acts"."acts" USING btree ("regdate");--> statement-breakpoint
CREATE INDEX "acts_visit_at_idx" ON "acts"."acts" USING btree ("visit_at");