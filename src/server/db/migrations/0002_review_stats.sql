CREATE TABLE "product_review_stats" (
	"product_id" text PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_review_stats_check" CHECK ("product_review_stats"."review_count" >= 0 and "product_review_stats"."rating_sum" between "product_review_stats"."review_count" and 5 * "product_review_stats"."review_count")
);
--> statement-breakpoint
DROP INDEX "reviews_product_public_idx";--> statement-breakpoint
CREATE INDEX "reviews_product_public_idx" ON "reviews" USING btree ("product_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): keeps product_review_stats equal to the
-- count and rating sum of each product's visible reviews, inside the statement that changes a
-- review, so hiding, editing and account deletion (cascade) are counted too.
CREATE FUNCTION "reviews_keep_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.hidden_at IS NULL THEN
    UPDATE product_review_stats
    SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating
    WHERE product_id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.hidden_at IS NULL THEN
    INSERT INTO product_review_stats AS s (product_id, review_count, rating_sum)
    VALUES (NEW.product_id, 1, NEW.rating)
    ON CONFLICT (product_id) DO UPDATE
    SET review_count = s.review_count + 1, rating_sum = s.rating_sum + excluded.rating_sum;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "reviews_keep_stats"
AFTER INSERT OR DELETE OR UPDATE OF "product_id", "rating", "hidden_at" ON "reviews"
FOR EACH ROW EXECUTE FUNCTION "reviews_keep_stats"();
--> statement-breakpoint
INSERT INTO "product_review_stats" ("product_id", "review_count", "rating_sum")
SELECT "product_id", count(*), sum("rating") FROM "reviews" WHERE "hidden_at" IS NULL GROUP BY "product_id";
