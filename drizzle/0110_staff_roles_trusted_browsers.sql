-- Staff roles (ADR 56): an admin account is an owner, a manager (catalog and orders) or support
-- (orders and messages). Admins made before roles (null) are owners.
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK ("staff_role" is null or "staff_role" in ('owner', 'manager', 'support'));--> statement-breakpoint
-- Browsers a staff member trusted for 30 days: the emailed second code is skipped there (ADR 56).
CREATE TABLE "trusted_browsers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL UNIQUE,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "trusted_browsers_user_idx" ON "trusted_browsers" USING btree ("user_id");--> statement-breakpoint
-- The owner's invitations: a single-use link that sets the new staff member's password.
CREATE TABLE "staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL CHECK ("role" in ('owner', 'manager', 'support')),
	"token_hash" text NOT NULL UNIQUE,
	"invited_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"invited_by_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_invites_email_idx" ON "staff_invites" USING btree (lower("email"));--> statement-breakpoint
-- The audit log's filters: by person and by kind.
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id", "created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity", "created_at");
