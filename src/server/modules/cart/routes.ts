import { Hono } from "hono";
import { addToCartSchema, cartLineParamSchema, cartQuantitySchema } from "~/shared/schemas/cart";
import type { AppDeps, AppEnv } from "../../context";
import { requireUser } from "../../http/session";
import { validate } from "../../http/validate";
import { answerLanguage } from "../../i18n/language";
import { cartAnswer, lineView } from "./answer";
import { clearCart, removeLine, setLineQuantity } from "./line-edits";
import { addToCart } from "./service";

/** The signed-in shopper's own cart; every query is filtered by the session's user id. Items are named in the page's language. */
export function cartRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json(await cartAnswer(db, c.var.user!.id, answerLanguage(c)), 200))
    .post("/items", validate("json", addToCartSchema), async (c) => {
      const { productId, sizeId } = c.req.valid("json");
      const line = await addToCart(db, c.var.user!.id, productId, sizeId, answerLanguage(c));
      return c.json({ line: lineView(line) }, 200);
    })
    .patch("/items/:lineId", validate("param", cartLineParamSchema), validate("json", cartQuantitySchema), async (c) => {
      const line = await setLineQuantity(db, c.var.user!.id, c.req.valid("param").lineId, c.req.valid("json").quantity, answerLanguage(c));
      return c.json({ line: lineView(line) }, 200);
    })
    .delete("/items/:lineId", validate("param", cartLineParamSchema), async (c) => {
      await removeLine(db, c.var.user!.id, c.req.valid("param").lineId);
      return c.body(null, 204);
    })
    .delete("/items", async (c) => {
      await clearCart(db, c.var.user!.id);
      return c.body(null, 204);
    });
}
