import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviews } from "~/server/db/schema/reviews";
import { errorOf } from "~/server/test/answers";
import { readReviewPage, submitReview } from "~/server/test/reviews";
import { setUpTestApp } from "~/server/test/set-up";
import type { TestUser } from "~/server/test/users";

const RATING_MESSAGE = "Please select a star rating before submitting";

describe("writing a product review", () => {
  const shop = setUpTestApp();

  const readPage = (productId: string) => readReviewPage(shop, productId);
  const submit = (user: TestUser, productId: string, body: Parameters<typeof submitReview>[3]) => submitReview(shop, user, productId, body);
  const rowsOf = (userId: string) => shop.db.select().from(reviews).where(eq(reviews.userId, userId));

  it("lets anyone read a product with no reviews", async () => {
    expect(await readPage("11")).toEqual({ count: 0, average: null, reviews: [], nextCursor: null });
  });

  it("refuses an unknown product, for reading and for writing, and writes nothing", async () => {
    const user = await shop.signUp();
    for (const productId of ["13", "0", "bundle-1", "abc"]) {
      const read = await shop.api().products[":productId"].reviews.$get({ param: { productId }, query: {} });
      expect(read.status).toBe(400);
      expect((await errorOf(read)).message).toBe("Product not found");
      const write = await submit(user, productId, { rating: 5 });
      expect(write.status).toBe(400);
      expect((await errorOf(write)).message).toBe("Product not found");
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses a review from a signed-out visitor", async () => {
    const response = await shop.api().products[":productId"].reviews.mine.$put({ param: { productId: "1" }, json: { rating: 5, reviewText: "Lovely" } });
    expect(response.status).toBe(401);
    expect((await readPage("1")).count).toBe(0);
  });

  it("keeps one review per shopper per product: a second submission replaces the first", async () => {
    const user = await shop.signUp();
    const first = await submit(user, "3", { rating: 2, reviewText: "Too salty for me" });
    expect(first.status).toBe(200);
    const { review } = await first.json();
    expect(review).toMatchObject({ rating: 2, reviewText: "Too salty for me" });

    const second = await submit(user, "3", { rating: 5, reviewText: "Tried it again: excellent dal" });
    expect(second.status).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: review.id, rating: 5, reviewText: "Tried it again: excellent dal" });
    // Compared in SQL: microseconds, which a JavaScript Date would round away.
    const [edit] = (await shop.db.execute<{ edited: boolean }>(sql`select updated_at > created_at as edited from reviews where id = ${review.id}`)).rows;
    expect(edit!.edited).toBe(true);

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
    // Raw on purpose: the typed client would not let these bodies through.
    const response = await shop.request("PUT", "/api/products/5/reviews/mine", { cookie: user.cookie, body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(RATING_MESSAGE);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("refuses more than 1000 characters and accepts exactly 1000 after trimming", async () => {
    const user = await shop.signUp();
    const tooLong = await submit(user, "6", { rating: 4, reviewText: "a".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).message).toBe("Review must be less than 1000 characters");
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
});
