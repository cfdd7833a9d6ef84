DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS FIRST,"is_best_seller" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category_slug","is_featured" DESC NULLS FIRST,"is_best_seller" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_slug","price_paise","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_slug","sub_category") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_paise","id") WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id") WHERE "products"."deleted_at" is null;