CREATE TABLE "catalogue_sizes" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"sku" text NOT NULL,
	"net_quantity" integer,
	"unit" text,
	"price_paise" integer NOT NULL,
	"mrp_paise" integer NOT NULL,
	"stock_on_hand" integer,
	"low_stock_threshold" integer DEFAULT 10 NOT NULL,
	"hsn_code" text,
	"gst_rate_bp" integer,
	"position" smallint DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_sizes_sku_check" CHECK ("catalogue_sizes"."sku" ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' and char_length("catalogue_sizes"."sku") <= 40),
	CONSTRAINT "catalogue_sizes_quantity_check" CHECK (("catalogue_sizes"."net_quantity" is null) = ("catalogue_sizes"."unit" is null) and ("catalogue_sizes"."net_quantity" is null or "catalogue_sizes"."net_quantity" > 0) and ("catalogue_sizes"."unit" is null or "catalogue_sizes"."unit" in ('g', 'kg', 'ml', 'L', 'pack'))),
	CONSTRAINT "catalogue_sizes_price_check" CHECK ("catalogue_sizes"."price_paise" > 0 and "catalogue_sizes"."mrp_paise" >= "catalogue_sizes"."price_paise"),
	CONSTRAINT "catalogue_sizes_stock_check" CHECK ("catalogue_sizes"."stock_on_hand" is null or "catalogue_sizes"."stock_on_hand" >= 0),
	CONSTRAINT "catalogue_sizes_threshold_check" CHECK ("catalogue_sizes"."low_stock_threshold" >= 0),
	CONSTRAINT "catalogue_sizes_hsn_check" CHECK ("catalogue_sizes"."hsn_code" is null or "catalogue_sizes"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "catalogue_sizes_gst_rate_check" CHECK ("catalogue_sizes"."gst_rate_bp" is null or "catalogue_sizes"."gst_rate_bp" in (0, 500, 1800, 4000))
);
--> statement-breakpoint
ALTER TABLE "catalogue_sizes" ADD CONSTRAINT "catalogue_sizes_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_sizes_sku_key" ON "catalogue_sizes" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "catalogue_sizes_item_idx" ON "catalogue_sizes" USING btree ("item_id","position");--> statement-breakpoint
-- Written by hand: every item becomes one size with its id, price, MRP (its original price), stock
-- and alert, and the net quantity PRODUCT.md gives it: the oils 1 L, pulses and grains 500 g, a
-- bundle one pack. Lines, movements and coupon prices then name that size by the same id.
INSERT INTO "catalogue_sizes" ("id", "item_id", "sku", "net_quantity", "unit", "price_paise", "mrp_paise", "stock_on_hand", "low_stock_threshold", "position")
SELECT "id", "id",
  'DFF-' || upper("id") || CASE "category" WHEN 'mustard-oils' THEN '-1L' WHEN 'pulses' THEN '-500G' WHEN 'grains' THEN '-500G' ELSE '' END,
  CASE "category" WHEN 'mustard-oils' THEN 1 WHEN 'pulses' THEN 500 WHEN 'grains' THEN 500 ELSE 1 END,
  CASE "category" WHEN 'mustard-oils' THEN 'L' WHEN 'pulses' THEN 'g' WHEN 'grains' THEN 'g' ELSE 'pack' END,
  "price_paise", "original_price_paise", "stock_on_hand", "low_stock_threshold", 0
