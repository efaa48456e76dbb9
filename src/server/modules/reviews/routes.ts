import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { PRODUCT_NOT_FOUND_MESSAGE, reviewSchema, type ReviewPage } from "~/shared/schemas/review";
import type { AppDeps, AppEnv } from "../../context";
import type { Queryable } from "../../db/client";
import { ApiError } from "../../http/errors";
import { requireUser } from "../../http/session";
import { validate } from "../../http/validate";
import { isReviewableProduct } from "../catalogue/service";
import { decodeCursor, readReviewPage, saveReview } from "./service";

const productParamSchema = z.object({
  productId: z.string().max(64, PRODUCT_NOT_FOUND_MESSAGE),
});

const productNotFound = () => new ApiError(400, PRODUCT_NOT_FOUND_MESSAGE, { fields: { productId: PRODUCT_NOT_FOUND_MESSAGE } });

/** Reviews belong to products the shop shows (not bundles, not hidden items): 400 for anything else. */
const reviewableProduct = (db: Queryable) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isReviewableProduct(db, c.req.param("productId") ?? ""))) throw productNotFound();
    await next();
  });

const pageQuerySchema = z.object({
  cursor: z
    .string()
    .max(200, "Invalid cursor")
    .transform((value, context) => decodeCursor(value) ?? (context.addIssue({ code: "custom", message: "Invalid cursor" }), z.NEVER))
    .optional(),
});

/** Mounted before the session middleware: the page is the same for every reader. */
// With a cursor the product is checked first, so a bad cursor on an unknown product still answers "Product not found".
export function reviewReadRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get(
    "/:productId/reviews",
    validate("param", productParamSchema),
    createMiddleware<AppEnv>(async (c, next) => {
      if (c.req.query("cursor") !== undefined) return next();
      const page = await readReviewPage(db, c.req.param("productId") ?? "", null);
      if (!page) throw productNotFound();
      return c.json(page satisfies ReviewPage, 200);
    }),
    reviewableProduct(db),
    validate("query", pageQuerySchema),
    async (c) => {
      const page = await readReviewPage(db, c.req.valid("param").productId, c.req.valid("query").cursor ?? null);
      if (!page) throw productNotFound();
      return c.json(page satisfies ReviewPage, 200);
    },
  );
}

/** A signed-in shopper writes their own one review of a product. */
export function reviewWriteRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().put("/:productId/reviews/mine", requireUser, validate("param", productParamSchema), reviewableProduct(db), validate("json", reviewSchema), async (c) => {
    const review = await saveReview(db, c.var.user!.id, c.req.valid("param").productId, c.req.valid("json"));
    return c.json({ review }, 200);
  });
}
