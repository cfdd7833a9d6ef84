CREATE TABLE "grievance_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL UNIQUE,
	"contact_message_id" uuid NOT NULL REFERENCES "contact_messages"("id") ON DELETE cascade,
	"order_number" bigint NOT NULL,
	"order_id" uuid REFERENCES "orders"("id") ON DELETE set null,
	"email" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"resolved_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_tickets_status_check" CHECK ("status" in ('Open', 'Resolved'))
);--> statement-breakpoint
CREATE INDEX "grievance_tickets_status_idx" ON "grievance_tickets" ("status", "created_at");
