import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/auth";
import { profiles } from "../../db/schema/customers";
import { productReviewStats, reviews } from "../../db/schema/reviews";
import { createTestApp, type TestApp, type TestUser } from "../../test/app";
import { REVIEWS_PAGE_SIZE } from "./service";

type Page = {
  count: number;
  average: number | null;
  nextCursor: string | null;
  reviews: { id: string; rating: number; reviewText: string | null; date: string; reviewerName: string; avatarLetter: string }[];
};
type ErrorBody = { error: { message: string } };

const RATING_MESSAGE = "Please select a star rating before submitting";

describe("product reviews", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const readPage = async (productId: string, cursor?: string): Promise<Page> => {
    const response = await shop.request("GET", `/api/products/${productId}/reviews${cursor ? `?cursor=${cursor}` : ""}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };
  const submit = (user: Pick<TestUser, "cookie">, productId: string, body: unknown) =>
    shop.request("PUT", `/api/products/${productId}/reviews/mine`, { cookie: user.cookie, body });
  const rowsOf = (userId: string) => shop.db.select().from(reviews).where(eq(reviews.userId, userId));

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
    const pages: Page[] = [];
    let cursor: string | undefined;
    do {
      const page = await readPage(productId, cursor);
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it("lets anyone read a product with no reviews", async () => {
    expect(await readPage("11")).toEqual({ count: 0, average: null, reviews: [], nextCursor: null });
  });

  it("refuses an unknown product, for reading and for writing, and writes nothing", async () => {
    const user = await shop.signUp();
    for (const productId of ["13", "0", "bundle-1", "abc"]) {
      const read = await shop.request("GET", `/api/products/${productId}/reviews`);
      expect(read.status).toBe(400);
      expect(((await read.json()) as ErrorBody).error.message).toBe("Product not found");
      const write = await submit(user, productId, { rating: 5 });
      expect(write.status).toBe(400);
      expect(((await write.json()) as ErrorBody).error.message).toBe("Product not found");
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses a review from a signed-out visitor", async () => {
    const response = await shop.request("PUT", "/api/products/1/reviews/mine", { body: { rating: 5, reviewText: "Lovely" } });
    expect(response.status).toBe(401);
    expect((await readPage("1")).count).toBe(0);
  });

  it("keeps one review per shopper per product: a second submission replaces the first", async () => {
    const user = await shop.signUp();
    const first = await submit(user, "3", { rating: 2, reviewText: "Too salty for me" });
    expect(first.status).toBe(200);
    const { review } = (await first.json()) as { review: { id: string; rating: number; reviewText: string } };
    expect(review).toMatchObject({ rating: 2, reviewText: "Too salty for me" });

    const second = await submit(user, "3", { rating: 5, reviewText: "Tried it again: excellent dal" });
    expect(second.status).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: review.id, rating: 5, reviewText: "Tried it again: excellent dal" });
    // Compared in SQL: microseconds, which a JavaScript Date would round away.
    const [{ edited }] = (await shop.db.execute<{ edited: boolean }>(sql`select updated_at > created_at as edited from reviews where id = ${review.id}`)).rows as [{ edited: boolean }];
    expect(edited).toBe(true);

    const page = await readPage("3");
    expect(page.count).toBe(1);
    expect(page.average).toBe(5);
    expect(page.reviews.map((r) => r.rating)).toEqual([5]);
  });

  it("keeps one row when the same shopper submits twice at once", async () => {
    const user = await shop.signUp();
    const answers = await Promise.all([submit(user, "4", { rating: 3 }), submit(user, "4", { rating: 4 })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect((await readPage("4")).count).toBe(1);
  });

  it("counts every review when many shoppers review one product at once", async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shop.signUp()));
    const answers = await Promise.all(shoppers.map((user, index) => submit(user, "11", { rating: 1 + (index % 5) })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    // 1+2+3+4+5+1+2+3 = 21 over 8 reviews = 2.625, shown as 2.6.
    expect(await readPage("11")).toMatchObject({ count: 8, average: 2.6 });
  });

  it.each([
    ["no rating", { reviewText: "Nice" }],
    ["rating 0", { rating: 0 }],
    ["rating 6", { rating: 6 }],
    ["rating 2.5", { rating: 2.5 }],
    ["a rating as text", { rating: "5" }],
    ["a null rating", { rating: null }],
  ])("refuses %s with the rating message and writes nothing", async (_case, body) => {
    const user = await shop.signUp();
    const response = await submit(user, "5", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.message).toBe(RATING_MESSAGE);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses more than 1000 characters and accepts exactly 1000 after trimming", async () => {
    const user = await shop.signUp();
    const tooLong = await submit(user, "6", { rating: 4, reviewText: "a".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as ErrorBody).error.message).toBe("Review must be less than 1000 characters");
    expect(await rowsOf(user.id)).toEqual([]);

    const atLimit = await submit(user, "6", { rating: 4, reviewText: `  ${"b".repeat(1000)}\n ` });
    expect(atLimit.status).toBe(200);
    expect((await rowsOf(user.id))[0]!.reviewText).toBe("b".repeat(1000));
  });

  it("trims the text and stores empty or whitespace-only text as null", async () => {
    const user = await shop.signUp();
    await submit(user, "7", { rating: 4, reviewText: "  Fresh and clean  " });
    expect((await rowsOf(user.id))[0]!.reviewText).toBe("Fresh and clean");
    for (const reviewText of ["   \n\t ", "", null, undefined]) {
      await submit(user, "7", { rating: 4, reviewText: "something" });
      const response = await submit(user, "7", { rating: 4, reviewText });
      expect(response.status).toBe(200);
      expect((await rowsOf(user.id))[0]!.reviewText).toBeNull();
    }
  });

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
      const response = await shop.request("GET", `/api/products/1/reviews?cursor=${cursor}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe("Invalid cursor");
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
    const page = JSON.parse(raw) as Page;
    expect(page.reviews[0]!.reviewText).toBe(html);
    expect(raw).not.toContain(user.email);
    expect(raw).not.toContain(user.id);
    expect(Object.keys(page.reviews[0]!).sort()).toEqual(["avatarLetter", "date", "id", "rating", "reviewText", "reviewerName"]);
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
