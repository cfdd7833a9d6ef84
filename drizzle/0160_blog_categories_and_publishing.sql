-- The blog's categories become the owner's to edit (ADR 66): a table with a name, a slug and an order,
-- seeded with what a lighting shop writes about. A post names its category by name, a foreign key that
-- follows a rename (ON UPDATE CASCADE) and refuses to delete a category posts still use.
-- A post is a draft or published; a published post whose publish_at is still ahead is scheduled and the
-- storefront does not show it until then (visibility is `publish_at <= now()` in every read, no job).
CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_categories_position_check" CHECK ("blog_categories"."position" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_name_lower_unique" ON "blog_categories" USING btree (lower("name"));--> statement-breakpoint
INSERT INTO "blog_categories" ("name", "slug", "position") VALUES
	('Lighting', 'lighting', 1),
	('Wiring', 'wiring', 2),
	('Safety', 'safety', 3),
	('Energy saving', 'energy-saving', 4);
--> statement-breakpoint
-- The sample posts by what they are about; any other post by its old (furniture-shop) category.
UPDATE "blog_posts" SET "category" = CASE
	WHEN "id" = 'layering-light-mumbai-apartment' THEN 'Lighting'
	WHEN "id" = 'ceiling-fans-for-chennai-humidity' THEN 'Energy saving'
	WHEN "id" = 'smart-home-retrofit-bengaluru' THEN 'Wiring'
	WHEN "id" = 'safe-diy-wiring-checklist' THEN 'Wiring'
	WHEN "category" = 'DIY Projects' THEN 'Wiring'
	ELSE 'Lighting'
END;
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_blog_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."blog_categories"("name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
-- Posts written before drafts existed were all on the blog already.
UPDATE "blog_posts" SET "publish_at" = "created_at";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_published_has_time_check" CHECK ("blog_posts"."status" = 'draft' or "blog_posts"."publish_at" is not null);--> statement-breakpoint
CREATE INDEX "blog_posts_visible_idx" ON "blog_posts" USING btree ("status","publish_at");
