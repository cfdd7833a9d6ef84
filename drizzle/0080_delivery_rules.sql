CREATE TABLE "pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "pincodes_pincode_check" CHECK ("pincodes"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "delivery_serviceability" (
	"pincode" text PRIMARY KEY NOT NULL,
	"deliverable" boolean NOT NULL,
	"cod_allowed" boolean NOT NULL,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_serviceability_pincode_check" CHECK ("delivery_serviceability"."pincode" ~ '^[1-9][0-9]{5}$'),
	CONSTRAINT "delivery_serviceability_days_check" CHECK ("delivery_serviceability"."days_min" >= 0 and "delivery_serviceability"."days_max" >= "delivery_serviceability"."days_min" and "delivery_serviceability"."days_max" <= 60)
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"zone" text PRIMARY KEY NOT NULL,
	"deliverable" boolean NOT NULL,
	"cod_allowed" boolean NOT NULL,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"fee_paise" integer DEFAULT 0 NOT NULL,
	"free_above_paise" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_zone_check" CHECK ("delivery_zones"."zone" in ('same-city', 'same-state', 'metro', 'rest-of-india', 'north-east-jk')),
	CONSTRAINT "delivery_zones_days_check" CHECK ("delivery_zones"."days_min" >= 0 and "delivery_zones"."days_max" >= "delivery_zones"."days_min" and "delivery_zones"."days_max" <= 60),
	CONSTRAINT "delivery_zones_fee_check" CHECK ("delivery_zones"."fee_paise" >= 0 and ("delivery_zones"."free_above_paise" is null or "delivery_zones"."free_above_paise" >= 0))
);
--> statement-breakpoint
INSERT INTO "delivery_zones" ("zone", "deliverable", "cod_allowed", "days_min", "days_max") VALUES
	('same-city', true, true, 1, 2),
	('same-state', true, true, 2, 4),
	('metro', true, true, 3, 5),
	('rest-of-india', true, true, 4, 7),
	('north-east-jk', true, true, 6, 10);
--> statement-breakpoint
CREATE TABLE "delivery_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"origin_pincode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_single_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_origin_check" CHECK ("delivery_settings"."origin_pincode" ~ '^[1-9][0-9]{5}$')
);
