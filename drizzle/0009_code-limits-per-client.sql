ALTER TABLE "code_limits" ADD COLUMN "client" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "code_limits" DROP CONSTRAINT "code_limits_email_purpose_pk";--> statement-breakpoint
ALTER TABLE "code_limits" ADD CONSTRAINT "code_limits_email_purpose_client_pk" PRIMARY KEY("email","purpose","client");
