-- A product change notice names the transaction that wrote it, as a first element "xid:<id>" before
-- the product ids (ADR 76): the process that placed an order knows its own transaction's id, so it
-- re-reads the order's products once, on the notice, instead of once for itself and once more for the
-- notice. The marker is a string like the ids, so a process still running the previous version reads
-- it as one more id that names no product (re-read, not found, nothing changes) rather than as '*'.
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
  ELSE
    ids := '["xid:' || pg_current_xact_id()::text || '", ' || substr(ids, 2);
  END IF;
  PERFORM pg_notify('products_changed', ids);
  RETURN NULL;
END;
$$;
