-- The my-acts list's index, acts.act_members (decision 030), is derived data: these triggers rebuild
-- an act's rows in the same transaction as any change that can alter them, whoever writes it (the
-- lifecycle, creation, edits, seeds, a bulk load). Statement triggers with transition tables, so a
-- bulk insert rebuilds once per statement, not once per row.

-- The rows of the given acts, rebuilt from the acts, their parties and their notaries' users. With
-- lock_acts the acts' rows are locked first (every application path already holds that lock when it
-- writes an act's parties), so two transactions never rebuild one act from different snapshots; a
-- trigger on acts itself runs after its statement has locked (or created) those rows.
CREATE FUNCTION "acts"."rebuild_act_members"(act_ids integer[], lock_acts boolean) RETURNS void
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
    WHERE n."id" = a."notary_id"
  ) m
  WHERE a."id" = ANY (act_ids)
  GROUP BY m."user_id", a."id";
END;
$$;--> statement-breakpoint

CREATE FUNCTION "acts"."act_members_after_acts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "acts"."rebuild_act_members"(ARRAY(SELECT "id" FROM new_rows), false);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "act_members_after_insert" AFTER INSERT ON "acts"."acts"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "acts"."act_members_after_acts_insert"();--> statement-breakpoint

-- Only the acts whose membership, sort key or filter columns changed (not, say, updated_at alone).
CREATE FUNCTION "acts"."act_members_after_acts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "acts"."rebuild_act_members"(ARRAY(
    SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE (n."applicant_user_id", n."notary_id", n."awaiting", n."instime", n."state", n."step",
           n."regtype", n."regsystemid", n."type_id", n."office_id")
      IS DISTINCT FROM (o."applicant_user_id", o."notary_id", o."awaiting", o."instime", o."state",
           o."step", o."regtype", o."regsystemid", o."type_id", o."office_id")), false);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "act_members_after_update" AFTER UPDATE ON "acts"."acts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "acts"."act_members_after_acts_update"();--> statement-breakpoint

-- Parties: a new or removed party, or a change of its account, applicant flag, act or answer.
CREATE FUNCTION "acts"."act_members_after_parties_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "acts"."rebuild_act_members"(ARRAY(SELECT DISTINCT "act_id" FROM new_rows), true);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "act_members_after_insert" AFTER INSERT ON "acts"."parties"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "acts"."act_members_after_parties_insert"();--> statement-breakpoint

CREATE FUNCTION "acts"."act_members_after_parties_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "acts"."rebuild_act_members"(ARRAY(
    SELECT n."act_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE (n."act_id", n."user_id", n."applicant", n."status")
      IS DISTINCT FROM (o."act_id", o."user_id", o."applicant", o."status")
    UNION
    SELECT o."act_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."act_id" IS DISTINCT FROM o."act_id"), true);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "act_members_after_update" AFTER UPDATE ON "acts"."parties"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "acts"."act_members_after_parties_update"();--> statement-breakpoint

CREATE FUNCTION "acts"."act_members_after_parties_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "acts"."rebuild_act_members"(ARRAY(SELECT DISTINCT "act_id" FROM old_rows), true);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "act_members_after_delete" AFTER DELETE ON "acts"."parties"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "acts"."act_members_after_parties_delete"();--> statement-breakpoint

-- A notary's account: the acts of a notary whose user changed.
CREATE FUNCTION "acts"."act_members_after_notaries_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "acts"."rebuild_act_members"(ARRAY(
    SELECT a."id" FROM "acts"."acts" a
    JOIN new_rows n ON n."id" = a."notary_id"
    JOIN old_rows o ON o."id" = n."id"
    WHERE n."user_id" IS DISTINCT FROM o."user_id"), true);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "act_members_after_update" AFTER UPDATE ON "notary"."notaries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "acts"."act_members_after_notaries_update"();--> statement-breakpoint

-- The acts that exist already.
SELECT "acts"."rebuild_act_members"(ARRAY(SELECT "id" FROM "acts"."acts"), false);
