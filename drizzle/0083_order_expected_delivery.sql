ALTER TABLE "orders" ADD COLUMN "expected_delivery_by" date;
