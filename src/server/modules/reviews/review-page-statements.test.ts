import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PRODUCT_NOT_FOUND_MESSAGE } from "~/shared/schemas/review";
import { createApp } from "~/server/app";
import type { Database } from "~/server/db/client";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { createBackgroundWork } from "~/server/http/background";
import { createLogger } from "~/server/logger";
import { onPostgres } from "~/server/test/database";
import { submitReview } from "~/server/test/reviews";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { REVIEWS_PAGE_SIZE } from "./service";

/**
 * What a reviews page costs the database, counted on the real one: the app is built over a
 * Drizzle instance whose client (the test's PGlite or pool) counts every statement it is handed.
 * The shop's own app stays beside it for writing, so its e-mail queue's polls are not counted.
 */
describe("the reviews page's statements", () => {
  const shop = setUpTestApp();
  let statements = 0;

  const counted = setUpOnce(async () => {
    const client = (shop.db as unknown as { $client: PGlite | pg.Pool }).$client;
    const countingClient = new Proxy(client, {
      get(target, key) {
        const member: unknown = Reflect.get(target, key);
        if (typeof member !== "function") return member;
        // Bound to the client itself, whose methods use private fields.
        const bound = (member as (...args: unknown[]) => unknown).bind(target);
        if (key !== "query") return bound;
        return (...args: unknown[]) => {
          statements += 1;
          return bound(...args);
        };
      },
    });
    const db = (onPostgres ? drizzlePostgres({ client: countingClient as pg.Pool }) : drizzlePglite({ client: countingClient as PGlite })) as unknown as Database;
    const app = createApp({ env: shop.env, db, auth: shop.auth, emails: shop.emails, logger: createLogger("silent"), background: createBackgroundWork(), documents: shop.documents });
    return { app };
  });

  /** A GET through the whole app over the counting database, with the statements it cost. */
  async function read(path: string, cookie?: string) {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (cookie) headers.Cookie = cookie;
    statements = 0;
    const response = await counted.app.request(path, { headers });
    const body: unknown = await response.json();
    return { status: response.status, body, cacheControl: response.headers.get("Cache-Control"), statements };
  }

  const PRODUCT = "3";
  const notFound = { error: expect.objectContaining({ message: PRODUCT_NOT_FOUND_MESSAGE, fields: { productId: PRODUCT_NOT_FOUND_MESSAGE } }) };

  it("answers a product's first page, its figures included, in one statement, signed in or not", async () => {
    const writers = [];
    for (let n = 0; n < REVIEWS_PAGE_SIZE + 2; n += 1) writers.push(await shop.signUp());
    for (const [n, writer] of writers.entries()) expect((await submitReview(shop, writer, PRODUCT, { rating: 1 + (n % 5), reviewText: `review ${n}` })).status).toBe(200);

    const anyone = await read(`/api/products/${PRODUCT}/reviews`);
    expect(anyone).toMatchObject({ status: 200, cacheControl: "no-store", statements: 1 });
    expect(anyone.body).toMatchObject({ count: REVIEWS_PAGE_SIZE + 2, average: 2.9, nextCursor: expect.any(String) });
    expect((anyone.body as { reviews: { reviewText: string }[] }).reviews.map((review) => review.reviewText)).toEqual(
      writers.map((_, n) => `review ${n}`).reverse().slice(0, REVIEWS_PAGE_SIZE),
    );

    // The page is the same for everyone: a signed-in reader's session is not read for it.
    const signedIn = await read(`/api/products/${PRODUCT}/reviews`, writers[0]!.cookie);
    expect(signedIn).toEqual(anyone);
  });

  it("reads a later page after checking the product, and ends with a null cursor", async () => {
    const first = await read(`/api/products/${PRODUCT}/reviews`);
    const cursor = (first.body as { nextCursor: string }).nextCursor;
    const next = await read(`/api/products/${PRODUCT}/reviews?cursor=${cursor}`);
    expect(next).toMatchObject({ status: 200, statements: 2 });
    expect(next.body).toEqual({ count: REVIEWS_PAGE_SIZE + 2, average: 2.9, reviews: expect.any(Array), nextCursor: null });
    expect((next.body as { reviews: { reviewText: string }[] }).reviews.map((review) => review.reviewText)).toEqual(["review 1", "review 0"]);
  });

  it("answers a product with no review, and refuses an unknown product, a bundle or a hidden product, in one statement", async () => {
    expect(await read("/api/products/7/reviews")).toMatchObject({ status: 200, statements: 1, body: { count: 0, average: null, reviews: [], nextCursor: null } });
    await shop.db.update(catalogueItems).set({ active: false }).where(eq(catalogueItems.id, "11"));
    for (const productId of ["no-such-product", "bundle-1", "11"]) {
      expect(await read(`/api/products/${productId}/reviews`)).toMatchObject({ status: 400, statements: 1, body: notFound });
    }
    // The product is checked before the cursor, as it always was: an unknown product with a bad cursor is still unknown.
    expect(await read("/api/products/no-such-product/reviews?cursor=nonsense")).toMatchObject({ status: 400, body: notFound });
  });
});