FROM "catalogue_items";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "size_id" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "size_label" text;--> statement-breakpoint
UPDATE "cart_items" SET "size_id" = "product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist" ADD COLUMN "size_id" text;--> statement-breakpoint
ALTER TABLE "wishlist" ADD COLUMN "size_label" text;--> statement-breakpoint
UPDATE "wishlist" SET "size_id" = "product_id";--> statement-breakpoint
ALTER TABLE "wishlist" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_label" text;--> statement-breakpoint
UPDATE "order_items" SET "size_id" = "product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "size_id" text;--> statement-breakpoint
UPDATE "stock_movements" SET "size_id" = "item_id";--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_item_prices" ADD COLUMN "size_id" text;--> statement-breakpoint
UPDATE "promo_item_prices" SET "size_id" = "item_id";--> statement-breakpoint
ALTER TABLE "promo_item_prices" ALTER COLUMN "size_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "cart_items_user_product_key";--> statement-breakpoint
DROP INDEX "stock_movements_cancel_once";--> statement-breakpoint
ALTER TABLE "promo_item_prices" DROP CONSTRAINT "promo_item_prices_promo_id_item_id_pk";--> statement-breakpoint
ALTER TABLE "promo_item_prices" ADD CONSTRAINT "promo_item_prices_promo_id_size_id_pk" PRIMARY KEY("promo_id","size_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_size_id_catalogue_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."catalogue_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_item_prices" ADD CONSTRAINT "promo_item_prices_size_id_catalogue_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."catalogue_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_size_key" ON "cart_items" USING btree ("user_id","size_id");--> statement-breakpoint
CREATE INDEX "stock_movements_size_created_idx" ON "stock_movements" USING btree ("size_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_cancel_once" ON "stock_movements" USING btree ("order_id","size_id") WHERE "stock_movements"."reason" = 'cancel';--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): the item's trigger names the columns it
-- watches, so it goes before they do and comes back without them (0009_catalogue-photos.sql).
DROP TRIGGER "catalogue_items_shown_changed" ON "catalogue_items";--> statement-breakpoint
ALTER TABLE "catalogue_items" DROP CONSTRAINT "catalogue_items_price_check";--> statement-breakpoint
ALTER TABLE "catalogue_items" DROP CONSTRAINT "catalogue_items_stock_check";--> statement-breakpoint
ALTER TABLE "catalogue_items" DROP CONSTRAINT "catalogue_items_threshold_check";--> statement-breakpoint
ALTER TABLE "catalogue_items" DROP COLUMN "price_paise";--> statement-breakpoint
ALTER TABLE "catalogue_items" DROP COLUMN "original_price_paise";--> statement-breakpoint
ALTER TABLE "catalogue_items" DROP COLUMN "stock_on_hand";--> statement-breakpoint
ALTER TABLE "catalogue_items" DROP COLUMN "low_stock_threshold";--> statement-breakpoint
CREATE TRIGGER "catalogue_items_shown_changed"
AFTER UPDATE ON "catalogue_items"
FOR EACH ROW
WHEN (
  (OLD.slug, OLD.name, OLD.description, OLD.category, OLD.press_type, OLD.badge, OLD.images, OLD.photos, OLD.active, OLD.position)
    IS DISTINCT FROM
  (NEW.slug, NEW.name, NEW.description, NEW.category, NEW.press_type, NEW.badge, NEW.images, NEW.photos, NEW.active, NEW.position)
)
EXECUTE FUNCTION "catalogue_bump_version"();
--> statement-breakpoint
-- A size's shown figures move the version as the item's did; a stock figure only when it sells out or comes back.
CREATE TRIGGER "catalogue_sizes_added_or_removed"
AFTER INSERT OR DELETE ON "catalogue_sizes"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_sizes_shown_changed"
AFTER UPDATE ON "catalogue_sizes"
FOR EACH ROW
WHEN (
  (OLD.sku, OLD.net_quantity, OLD.unit, OLD.price_paise, OLD.mrp_paise, OLD.position, OLD.retired_at)
    IS DISTINCT FROM
  (NEW.sku, NEW.net_quantity, NEW.unit, NEW.price_paise, NEW.mrp_paise, NEW.position, NEW.retired_at)
  OR (OLD.stock_on_hand IS NULL OR OLD.stock_on_hand > 0) <> (NEW.stock_on_hand IS NULL OR NEW.stock_on_hand > 0)
)
EXECUTE FUNCTION "catalogue_bump_version"();
