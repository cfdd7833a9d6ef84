-- Every committed write to products tells every server process which products changed, so each can
-- re-read them into its catalog index and drop only the cached answers that showed them (ADR 37).
-- Statement-level with transition tables: one notice per statement, a JSON array of ids, or '*'
-- when a statement touched so many rows that re-reading the whole catalog is simpler. NOTIFY is
-- delivered at commit, never for a rolled-back write.
CREATE OR REPLACE FUNCTION notify_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_count integer;
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), json_agg(id)::text INTO changed_count, ids FROM (SELECT id FROM new_rows) AS changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*), json_agg(id)::text INTO changed_count, ids FROM (SELECT id FROM old_rows) AS changed;
  ELSE
    SELECT count(*), json_agg(id)::text INTO changed_count, ids FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) AS changed;
  END IF;
  IF changed_count = 0 THEN
    RETURN NULL;
  END IF;
  IF changed_count > 200 OR length(ids) > 7000 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('products_changed', ids);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_changed_insert AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();--> statement-breakpoint
CREATE TRIGGER products_changed_update AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();--> statement-breakpoint
CREATE TRIGGER products_changed_delete AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
