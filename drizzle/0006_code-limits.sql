CREATE TABLE "code_limits" (
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"codes_issued" integer DEFAULT 0 NOT NULL,
	"guesses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_limits_email_purpose_pk" PRIMARY KEY("email","purpose"),
	CONSTRAINT "code_limits_counts_check" CHECK ("code_limits"."codes_issued" >= 0 and "code_limits"."guesses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "pending_username" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "challenge_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_challenge_idx" ON "one_time_codes" USING btree ("challenge_hash");