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
import { decodeCursor, listReviews, saveReview, summariseReviews } from "./service";

const productParamSchema = z.object({
  productId: z.string().max(64, PRODUCT_NOT_FOUND_MESSAGE),
});

/** Reviews belong to products the shop shows (not bundles, not hidden items): 400 for anything else. */
const reviewableProduct = (db: Queryable) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!(await isReviewableProduct(db, c.req.param("productId") ?? ""))) throw new ApiError(400, PRODUCT_NOT_FOUND_MESSAGE, { fields: { productId: PRODUCT_NOT_FOUND_MESSAGE } });
    await next();
  });

const pageQuerySchema = z.object({
  cursor: z
    .string()
    .max(200, "Invalid cursor")
    .transform((value, context) => decodeCursor(value) ?? (context.addIssue({ code: "custom", message: "Invalid cursor" }), z.NEVER))
    .optional(),
});

/** A product's reviews: anyone reads them; a signed-in shopper writes their own one. */
export function reviewRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/:productId/reviews", validate("param", productParamSchema), reviewableProduct(db), validate("query", pageQuerySchema), async (c) => {
      const { productId } = c.req.valid("param");
      const { cursor } = c.req.valid("query");
      // One indexed page read and one stats row: as fast at 10,000 reviews as at 5.
      const [page, summary] = await Promise.all([listReviews(db, productId, cursor ?? null), summariseReviews(db, productId)]);
      return c.json({ ...summary, ...page } satisfies ReviewPage, 200);
    })
    .put("/:productId/reviews/mine", requireUser, validate("param", productParamSchema), reviewableProduct(db), validate("json", reviewSchema), async (c) => {
      const review = await saveReview(db, c.var.user!.id, c.req.valid("param").productId, c.req.valid("json"));
      return c.json({ review }, 200);
    });
}
