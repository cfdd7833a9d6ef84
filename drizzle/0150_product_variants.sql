-- Product variants (issue 21, ADR 65): a variant is a product row of its own (SKU, price, stock,
-- images), grouped under its group's main product. Carts, orders, stock, invoices, returns and
-- reviews keep holding a product id, now the variant's. Lists show the main product only.
ALTER TABLE "products" ADD COLUMN "variant_of" text REFERENCES "products"("id");--> statement-breakpoint
-- The group's option names in order (["Wattage","Colour temperature"]); set on the main product only.
ALTER TABLE "products" ADD COLUMN "variant_option_names" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- This variant's value of each option ({"Wattage":"9 W"}), the main product's included.
ALTER TABLE "products" ADD COLUMN "variant_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The values in the group's order ("9 W, 6500 K"): what carts and order lines add to the name.
ALTER TABLE "products" ADD COLUMN "variant_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_of_check" CHECK ("variant_of" is null or "variant_of" <> "id");--> statement-breakpoint
CREATE INDEX "products_variant_of_idx" ON "products" USING btree ("variant_of") WHERE "products"."variant_of" is not null;--> statement-breakpoint
-- No two live variants of one group with the same option values, whoever races to save them.
CREATE UNIQUE INDEX "products_variant_label_unique" ON "products" USING btree (coalesce("variant_of", "id"), "variant_label") WHERE "products"."deleted_at" is null and "products"."variant_label" <> '';
