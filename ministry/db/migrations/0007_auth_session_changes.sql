-- Every change to a session row, whoever writes it (logout, a refresh, an operator's UPDATE or
-- DELETE, a TRUNCATE), is announced on the channel auth_session_changes with the session's id ('*'
-- for a TRUNCATE), at commit. The ministry on embedded PGlite remembers the session rows it has read
-- and forgets them on these notifications, which PGlite delivers in-process before the writing
-- statement (or its COMMIT) returns (decision 031). A rolled-back change announces nothing.
CREATE FUNCTION "auth"."announce_session_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('auth_session_changes', '*');
  ELSE
    PERFORM pg_notify('auth_session_changes', OLD."id"::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "auth"."sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth"."announce_session_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "auth"."sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth"."announce_session_change"();
