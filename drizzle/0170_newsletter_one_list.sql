-- The newsletter's one list (issue 21, ADR 67): a shopper's profile opt-in is a row of
-- newsletter_subscribers like a footer sign-up, marked by where it came from; mails may carry
-- headers of their own (List-Unsubscribe), kept with the mail so a queued one leaves with them.
ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" text DEFAULT 'footer' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_source_check" CHECK ("source" in ('footer', 'profile'));--> statement-breakpoint
ALTER TABLE "outgoing_mail" ADD COLUMN "headers" jsonb;--> statement-breakpoint
-- Shoppers who opted in from their profile before the list knew of them join it now.
INSERT INTO "newsletter_subscribers" ("email", "source")
  SELECT lower("email"), 'profile' FROM "users" WHERE ("preferences"->>'newsletter')::boolean
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The profile's switch mirrors the list from here on: on exactly when the account's address is subscribed.
UPDATE "users" u SET "preferences" = jsonb_set(u."preferences", '{newsletter}', to_jsonb(EXISTS (
  SELECT 1 FROM "newsletter_subscribers" s WHERE lower(s."email") = lower(u."email") AND s."unsubscribed_at" IS NULL
)));
