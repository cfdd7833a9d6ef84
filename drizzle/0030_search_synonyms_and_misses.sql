CREATE TABLE "search_synonyms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"terms" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_terms_check" CHECK (cardinality("terms") between 2 and 20)
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_query_check" CHECK (char_length("query") between 1 and 100)
);
--> statement-breakpoint
CREATE INDEX "search_misses_count_idx" ON "search_misses" USING btree ("count" DESC, "last_seen_at" DESC);
--> statement-breakpoint
INSERT INTO "search_synonyms" ("terms") VALUES
	(ARRAY['tubelight', 'tube light', 'batten', 'led tube', 'tyubalait']),
	(ARRAY['mcb', 'miniature circuit breaker', 'emasibi']),
	(ARRAY['rccb', 'elcb', 'earth leakage', 'residual current']),
	(ARRAY['geyser', 'water heater', 'geezer', 'gijar', 'gizar']),
	(ARRAY['wire', 'cable', 'taar', 'tar', 'vayar', 'kebal']),
	(ARRAY['switch board', 'modular plate', 'cover plate', 'switch plate']),
	(ARRAY['fan', 'pankha', 'pankhe', 'pankh']),
	(ARRAY['bulb', 'balb', 'lattu']),
	(ARRAY['light', 'batti', 'lait', 'lamp']),
	(ARRAY['switch', 'svich', 'swich']),
	(ARRAY['cooler', 'kular']),
	(ARRAY['heater', 'hitar']),
	(ARRAY['socket', 'soket']),
	(ARRAY['led', 'elaidi']),
	(ARRAY['ceiling', 'chhat']),
	(ARRAY['spike guard', 'surge protector']),
	(ARRAY['db', 'distribution board']),
	(ARRAY['stabilizer', 'stabiliser']),
	(ARRAY['regulator', 'speed controller']),
	(ARRAY['cctv', 'camera']);
--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at");
