import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/server/db/schema/auth";
import { profiles } from "~/server/db/schema/customers";
import { productReviewStats, reviews } from "~/server/db/schema/reviews";
import { errorOf } from "~/server/test/answers";
import { confirmIfWaiting, moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { readReviewPage, submitReview, type ReviewPageBody } from "~/server/test/reviews";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { REVIEWS_PAGE_SIZE } from "./service";

describe("reading a product's reviews", () => {
  const shop = setUpTestApp();

  const readPage = (productId: string, cursor?: string) => readReviewPage(shop, productId, cursor);
  const submit = (user: TestUser, productId: string, body: Parameters<typeof submitReview>[3]) => submitReview(shop, user, productId, body);

  /** The reviewer's shown name comes from their profile; set it whatever sign-up wrote. */
  async function setFullName(userId: string, fullName: string | null) {
    await shop.db.insert(profiles).values({ id: userId, fullName }).onConflictDoUpdate({ target: profiles.id, set: { fullName } });
  }

  /** `count` reviewers straight into the tables (sign-up hashes a password: too slow for many). */
  async function seedReviews(productId: string, count: number, writtenAt: string | null = null) {
    const tag = randomUUID();
    await shop.db.execute(sql`
      insert into users (id, name, email)
      select ${tag} || '-' || n, 'Reviewer ' || n, ${tag} || '-' || n || '@example.com' from generate_series(1, ${count}) as n`);
    await shop.db.execute(sql`
      insert into reviews (user_id, product_id, rating, review_text, created_at, updated_at)
      select ${tag} || '-' || n, ${productId}, 1 + (n % 5), 'Review ' || n,
        coalesce(${writtenAt}::timestamptz, now() - (n || ' seconds')::interval),
        coalesce(${writtenAt}::timestamptz, now() - (n || ' seconds')::interval)
      from generate_series(1, ${count}) as n`);
  }

  /** Reads every page, following the cursors. */
  async function readAll(productId: string) {
    const pages: ReviewPageBody[] = [];
    let cursor: string | undefined;
    do {
      const page = await readPage(productId, cursor);
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it("averages every visible review to one decimal", async () => {
    const ratings = [5, 4, 4];
    for (const rating of ratings) await submit(await shop.signUp(), "8", { rating });
    let page = await readPage("8");
    expect(page.count).toBe(3);
    // 13 / 3 = 4.333…: shown as 4.3, with 4 stars filled (the floor).
    expect(page.average).toBe(4.3);
    expect(Math.floor(page.average!)).toBe(4);

    await submit(await shop.signUp(), "8", { rating: 2 });
    page = await readPage("8");
    // 15 / 4 = 3.75 rounds half up to 3.8.
    expect(page).toMatchObject({ count: 4, average: 3.8 });
  });

  it("lists the most recently written first, and an edited review moves to the top", async () => {
    const [first, second, third] = [await shop.signUp(), await shop.signUp(), await shop.signUp()];
    await submit(first, "9", { rating: 1, reviewText: "first" });
    await submit(second, "9", { rating: 2, reviewText: "second" });
    await submit(third, "9", { rating: 3, reviewText: "third" });
    expect((await readPage("9")).reviews.map((r) => r.reviewText)).toEqual(["third", "second", "first"]);

    await submit(first, "9", { rating: 4, reviewText: "first, edited" });
    const page = await readPage("9");
    expect(page.reviews.map((r) => r.reviewText)).toEqual(["first, edited", "third", "second"]);
    const dates = page.reviews.map((r) => Date.parse(r.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(page.count).toBe(3);
    expect(page.average).toBe(3);
  });

  it("pages 20 at a time with a cursor, every review exactly once, even when many share a timestamp", async () => {
    await seedReviews("10", 25);
    // 20 reviews written in the same microsecond: the id breaks the tie, so none is skipped or repeated.
    await seedReviews("10", 20, "2026-01-15T10:00:00.123456Z");
    const pages = await readAll("10");
    expect(pages.map((p) => p.reviews.length)).toEqual([REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE, 5]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const all = pages.flatMap((p) => p.reviews);
    expect(new Set(all.map((r) => r.id)).size).toBe(45);
    const dates = all.map((r) => Date.parse(r.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const page of pages) expect(page.count).toBe(45);
  });

  it("refuses a cursor it did not give out", async () => {
    for (const cursor of ["nonsense", Buffer.from("2026-01-01|x").toString("base64url"), "a".repeat(300)]) {
      const response = await shop.api().products[":productId"].reviews.$get({ param: { productId: "1" }, query: { cursor } });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe("Invalid cursor");
    }
  });

  it("refuses a cursor shaped like its own but naming no instant (fuzz suite: it answered 500)", async () => {
    const forged = (at: string) => Buffer.from(`${at}|00000000-0000-4000-8000-000000000000`).toString("base64url");
    for (const at of ["2026-99-99T99:99:99.000000Z", "0000-01-01T00:00:00.000000Z", "2026-02-30T00:00:00.000000Z"]) {
      const response = await shop.api().products[":productId"].reviews.$get({ param: { productId: "1" }, query: { cursor: forged(at) } });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe("Invalid cursor");
    }
  });

  it("names the reviewer by profile full name, or 'Anonymous User' with the letter U", async () => {
    const named = await shop.signUp();
    const lowerCase = await shop.signUp();
    const blank = await shop.signUp();
    const noProfile = await shop.signUp();
    await setFullName(named.id, "Asha Devi");
    await setFullName(lowerCase.id, "  meera bai ");
    await setFullName(blank.id, "   ");
    await shop.db.delete(profiles).where(eq(profiles.id, noProfile.id));
    for (const [user, text] of [[named, "named"], [lowerCase, "lower"], [blank, "blank"], [noProfile, "none"]] as const) {
      await submit(user, "12", { rating: 5, reviewText: text });
    }
    const byText = Object.fromEntries((await readPage("12")).reviews.map((r) => [r.reviewText, [r.reviewerName, r.avatarLetter]]));
    expect(byText).toEqual({
      named: ["Asha Devi", "A"],
      lower: ["meera bai", "M"],
      blank: ["Anonymous User", "U"],
      none: ["Anonymous User", "U"],
    });
  });

  it("returns HTML in a review verbatim, as text, and never the reviewer's e-mail or id", async () => {
    const user = await shop.signUp();
    const html = `<img src=x onerror="alert('x')"><script>alert(1)</script> & "quotes"`;
    await submit(user, "2", { rating: 3, reviewText: html });
    const response = await shop.request("GET", "/api/products/2/reviews");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const raw = await response.text();
    const page: ReviewPageBody = JSON.parse(raw);
    expect(page.reviews[0]!.reviewText).toBe(html);
    expect(raw).not.toContain(user.email);
    expect(raw).not.toContain(user.id);
    expect(Object.keys(page.reviews[0]!).sort()).toEqual(["avatarLetter", "date", "id", "rating", "reviewText", "reviewerName", "verifiedPurchase"]);
  });

  it("leaves hidden reviews out of the list, the count and the average, and keeps the figures exact through every change", async () => {
    const [a, b, c] = [await shop.signUp(), await shop.signUp(), await shop.signUp()];
    await submit(a, "1", { rating: 5, reviewText: "a" });
    await submit(b, "1", { rating: 1, reviewText: "b" });
    await submit(c, "1", { rating: 4, reviewText: "c" });
    expect(await readPage("1")).toMatchObject({ count: 3, average: 3.3 });

    await shop.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.userId, b.id));
    let page = await readPage("1");
    expect(page).toMatchObject({ count: 2, average: 4.5 });
    expect(page.reviews.map((r) => r.reviewText)).toEqual(["c", "a"]);

    // Editing a hidden review keeps it hidden.
    await submit(b, "1", { rating: 2, reviewText: "b again" });
    page = await readPage("1");
    expect(page).toMatchObject({ count: 2, average: 4.5 });

    await shop.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.userId, b.id));
    expect(await readPage("1")).toMatchObject({ count: 3, average: 3.7 });

    // A deleted account takes its review with it (cascade), and out of the figures.
    await shop.db.delete(users).where(eq(users.id, c.id));
    expect(await readPage("1")).toMatchObject({ count: 2, average: 3.5 });
  });

  it("keeps the stored figures equal to a full count over the reviews of every product", async () => {
    const exact = await shop.db.execute(sql`
      select product_id, count(*)::int as review_count, sum(rating)::int as rating_sum
      from reviews where hidden_at is null group by product_id order by product_id`);
    const stored = await shop.db
      .select({ product_id: productReviewStats.productId, review_count: productReviewStats.reviewCount, rating_sum: productReviewStats.ratingSum })
      .from(productReviewStats)
      .where(sql`${productReviewStats.reviewCount} > 0`)
      .orderBy(productReviewStats.productId);
    expect(exact.rows.length).toBeGreaterThan(5);
    expect(stored).toEqual(exact.rows);
  });
});

describe("'Verified purchase' on a review (docs/product-rules.md#reviews)", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const PRODUCT = "2";

  /** A shopper's order of `productIds`, moved by staff as far as `until`. */
  async function ordered(productIds: string[], until: "pending" | "delivered" | "cancelled") {
    const { user, address } = await shopperWithCart(shop, productIds);
    const placed = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    const moves = until === "delivered" ? (["processing", "shipped", "delivered"] as const) : until === "cancelled" ? (["cancelled"] as const) : [];
    const deliver = async () => {
      if (until === "delivered") await confirmIfWaiting(shop, staff, order.id);
      for (const toStatus of moves) expect((await moveOrderRequest(shop, staff, order.id, toStatus)).status).toBe(200);
    };
    return { user, deliver };
  }

  const shownFor = async (text: string) => (await readReviewPage(shop, PRODUCT)).reviews.find((review) => review.reviewText === text);

  let writtenBeforeDelivery: { date: string } | undefined;

  it("marks a review once its writer's order holding the product is delivered, and keeps its place and date", async () => {
    const { user, deliver } = await ordered([PRODUCT], "delivered");
    await submitReview(shop, user, PRODUCT, { rating: 5, reviewText: "written while the order was on its way" });
    const before = await shownFor("written while the order was on its way");
    expect(before?.verifiedPurchase).toBe(false);
    await deliver();
    const after = await shownFor("written while the order was on its way");
    expect(after).toEqual({ ...before, verifiedPurchase: true });
    writtenBeforeDelivery = after;
  });

  it("marks a review written after such a delivery, and keeps the mark when the review is edited", async () => {
    const { user, deliver } = await ordered(["4", PRODUCT], "delivered");
    await deliver();
    await submitReview(shop, user, PRODUCT, { rating: 4, reviewText: "written after delivery" });
    expect((await shownFor("written after delivery"))?.verifiedPurchase).toBe(true);
    await submitReview(shop, user, PRODUCT, { rating: 3, reviewText: "written after delivery, edited" });
    expect((await shownFor("written after delivery, edited"))?.verifiedPurchase).toBe(true);
  });

  it("does not mark a review whose writer's order is not delivered, is cancelled, or holds other products", async () => {
    const pending = await ordered([PRODUCT], "pending");
    const cancelled = await ordered([PRODUCT], "cancelled");
    const otherProduct = await ordered(["4"], "delivered");
    await cancelled.deliver();
    await otherProduct.deliver();
    await submitReview(shop, pending.user, PRODUCT, { rating: 3, reviewText: "order pending" });
    await submitReview(shop, cancelled.user, PRODUCT, { rating: 3, reviewText: "order cancelled" });
    await submitReview(shop, otherProduct.user, PRODUCT, { rating: 3, reviewText: "bought something else" });
    await submitReview(shop, await shop.signUp(), PRODUCT, { rating: 3, reviewText: "never ordered" });
    for (const text of ["order pending", "order cancelled", "bought something else", "never ordered"]) expect((await shownFor(text))?.verifiedPurchase).toBe(false);
  });

  it("is set on reviews written before it existed by migration 0014, and on no others", async () => {
    const marked = async () => (await readReviewPage(shop, PRODUCT)).reviews.filter((review) => review.verifiedPurchase).map((review) => review.reviewText).sort();
    const expected = await marked();
    expect(expected).toEqual(["written after delivery, edited", "written while the order was on its way"]);
    // The database as it was before the migration: no review marked; then the migration's backfill.
    const migration = readFileSync(new URL("../../db/migrations/0014_review-verified-purchase.sql", import.meta.url), "utf8");
    const backfill = migration.split("--> statement-breakpoint")[1]!;
    await shop.db.update(reviews).set({ verifiedPurchase: false });
    expect(await marked()).toEqual([]);
    await shop.db.execute(sql.raw(backfill));
    expect(await marked()).toEqual(expected);
    expect(await shownFor("written while the order was on its way")).toEqual(writtenBeforeDelivery);
  });
});
