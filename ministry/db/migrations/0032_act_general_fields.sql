CREATE TABLE "acts"."attributes" (
	"act_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "attributes_act_id_position_pk" PRIMARY KEY("act_id","position"),
	CONSTRAINT "attributes_position" CHECK ("acts"."attributes"."position" between 0 and 19),
	CONSTRAINT "attributes_title" CHECK (char_length("acts"."attributes"."title") between 1 and 100),
	CONSTRAINT "attributes_value" CHECK (char_length("acts"."attributes"."value") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "acts"."links" (
	"act_id" integer NOT NULL,
	"linked_act_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "links_act_id_linked_act_id_pk" PRIMARY KEY("act_id","linked_act_id"),
	CONSTRAINT "links_not_self" CHECK ("acts"."links"."act_id" <> "acts"."links"."linked_act_id"),
	CONSTRAINT "links_position" CHECK ("acts"."links"."position" between 0 and 9)
);
--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD COLUMN "free_of_payment_reason" text;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD COLUMN "place" text DEFAULT 'office' NOT NULL;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD COLUMN "place_address" text;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD COLUMN "date_begin" date;--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD COLUMN "date_finish" date;--> statement-breakpoint
ALTER TABLE "acts"."attributes" ADD CONSTRAINT "attributes_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."links" ADD CONSTRAINT "links_act_id_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acts"."links" ADD CONSTRAINT "links_linked_act_id_acts_id_fk" FOREIGN KEY ("linked_act_id") REFERENCES "acts"."acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "links_act_position_idx" ON "acts"."links" USING btree ("act_id","position");--> statement-breakpoint
CREATE INDEX "links_linked_idx" ON "acts"."links" USING btree ("linked_act_id");--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD CONSTRAINT "acts_place_address" CHECK (("acts"."acts"."place" = 'elsewhere') = ("acts"."acts"."place_address" is not null));--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD CONSTRAINT "acts_place_address_length" CHECK (char_length("acts"."acts"."place_address") <= 300);--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD CONSTRAINT "acts_free_of_payment_reason" CHECK ("acts"."acts"."free_of_payment_reason" is null or ("acts"."acts"."free_of_payment" and char_length("acts"."acts"."free_of_payment_reason") <= 500));--> statement-breakpoint
ALTER TABLE "acts"."acts" ADD CONSTRAINT "acts_period" CHECK ("acts"."acts"."date_finish" is null or "acts"."acts"."date_begin" is null or "acts"."acts"."date_begin" <= "acts"."acts"."date_finish");--> statement-breakpoint
-- Acts registered before this migration get their period as registration now sets it
-- (machines/act-types/act-period.ts): from the registry date or the later first day of the term or
-- trip, to the last day of the term or trip, else open.
UPDATE "acts"."acts" AS a SET
	"date_begin" = greatest(a."regdate", bounds."first"),
	"date_finish" = bounds."last"
FROM (
	SELECT "id",
		coalesce(
			case when "fields"->>'termFrom' ~ '^\d{2}\.\d{2}\.\d{4}$' or "fields"->>'termTo' ~ '^\d{2}\.\d{2}\.\d{4}$'
				then case when "fields"->>'termFrom' ~ '^\d{2}\.\d{2}\.\d{4}$' then to_date("fields"->>'termFrom', 'DD.MM.YYYY') end
				else case when "fields"->>'departureFrom' ~ '^\d{2}\.\d{2}\.\d{4}$' then to_date("fields"->>'departureFrom', 'DD.MM.YYYY') end end,
			"regdate") AS "first",
		case when "fields"->>'termFrom' ~ '^\d{2}\.\d{2}\.\d{4}$' or "fields"->>'termTo' ~ '^\d{2}\.\d{2}\.\d{4}$'
			then case when "fields"->>'termTo' ~ '^\d{2}\.\d{2}\.\d{4}$' then to_date("fields"->>'termTo', 'DD.MM.YYYY') end
			else case when "fields"->>'departureTo' ~ '^\d{2}\.\d{2}\.\d{4}$' then to_date("fields"->>'departureTo', 'DD.MM.YYYY') end end AS "last"
	FROM "acts"."acts" WHERE "regdate" IS NOT NULL
) AS bounds
WHERE a."id" = bounds."id" AND (bounds."last" IS NULL OR greatest(a."regdate", bounds."first") <= bounds."last");
