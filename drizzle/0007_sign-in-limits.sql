CREATE TABLE "sign_in_clients" (
	"user_id" uuid NOT NULL,
	"client" text NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_clients_user_id_client_pk" PRIMARY KEY("user_id","client")
);
--> statement-breakpoint
CREATE TABLE "sign_in_limits" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sign_in_limits_email_client_pk" PRIMARY KEY("email","client"),
	CONSTRAINT "sign_in_limits_attempts_check" CHECK ("sign_in_limits"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sign_in_clients" ADD CONSTRAINT "sign_in_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;