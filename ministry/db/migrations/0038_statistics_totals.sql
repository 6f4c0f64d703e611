CREATE TABLE "acts"."registered_months" (
	"month" date NOT NULL,
	"type_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"regtype" smallint NOT NULL,
	"acts" integer NOT NULL,
	"days" bigint NOT NULL,
	CONSTRAINT "registered_months_month_type_id_region_id_regtype_pk" PRIMARY KEY("month","type_id","region_id","regtype")
);
--> statement-breakpoint
DROP INDEX "acts"."acts_statistics_idx";--> statement-breakpoint
-- The public statistics' running totals (decision 125): statement triggers on acts, with transition
-- tables, add the acts a statement registers and take back the ones it changes or removes, in the
-- writer's transaction. The days are the registry date minus the creation date in Tashkent (UTC+5
-- all year, machines/clock/clock.ts). The groups are written in key order, so two transactions lock
-- the rows they share in the same order.
--
-- An insert adds its acts, a delete takes its acts back: one function, the statement's rows named
-- changed_rows by either trigger.
CREATE FUNCTION "acts"."registered_months_after_insert_or_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO "acts"."registered_months" ("month", "type_id", "region_id", "regtype", "acts", "days")
  SELECT date_trunc('month', a."regdate")::date, a."type_id", o."region_id", a."regtype", sign * count(*),
    sign * sum(a."regdate" - ((a."instime" AT TIME ZONE 'UTC') + interval '18000 seconds')::date)
  FROM changed_rows a JOIN "notary"."offices" o ON o."id" = a."office_id"
  WHERE a."regdate" IS NOT NULL
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("month", "type_id", "region_id", "regtype") DO UPDATE
    SET "acts" = "registered_months"."acts" + excluded."acts",
        "days" = "registered_months"."days" + excluded."days";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "registered_months_after_insert" AFTER INSERT ON "acts"."acts"
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "acts"."registered_months_after_insert_or_delete"();--> statement-breakpoint
CREATE TRIGGER "registered_months_after_delete" AFTER DELETE ON "acts"."acts"
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "acts"."registered_months_after_insert_or_delete"();--> statement-breakpoint

-- Only the acts whose registry date, type, office, registration type or creation time changed: the
-- old row is taken back, the new one added. A transition that leaves them alone costs one join.
CREATE FUNCTION "acts"."registered_months_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "acts"."registered_months" ("month", "type_id", "region_id", "regtype", "acts", "days")
  SELECT date_trunc('month', a."regdate")::date, a."type_id", o."region_id", a."regtype", sum(a."sign"),
    sum(a."sign" * (a."regdate" - ((a."instime" AT TIME ZONE 'UTC') + interval '18000 seconds')::date))
  FROM (
    SELECT 1 AS "sign", n."regdate", n."type_id", n."office_id", n."regtype", n."instime"
    FROM new_rows n JOIN old_rows p ON p."id" = n."id"
    WHERE (n."regdate", n."type_id", n."office_id", n."regtype", n."instime")
      IS DISTINCT FROM (p."regdate", p."type_id", p."office_id", p."regtype", p."instime")
    UNION ALL
    SELECT -1, p."regdate", p."type_id", p."office_id", p."regtype", p."instime"
    FROM new_rows n JOIN old_rows p ON p."id" = n."id"
    WHERE (n."regdate", n."type_id", n."office_id", n."regtype", n."instime")
      IS DISTINCT FROM (p."regdate", p."type_id", p."office_id", p."regtype", p."instime")
  ) a JOIN "notary"."offices" o ON o."id" = a."office_id"
  WHERE a."regdate" IS NOT NULL
  GROUP BY 1, 2, 3, 4
  HAVING sum(a."sign") <> 0 OR sum(a."sign" * (a."regdate" - ((a."instime" AT TIME ZONE 'UTC') + interval '18000 seconds')::date)) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("month", "type_id", "region_id", "regtype") DO UPDATE
    SET "acts" = "registered_months"."acts" + excluded."acts",
        "days" = "registered_months"."days" + excluded."days";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "registered_months_after_update" AFTER UPDATE ON "acts"."acts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "acts"."registered_months_after_update"();--> statement-breakpoint

-- The acts registered already.
INSERT INTO "acts"."registered_months" ("month", "type_id", "region_id", "regtype", "acts", "days")
SELECT date_trunc('month', a."regdate")::date, a."type_id", o."region_id", a."regtype", count(*),
  sum(a."regdate" - ((a."instime" AT TIME ZONE 'UTC') + interval '18000 seconds')::date)
FROM "acts"."acts" a JOIN "notary"."offices" o ON o."id" = a."office_id"
WHERE a."regdate" IS NOT NULL
GROUP BY 1, 2, 3, 4;
