import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, rowId, updatedAt } from "./columns";
import { ownedByUser } from "./auth";

// Product reviews and the per-product figures a trigger keeps from them.

export const reviews = pgTable("reviews", {
  id: rowId(),
  userId: ownedByUser(),
  productId: text("product_id").notNull(),
  rating: smallint("rating").notNull(),
  reviewText: text("review_text"),
  /** Set by staff to take a review out of the public list, count and average. */
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  /**
   * The reviewer has a delivered order holding the product ('Verified purchase'): set when the review
   * is written and when such an order is delivered (delivered is final), so the page reads no orders.
   */
  verifiedPurchase: boolean("verified_purchase").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("reviews_user_product_key").on(t.userId, t.productId),
  index("reviews_product_created_idx").on(t.productId, t.createdAt.desc()),
  // The public list: newest written first, keyset on (updated_at, id), hidden reviews left out.
  index("reviews_product_public_idx").on(t.productId, t.updatedAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} is null`),
  index("reviews_created_idx").on(t.createdAt.desc()),
  check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  check("reviews_text_length_check", sql`char_length(${t.reviewText}) <= 1000`),
]);

export const productReviewStats = pgTable("product_review_stats", {
  productId: text("product_id").primaryKey(),
  reviewCount: integer("review_count").notNull().default(0),
  ratingSum: integer("rating_sum").notNull().default(0),
}, (t) => [check("product_review_stats_check", sql`${t.reviewCount} >= 0 and ${t.ratingSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`)]);
