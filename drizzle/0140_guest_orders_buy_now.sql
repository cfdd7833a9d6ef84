-- Guest checkout and Buy Now (issue 22, ADR 62). A guest's order has no user until its buyer
-- registers with the order's email; a Buy Now order was not made from the cart, so paying it
-- leaves the cart as it is.
ALTER TABLE "orders" ADD COLUMN "placed_as_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "from_cart" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A guest's retry with the same Idempotency-Key finds the first order (users have orders_user_idempotency_unique).
CREATE UNIQUE INDEX "orders_guest_idempotency_unique" ON "orders" ("email", "idempotency_key") WHERE "placed_as_guest";--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" ("email") WHERE "placed_as_guest" AND "user_id" IS NULL;--> statement-breakpoint
-- Secrets the server signs links with (the guest order link's HMAC key), made once by the first process that needs one.
CREATE TABLE "signing_keys" (
  "name" text PRIMARY KEY NOT NULL,
  "secret" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
