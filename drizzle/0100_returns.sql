-- Returns (issue 19): the window per category, the non-returnable flag per product, the delivery
-- time the window counts from, and the returns themselves with their lines and dated moves.
ALTER TABLE "categories" ADD COLUMN "return_window_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_return_window_check" CHECK ("categories"."return_window_days" >= 0 and "categories"."return_window_days" <= 365);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "non_returnable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Orders delivered before the column: their last change was the delivery.
UPDATE "orders" SET "delivered_at" = "updated_at" WHERE "status" = 'Delivered' AND "delivered_at" IS NULL;--> statement-breakpoint
-- Quantities on requests not refused or withdrawn: a request adds to it only while it stays within the line.
ALTER TABLE "order_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_returned_quantity_check" CHECK ("order_lines"."returned_quantity" >= 0 and "order_lines"."returned_quantity" <= "order_lines"."quantity");--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'Requested' NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_paise" integer NOT NULL,
	"refund_method" text NOT NULL,
	"payout" jsonb,
	"refund_id" uuid,
	"refund_reference" text,
	"credit_note_id" uuid,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_number_unique" UNIQUE("number"),
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('Requested', 'Approved', 'Rejected', 'Cancelled', 'Received', 'Refunded')),
	CONSTRAINT "returns_refund_method_check" CHECK ("returns"."refund_method" in ('provider', 'upi', 'bank')),
	CONSTRAINT "returns_refund_paise_check" CHECK ("returns"."refund_paise" >= 0)
);--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"refund_paise" integer NOT NULL,
	"restocked_quantity" integer,
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0 and ("return_lines"."restocked_quantity" is null or ("return_lines"."restocked_quantity" >= 0 and "return_lines"."restocked_quantity" <= "return_lines"."quantity"))),
	CONSTRAINT "return_lines_line_unique" UNIQUE("return_id","order_line_id")
);--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","created_at");
--> statement-breakpoint
-- A return's credit note reverses only its lines: an order may have several, one per return, besides
-- the one of a cancellation (still one per order and kind among those without a return).
ALTER TABLE "tax_documents" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_return_id_unique" UNIQUE("return_id");--> statement-breakpoint
ALTER TABLE "tax_documents" DROP CONSTRAINT "tax_documents_order_kind_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_kind_unique" ON "tax_documents" USING btree ("order_id","kind") WHERE "tax_documents"."return_id" is null;
