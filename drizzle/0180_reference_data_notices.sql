-- Reference data the order path reads (delivery rules, the pincode directory, COD settings, the
-- seller, GST rates, promotions) is cached in each server process (ADR 72). Every committed write to
-- these tables tells every process which table changed, so each drops what it cached from it. One
-- notice per statement (statement-level), delivered at commit, never for a rolled-back write.
CREATE OR REPLACE FUNCTION notify_reference_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reference_data_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_zones" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_serviceability" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_holidays" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pincodes" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_tax_settings" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gst_rates" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();--> statement-breakpoint
-- Promotions: every order that takes a use updates used_count (and updated_at); that count is never
-- read from the cache (promotions.service.ts reads it fresh for promotions with a limit), so those
-- updates send no notice. Any other column a staff edit sets does.
CREATE TRIGGER reference_data_changed AFTER INSERT OR DELETE OR TRUNCATE ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();--> statement-breakpoint
CREATE TRIGGER reference_data_changed_update AFTER UPDATE OF "code", "name", "kind", "value", "scope", "category_slugs", "product_ids", "min_order_paise", "starts_at", "ends_at", "usage_limit", "per_customer_limit", "active", "id" ON "promotions" FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_data_changed();
