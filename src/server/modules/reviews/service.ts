import { and, eq, isNull, sql, type Placeholder } from "drizzle-orm";
import type { Queryable, Transaction } from "../../db/client";
import { isDatabase, preparedPerDatabase } from "../../db/prepared";
import { catalogueItems } from "../../db/schema/catalogue";
import { profiles } from "../../db/schema/customers";
import { orderItems, orders } from "../../db/schema/orders";
import { productReviewStats, reviews } from "../../db/schema/reviews";
import { catalogueChanged, reviewableProduct } from "../catalogue/service";
import type { ReviewPage, ReviewValues, ReviewView } from "~/shared/schemas/review";

export const REVIEWS_PAGE_SIZE = 20;
const ANONYMOUS_NAME = "Anonymous User";

/** Where the next page starts: the last row's updated_at (to the microsecond) and id. */
export type ReviewCursor = { at: string; id: string };

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function encodeCursor(cursor: ReviewCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");
}

/** The cursor a previous page gave out, else null; a forged non-instant of the right shape (2026-99-99, year 0000) would make PostgreSQL refuse the page query. */
export function decodeCursor(value: string): ReviewCursor | null {
  const match = CURSOR_PATTERN.exec(Buffer.from(value, "base64url").toString("utf8"));
  if (!match) return null;
  const at = match[1]!;
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime()) || at.startsWith("0000") || instant.toISOString().slice(0, 19) !== at.slice(0, 19)) return null;
  return { at, id: match[2]! };
}

/** What a reader sees of the reviewer: the profile's name, never the e-mail or the id. */
export function reviewerOf(fullName: string | null): Pick<ReviewView, "reviewerName" | "avatarLetter"> {
  const name = fullName?.trim();
  if (!name) return { reviewerName: ANONYMOUS_NAME, avatarLetter: "U" };
  return { reviewerName: name, avatarLetter: Array.from(name)[0]!.toUpperCase() };
}

type PageRow = { id: string; rating: number; reviewText: string; writtenAt: string; fullName: string | null; verifiedPurchase: boolean };

/** One row: the reviewable product, its figures (product_review_stats, kept by a trigger) and one page of visible reviews as a JSON array. */
// The page's sort matches reviews_product_public_idx exactly, nulls last included, or the planner sorts every review.
function reviewPageQuery(db: Queryable, productId: string | Placeholder, cursor: ReviewCursor | null) {
  const page = db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      reviewText: reviews.reviewText,
      updatedAt: reviews.updatedAt,
      // The cursor keeps microseconds, which a JavaScript Date would round away.
      writtenAt: sql<string>`to_char(${reviews.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as("written_at"),
      fullName: profiles.fullName,
      verifiedPurchase: reviews.verifiedPurchase,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(
      and(
        eq(reviews.productId, catalogueItems.id),
        isNull(reviews.hiddenAt),
        cursor ? sql`(${reviews.updatedAt}, ${reviews.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(sql`${reviews.updatedAt} desc nulls last`, sql`${reviews.id} desc nulls last`)
    .limit(REVIEWS_PAGE_SIZE + 1)
    .as("page");
  return db
    .select({
      count: productReviewStats.reviewCount,
      average: sql<number | null>`round(${productReviewStats.ratingSum}::numeric / nullif(${productReviewStats.reviewCount}, 0), 1)::float8`,
      // An aggregate keeps no order of its own: the page's order is said again (21 reviews at most); null when there is none.
      page: sql<PageRow[] | null>`json_agg(json_build_object('id', ${page.id}, 'rating', ${page.rating}, 'reviewText', ${page.reviewText}, 'writtenAt', ${page.writtenAt},
        'fullName', ${page.fullName}, 'verifiedPurchase', ${page.verifiedPurchase}) order by ${page.updatedAt} desc nulls last, ${page.id} desc nulls last)
        filter (where ${page.id} is not null)`,
    })
    .from(catalogueItems)
    .leftJoin(productReviewStats, eq(productReviewStats.productId, catalogueItems.id))
    .leftJoinLateral(page, sql`true`)
    .where(reviewableProduct(productId))
    .groupBy(catalogueItems.id, productReviewStats.reviewCount, productReviewStats.ratingSum);
}

/** The first page, the one every product page asks for: prepared once (decision 031). */
const firstReviewPage = preparedPerDatabase((db) => reviewPageQuery(db, sql.placeholder("productId"), null).prepare("review_page"));

/** Null when the id names no product that can be reviewed. */
export async function readReviewPage(db: Queryable, productId: string, cursor: ReviewCursor | null): Promise<ReviewPage | null> {
  const rows = !cursor && isDatabase(db) ? await firstReviewPage(db).execute({ productId }) : await reviewPageQuery(db, productId, cursor);
  const [product] = rows;
  if (!product) return null;
  const written = product.page ?? [];
  const shown = written.slice(0, REVIEWS_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    count: product.count ?? 0,
    average: product.average ?? null,
    reviews: shown.map((row) => ({
      id: row.id,
      rating: row.rating,
      reviewText: row.reviewText,
      date: new Date(row.writtenAt).toISOString(),
      verifiedPurchase: row.verifiedPurchase,
      ...reviewerOf(row.fullName),
    })),
    nextCursor: written.length > REVIEWS_PAGE_SIZE && last ? encodeCursor({ at: last.writtenAt, id: last.id }) : null,
  };
}

/** Whether the shopper has a delivered order holding the product: what 'Verified purchase' means. */
const hasDeliveredOrderOf = (userId: string, productId: string) => sql<boolean>`exists (
  select 1 from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
  where ${orders.userId} = ${userId} and ${orders.orderStatus} = 'delivered' and ${orderItems.productId} = ${productId}
)`;

/** Runs in the delivering transaction (delivered is final); updated_at stays, as it orders the public list by what the reviewer wrote. */
export async function markVerifiedPurchases(tx: Transaction, orderId: string): Promise<void> {
  await tx
    .update(reviews)
    .set({ verifiedPurchase: true })
    .where(
      and(
        eq(reviews.verifiedPurchase, false),
        sql`(${reviews.userId}, ${reviews.productId}) in (select ${orders.userId}, ${orderItems.productId} from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id} where ${orders.id} = ${orderId})`,
      ),
    );
}

/** One review per shopper and product: the unique key decides, so two tabs submitting at once leave one row; a hidden review stays hidden. */
export async function saveReview(db: Queryable, userId: string, productId: string, values: ReviewValues) {
  const [saved] = await db
    .insert(reviews)
    .values({ userId, productId, rating: values.rating, reviewText: values.reviewText, verifiedPurchase: hasDeliveredOrderOf(userId, productId) })
    .onConflictDoUpdate({
      target: [reviews.userId, reviews.productId],
      set: { rating: sql`excluded.rating`, reviewText: sql`excluded.review_text`, verifiedPurchase: sql`excluded.verified_purchase`, updatedAt: sql`now()` },
    })
    .returning({ id: reviews.id, rating: reviews.rating, reviewText: reviews.reviewText, updatedAt: reviews.updatedAt });
  if (!saved) throw new Error("the review upsert returned no row");
  // The shop's cards show the product's rating: this process's copy is read again.
  catalogueChanged(db);
  return { id: saved.id, rating: saved.rating, reviewText: saved.reviewText, date: saved.updatedAt.toISOString() };
}
