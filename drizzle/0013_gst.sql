CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "document_series_kind_check" CHECK ("document_series"."kind" in ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "gst_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hsn_prefix" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rate_bp" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"notification" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rates_prefix_from_unique" UNIQUE("hsn_prefix","effective_from"),
	CONSTRAINT "gst_rates_hsn_check" CHECK ("gst_rates"."hsn_prefix" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "gst_rates_rate_check" CHECK ("gst_rates"."rate_bp" between 0 and 4000),
	CONSTRAINT "gst_rates_dates_check" CHECK ("gst_rates"."effective_to" is null or "gst_rates"."effective_to" >= "gst_rates"."effective_from")
);
--> statement-breakpoint
CREATE TABLE "shop_tax_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"state" text NOT NULL,
	"gstin" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_tax_settings_single_row" CHECK ("shop_tax_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"invoice_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_order_kind_unique" UNIQUE("order_id","kind"),
	CONSTRAINT "tax_documents_series_unique" UNIQUE("kind","financial_year","sequence"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_check" CHECK (length("tax_documents"."number") <= 16 and "tax_documents"."number" ~ '^[A-Za-z0-9/-]+$')
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "default_hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gst_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "cgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "igst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supply_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "state_tax" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_legal_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_legal_name" text;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gst_rates_prefix_idx" ON "gst_rates" USING btree ("hsn_prefix");--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" USING btree ("issued_at");