-- One row per COD order whose cash staff collected: the primary key makes the mark once.
CREATE TABLE "cod_collections" (
	"order_id" uuid PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"collected_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL
);
