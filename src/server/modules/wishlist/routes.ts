import { Hono } from "hono";
import { wishlistProductParamSchema, wishlistToggleSchema } from "~/shared/schemas/cart";
import type { AppDeps, AppEnv } from "../../context";
import { requireUser } from "../../http/session";
import { validate } from "../../http/validate";
import { answerLanguage } from "../../i18n/language";
import { listWishlist, removeFromWishlist, toggleWishlist } from "./service";

/** The signed-in shopper's own wishlist; every query is filtered by the session's user id. Items are named in the page's language. */
export function wishlistRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => {
      const items = await listWishlist(db, c.var.user!.id, answerLanguage(c));
      return c.json({ items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })) }, 200);
    })
    .post("/toggle", validate("json", wishlistToggleSchema), async (c) => {
      const { productId, sizeId } = c.req.valid("json");
      return c.json(await toggleWishlist(db, c.var.user!.id, productId, sizeId), 200);
    })
    .delete("/:productId", validate("param", wishlistProductParamSchema), async (c) => {
      await removeFromWishlist(db, c.var.user!.id, c.req.valid("param").productId);
      return c.body(null, 204);
    });
}
