ALTER TABLE "catalogue_items" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): a photo added, removed or made the cover
-- changes what the shop shows, so it moves the catalogue's version like the other shown columns
-- (0006_catalogue.sql); the same trigger, with photos in its list.
DROP TRIGGER "catalogue_items_shown_changed" ON "catalogue_items";
--> statement-breakpoint
CREATE TRIGGER "catalogue_items_shown_changed"
AFTER UPDATE ON "catalogue_items"
FOR EACH ROW
WHEN (
  (OLD.slug, OLD.name, OLD.description, OLD.price_paise, OLD.original_price_paise, OLD.category, OLD.press_type, OLD.badge, OLD.images, OLD.photos, OLD.active, OLD.position)
    IS DISTINCT FROM
  (NEW.slug, NEW.name, NEW.description, NEW.price_paise, NEW.original_price_paise, NEW.category, NEW.press_type, NEW.badge, NEW.images, NEW.photos, NEW.active, NEW.position)
  OR (OLD.stock_on_hand IS NULL OR OLD.stock_on_hand > 0) <> (NEW.stock_on_hand IS NULL OR NEW.stock_on_hand > 0)
)
EXECUTE FUNCTION "catalogue_bump_version"();
