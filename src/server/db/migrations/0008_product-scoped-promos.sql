CREATE TABLE "promo_item_prices" (
	"promo_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"price_paise" integer NOT NULL,
	CONSTRAINT "promo_item_prices_promo_id_item_id_pk" PRIMARY KEY("promo_id","item_id"),
	CONSTRAINT "promo_item_prices_price_check" CHECK ("promo_item_prices"."price_paise" >= 100)
);
--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_type_check";--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_value_check";--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "discount_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_item_prices" ADD CONSTRAINT "promo_item_prices_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_item_prices" ADD CONSTRAINT "promo_item_prices_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_item_prices_item_idx" ON "promo_item_prices" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_type_check" CHECK ("promo_codes"."discount_type" in ('percentage', 'fixed', 'product_price'));--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_value_check" CHECK (case when "promo_codes"."discount_type" = 'product_price' then "promo_codes"."discount_value" is null and "promo_codes"."max_discount_paise" is null else "promo_codes"."discount_value" is not null and "promo_codes"."discount_value" > 0 and ("promo_codes"."discount_type" <> 'percentage' or "promo_codes"."discount_value" <= 100) end);--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): the shop shows each item's best coupon
-- price from its product-scoped codes, so the catalogue's version moves when those change, in the
-- same transaction as the change. Uses move used_count on every order: only a code becoming used
-- up or coming back counts, as selling out does for stock. Expiry passing with time cannot fire a
-- trigger: the server moves the version itself then (docs/decisions/017-product-scoped-promo-codes.md).
CREATE TRIGGER "promo_item_prices_changed"
AFTER INSERT OR UPDATE OR DELETE ON "promo_item_prices"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "promo_codes_shown_changed"
AFTER UPDATE ON "promo_codes"
FOR EACH ROW
WHEN (
  (OLD.discount_type = 'product_price' OR NEW.discount_type = 'product_price')
  AND (
    (OLD.code, OLD.discount_type, OLD.is_active, OLD.valid_until, OLD.min_order_paise)
      IS DISTINCT FROM
    (NEW.code, NEW.discount_type, NEW.is_active, NEW.valid_until, NEW.min_order_paise)
    OR (OLD.usage_limit IS NULL OR OLD.used_count < OLD.usage_limit) <> (NEW.usage_limit IS NULL OR NEW.used_count < NEW.usage_limit)
  )
)
EXECUTE FUNCTION "catalogue_bump_version"();
