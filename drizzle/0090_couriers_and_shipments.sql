CREATE TABLE "couriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couriers_tracking_url_check" CHECK ("tracking_url" like '%{tracking}%')
);--> statement-breakpoint
CREATE UNIQUE INDEX "couriers_name_unique" ON "couriers" (lower("name"));--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"courier_id" uuid NOT NULL REFERENCES "couriers"("id"),
	"tracking_number" text NOT NULL,
	"expected_on" date,
	"shipped_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" ("order_id", "created_at");--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"shipment_id" uuid NOT NULL REFERENCES "shipments"("id") ON DELETE cascade,
	"order_line_id" uuid NOT NULL REFERENCES "order_lines"("id") ON DELETE cascade,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_pk" PRIMARY KEY ("shipment_id", "order_line_id"),
	CONSTRAINT "shipment_lines_quantity_check" CHECK ("quantity" > 0)
);--> statement-breakpoint
-- What has left the warehouse, per line: raised by one conditional UPDATE per shipment line, never past the line's quantity.
ALTER TABLE "order_lines" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipped_check" CHECK ("shipped_quantity" >= 0 and "shipped_quantity" <= "quantity");
