-- Per-user read caches (issue #12 point 5, server/core/changes.ts): every committed change of a row that
-- belongs to a user (users, credit_ledger, func_usage, sessions) is announced on channel lemma_user_change as '<table>:<user id>' (NOTIFY is sent at
-- commit, once per distinct payload per transaction), so every instance drops what it cached for that user.
CREATE OR REPLACE FUNCTION lemma_notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  old_id text;
  new_id text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_id := to_jsonb(OLD) ->> col; END IF;
  IF TG_OP <> 'DELETE' THEN new_id := to_jsonb(NEW) ->> col; END IF;
  IF old_id IS NOT NULL THEN PERFORM pg_notify('lemma_user_change', TG_TABLE_NAME || ':' || old_id); END IF;
  IF new_id IS NOT NULL AND new_id IS DISTINCT FROM old_id THEN
    PERFORM pg_notify('lemma_user_change', TG_TABLE_NAME || ':' || new_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_change_notify AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION lemma_notify_user_change('id');
--> statement-breakpoint
CREATE TRIGGER credit_ledger_change_notify AFTER INSERT OR UPDATE OR DELETE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION lemma_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER func_usage_change_notify AFTER INSERT OR UPDATE OR DELETE ON func_usage
  FOR EACH ROW EXECUTE FUNCTION lemma_notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER sessions_change_notify AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION lemma_notify_user_change('user_id');
