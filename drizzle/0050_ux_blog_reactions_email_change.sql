ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('signup', 'admin_signin', 'password_reset', 'email_change'));--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "pending_user_id" uuid;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_pending_user_id_users_id_fk" FOREIGN KEY ("pending_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "base_likes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_counts_check" CHECK ("blog_posts"."base_likes" >= 0 and "blog_posts"."views" >= 0);--> statement-breakpoint
UPDATE "blog_posts" SET "base_likes" = 124 WHERE "id" IN ('layering-light-mumbai-apartment', 'ceiling-fans-for-chennai-humidity', 'smart-home-retrofit-bengaluru', 'safe-diy-wiring-checklist');--> statement-breakpoint
CREATE TABLE "blog_reactions" (
	"user_id" uuid NOT NULL,
	"post_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_reactions_user_id_post_id_kind_pk" PRIMARY KEY("user_id","post_id","kind"),
	CONSTRAINT "blog_reactions_kind_check" CHECK ("blog_reactions"."kind" in ('like', 'bookmark'))
);
--> statement-breakpoint
ALTER TABLE "blog_reactions" ADD CONSTRAINT "blog_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_reactions" ADD CONSTRAINT "blog_reactions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "blog_reactions_post_idx" ON "blog_reactions" USING btree ("post_id","kind");
