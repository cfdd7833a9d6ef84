-- Before the per-actor status table every cancellation put its stock back at once: record that,
-- so no order cancelled before it can be marked Returned and restocked a second time.
UPDATE "orders" SET "stock_returned_at" = "updated_at" WHERE "status" = 'Cancelled' AND "stock_returned_at" IS NULL;
