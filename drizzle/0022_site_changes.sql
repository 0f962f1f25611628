-- Every administrator's write is audited in the transaction that makes it (decision 013), so a
-- new audit row means the public pages may have changed. The notice is delivered when that
-- transaction commits (never for one rolled back), to every app server listening on the
-- channel: each drops its cached anonymous pages (decision 019).
CREATE OR REPLACE FUNCTION site_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('site_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER admin_audit_site_changed AFTER INSERT ON admin_audit
  FOR EACH STATEMENT EXECUTE FUNCTION site_changed_notify();
