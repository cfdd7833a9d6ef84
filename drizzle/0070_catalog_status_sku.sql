-- Product status (ADR 45): drafts and archived products are kept but the storefront shows only active
-- ones. Every product that exists is active.
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("status" in ('draft', 'active', 'archived'));--> statement-breakpoint
-- A product without a sub-category appears in its category only.
ALTER TABLE "products" ALTER COLUMN "sub_category" SET DEFAULT '';--> statement-breakpoint
-- SKU: what CSV imports match on. Existing and seeded products get WS-<ID>; an insert that names none gets the same.
ALTER TABLE "products" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "products" SET "sku" = 'WS-' || upper(regexp_replace("id", '[^A-Za-z0-9._/-]', '-', 'g'));--> statement-breakpoint
CREATE FUNCTION "products_default_sku"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."sku" IS NULL OR NEW."sku" = '' THEN
    NEW."sku" := 'WS-' || upper(regexp_replace(NEW."id", '[^A-Za-z0-9._/-]', '-', 'g'));
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_default_sku" BEFORE INSERT ON "products" FOR EACH ROW EXECUTE FUNCTION "products_default_sku"();--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sku_check" CHECK ("sku" ~ '^[A-Z0-9][A-Z0-9._/-]{0,79}$');--> statement-breakpoint
-- Unique among products that exist: a deleted product's SKU may be used again.
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree ("sku") WHERE "products"."deleted_at" is null;--> statement-breakpoint
-- Low stock: the product's own threshold, or the shop's default (catalog_settings) when null.
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_threshold_check" CHECK ("low_stock_threshold" is null or "low_stock_threshold" between 0 and 1000000);--> statement-breakpoint
-- The storefront's lists read only listed products (deleted_at is null and status = 'active', one
-- condition in modules/products/product-visibility.ts): the partial indexes take the same predicate.
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_category_featured_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_slug","sub_category") WHERE "products"."deleted_at" is null and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS FIRST,"is_best_seller" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category_slug","is_featured" DESC NULLS FIRST,"is_best_seller" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise","id") WHERE "products"."deleted_at" is null and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_slug","price_paise","id") WHERE "products"."deleted_at" is null and "products"."status" = 'active';--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null and "products"."status" = 'active';--> statement-breakpoint
-- The shop's catalog settings: one row.
CREATE TABLE "catalog_settings" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "low_stock_threshold" integer DEFAULT 10 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "catalog_settings_one_row" CHECK ("id" = 1),
  CONSTRAINT "catalog_settings_low_stock_check" CHECK ("low_stock_threshold" between 0 and 1000000)
);--> statement-breakpoint
INSERT INTO "catalog_settings" ("id") VALUES (1);--> statement-breakpoint
-- One low-stock digest per day in India: the row is claimed before the mails are queued, so a retried
-- or doubled job sends nothing twice.
CREATE TABLE "low_stock_digests" (
  "day" date PRIMARY KEY NOT NULL,
  "product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "recipients" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- CSV imports: the uploaded file stays on disk until applied; each row's dry-run result is a row here.
CREATE TABLE "product_imports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "status" text DEFAULT 'checking' NOT NULL,
  "file_name" text NOT NULL,
  "file_bytes" integer NOT NULL,
  "checked_bytes" integer DEFAULT 0 NOT NULL,
  "images_file_name" text,
  "total_rows" integer DEFAULT 0 NOT NULL,
  "processed_rows" integer DEFAULT 0 NOT NULL,
  "creates" integer DEFAULT 0 NOT NULL,
  "updates" integer DEFAULT 0 NOT NULL,
  "unchanged" integer DEFAULT 0 NOT NULL,
  "errors" integer DEFAULT 0 NOT NULL,
  "applied_creates" integer DEFAULT 0 NOT NULL,
  "applied_updates" integer DEFAULT 0 NOT NULL,
  "applied_errors" integer DEFAULT 0 NOT NULL,
  "message" text,
  "actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "actor_email" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "product_imports_status_check" CHECK ("status" in ('checking', 'checked', 'applying', 'applied', 'failed'))
);--> statement-breakpoint
CREATE INDEX "product_imports_created_idx" ON "product_imports" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "product_import_rows" (
  "import_id" uuid NOT NULL REFERENCES "product_imports"("id") ON DELETE CASCADE,
  "line" integer NOT NULL,
  "sku" text NOT NULL DEFAULT '',
  "action" text NOT NULL,
  "changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
  CONSTRAINT "product_import_rows_pk" PRIMARY KEY ("import_id", "line"),
  CONSTRAINT "product_import_rows_action_check" CHECK ("action" in ('create', 'update', 'unchanged', 'error'))
);
