CREATE TABLE "catalogue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_paise" integer NOT NULL,
	"original_price_paise" integer NOT NULL,
	"category" text,
	"press_type" text,
	"badge" text,
	"images" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stock_on_hand" integer,
	"low_stock_threshold" integer DEFAULT 10 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_kind_check" CHECK ("catalogue_items"."kind" in ('product', 'bundle')),
	CONSTRAINT "catalogue_items_category_check" CHECK (("catalogue_items"."kind" = 'bundle' and "catalogue_items"."category" is null) or ("catalogue_items"."kind" = 'product' and "catalogue_items"."category" in ('mustard-oils', 'pulses', 'grains'))),
	CONSTRAINT "catalogue_items_press_type_check" CHECK ("catalogue_items"."press_type" is null or "catalogue_items"."press_type" in ('hydraulic', 'wood-pressed')),
	CONSTRAINT "catalogue_items_price_check" CHECK ("catalogue_items"."price_paise" > 0 and "catalogue_items"."original_price_paise" >= "catalogue_items"."price_paise"),
	CONSTRAINT "catalogue_items_stock_check" CHECK ("catalogue_items"."stock_on_hand" is null or "catalogue_items"."stock_on_hand" >= 0),
	CONSTRAINT "catalogue_items_threshold_check" CHECK ("catalogue_items"."low_stock_threshold" >= 0),
	CONSTRAINT "catalogue_items_slug_check" CHECK ("catalogue_items"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("catalogue_items"."slug") <= 80)
);
--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"reason" text NOT NULL,
	"change" integer NOT NULL,
	"on_hand_after" integer,
	"order_id" uuid,
	"actor_user_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('order', 'cancel', 'adjustment')),
	CONSTRAINT "stock_movements_note_check" CHECK ("stock_movements"."reason" <> 'adjustment' or char_length("stock_movements"."note") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_slug_key" ON "catalogue_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "stock_movements_item_created_idx" ON "stock_movements" USING btree ("item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "stock_movements_cancel_once" ON "stock_movements" USING btree ("order_id","item_id") WHERE "stock_movements"."reason" = 'cancel';--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): the catalogue's version moves whenever
-- what the shop shows of it changes, in the same transaction as the change, so a server process
-- that sees the new number also sees the change. A stock figure moving within "in stock" does not
-- count (orders would otherwise change it all day); selling out and coming back do.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "catalogue_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_added_or_removed"
AFTER INSERT OR DELETE ON "catalogue_items"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_shown_changed"
AFTER UPDATE ON "catalogue_items"
FOR EACH ROW
WHEN (
  (OLD.slug, OLD.name, OLD.description, OLD.price_paise, OLD.original_price_paise, OLD.category, OLD.press_type, OLD.badge, OLD.images, OLD.active, OLD.position)
    IS DISTINCT FROM
  (NEW.slug, NEW.name, NEW.description, NEW.price_paise, NEW.original_price_paise, NEW.category, NEW.press_type, NEW.badge, NEW.images, NEW.active, NEW.position)
  OR (OLD.stock_on_hand IS NULL OR OLD.stock_on_hand > 0) <> (NEW.stock_on_hand IS NULL OR NEW.stock_on_hand > 0)
)
EXECUTE FUNCTION "catalogue_bump_version"();
--> statement-breakpoint
CREATE TRIGGER "product_review_stats_changed"
AFTER INSERT OR UPDATE OR DELETE ON "product_review_stats"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_bump_version"();
