import { and, desc, eq, inArray } from "drizzle-orm";
import type { Lang } from "~/shared/lang";
import type { Queryable } from "../../db/client";
import { cartItems } from "../../db/schema/cart";
import { catalogueItems } from "../../db/schema/catalogue";
import { notFound } from "../../http/errors";
import { lineColumns, type CartLine } from "./service";

// A shopper's changes to lines already in the cart: every statement is filtered by the session's user.

/** Locks the lines in checkout's order before deleting them: locking the same rows in another order can deadlock. */
export async function clearCart(db: Queryable, userId: string): Promise<void> {
  const lines = db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId)).orderBy(desc(cartItems.createdAt), desc(cartItems.id)).for("update");
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lines)));
}

/** Sets a line's quantity (1 to 99, checked by the route's schema); another user's line is "not found". The answer names the item in `lang`. */
export async function setLineQuantity(db: Queryable, userId: string, lineId: string, quantity: number, lang: Lang = "en"): Promise<CartLine> {
  const [line] = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning(lineColumns);
  if (!line) throw lineNotFound();
  if (lang === "en") return line;
  const [item] = await db.select({ nameHi: catalogueItems.nameHi }).from(catalogueItems).where(eq(catalogueItems.id, line.productId));
  return { ...line, productName: item?.nameHi || line.productName };
}

export async function removeLine(db: Queryable, userId: string, lineId: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw lineNotFound();
}

const lineNotFound = () => notFound("This item is not in your cart");
