ALTER TABLE "reviews" ADD COLUMN "verified_purchase" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing reviews: marked when their reviewer already has a delivered order holding the product.
-- updated_at is left alone (it orders the public list), and the stats trigger ignores this column.
UPDATE "reviews" r SET "verified_purchase" = true
WHERE EXISTS (
  SELECT 1 FROM "orders" o JOIN "order_items" i ON i."order_id" = o."id"
  WHERE o."user_id" = r."user_id" AND o."order_status" = 'delivered' AND i."product_id" = r."product_id"
);
