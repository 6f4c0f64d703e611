CREATE TABLE "notary"."review_journal" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"event" text NOT NULL,
	"user_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "notary"."reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"notary_id" integer NOT NULL,
	"act_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hide_reason" text,
	CONSTRAINT "reviews_act_id_unique" UNIQUE("act_id"),
	CONSTRAINT "reviews_rating" CHECK ("notary"."reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "notary"."notaries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "full_name_latin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "full_name_cyrillic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "work_days" smallint DEFAULT 31 NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "work_from" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "work_to" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "absence" text;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "absent_until" date;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "ministry_rating" double precision;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD COLUMN "client_rating" double precision;--> statement-breakpoint
ALTER TABLE "notary"."review_journal" ADD CONSTRAINT "review_journal_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "notary"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary"."review_journal" ADD CONSTRAINT "review_journal_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary"."reviews" ADD CONSTRAINT "reviews_notary_id_notaries_id_fk" FOREIGN KEY ("notary_id") REFERENCES "notary"."notaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary"."reviews" ADD CONSTRAINT "reviews_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notary"."reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "portal"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_journal_review_idx" ON "notary"."review_journal" USING btree ("review_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_journal_one_report_idx" ON "notary"."review_journal" USING btree ("review_id","user_id") WHERE "notary"."review_journal"."event" = 'reported';--> statement-breakpoint
CREATE INDEX "reviews_notary_idx" ON "notary"."reviews" USING btree ("notary_id","id");--> statement-breakpoint
CREATE INDEX "notaries_office_idx" ON "notary"."notaries" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "notaries_name_latin_idx" ON "notary"."notaries" USING btree ("full_name_latin" collate "C","id");--> statement-breakpoint
CREATE INDEX "notaries_name_cyrillic_idx" ON "notary"."notaries" USING btree ("full_name_cyrillic" collate "C","id");--> statement-breakpoint
CREATE INDEX "notaries_ministry_rating_idx" ON "notary"."notaries" USING btree ("ministry_rating" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "notaries_client_rating_idx" ON "notary"."notaries" USING btree ("client_rating" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "offices_district_id_idx" ON "notary"."offices" USING btree ("district_id");--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD CONSTRAINT "notaries_work_days" CHECK ("notary"."notaries"."work_days" between 0 and 127);--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD CONSTRAINT "notaries_work_hours" CHECK ("notary"."notaries"."work_from" ~ '^[0-2][0-9]:[0-5][0-9]$' and "notary"."notaries"."work_to" ~ '^[0-2][0-9]:[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "notary"."notaries" ADD CONSTRAINT "notaries_ministry_rating" CHECK ("notary"."notaries"."ministry_rating" between 1 and 5);--> statement-breakpoint
-- hand-written
-- A notary of the registry may have no portal account (decision 051): such a notary adds no row to
-- the my-acts index. The rest is the function of migration 0005 unchanged.
CREATE OR REPLACE FUNCTION "acts"."rebuild_act_members"(act_ids integer[], lock_acts boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF act_ids IS NULL OR cardinality(act_ids) = 0 THEN
    RETURN;
  END IF;
  IF lock_acts THEN
    PERFORM 1 FROM "acts"."acts" WHERE "id" = ANY (act_ids) ORDER BY "id" FOR NO KEY UPDATE;
  END IF;
  DELETE FROM "acts"."act_members" WHERE "act_id" = ANY (act_ids);
  INSERT INTO "acts"."act_members" ("user_id", "act_id", "instime", "state", "awaiting_me", "step",
    "regtype", "regsystemid", "type_id", "office_id", "notary_id")
  SELECT m."user_id", a."id", a."instime", a."state", bool_or(m."awaiting_me"), a."step", a."regtype",
    a."regsystemid", a."type_id", a."office_id", a."notary_id"
  FROM "acts"."acts" a
  CROSS JOIN LATERAL (
    -- The same three ways an act is "mine" as the list had in its WHERE clause before.
    SELECT a."applicant_user_id" AS "user_id", 'applicant' = ANY (a."awaiting") AS "awaiting_me"
    UNION ALL
    SELECT p."user_id", 'party' = ANY (a."awaiting") AND p."status" IS NULL
    FROM "acts"."parties" p
    WHERE p."act_id" = a."id" AND NOT p."applicant" AND p."user_id" IS NOT NULL
    UNION ALL
    SELECT n."user_id", 'notary' = ANY (a."awaiting")
    FROM "notary"."notaries" n
    WHERE n."id" = a."notary_id" AND n."user_id" IS NOT NULL
  ) m
  WHERE a."id" = ANY (act_ids)
  GROUP BY m."user_id", a."id";
END;
$$;
