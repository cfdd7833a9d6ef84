ALTER TABLE "products" ADD COLUMN "typed_specs" jsonb;--> statement-breakpoint
CREATE INDEX "products_typed_specs_idx" ON "products" USING gin ("typed_specs" jsonb_path_ops);