import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { findCatalogueItem, type CatalogueItem } from "~/shared/catalog/lookup";
import { priceSummary, type PriceSummary } from "~/shared/pricing";
import { MAX_LINE_QUANTITY, QUANTITY_TOO_HIGH_MESSAGE } from "~/shared/schemas/cart";
import type { Queryable } from "../../db/client";
import { cartItems } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";

export type CartLine = {
  id: string;
  productId: string;
  productName: string;
  productImage: string;
  quantity: number;
  pricePaise: number;
  createdAt: Date;
};

const lineColumns = {
  id: cartItems.id,
  productId: cartItems.productId,
  productName: cartItems.productName,
  productImage: cartItems.productImage,
  quantity: cartItems.quantity,
  pricePaise: cartItems.pricePaise,
  createdAt: cartItems.createdAt,
};

/**
 * The shopper's cart, newest line first (id breaks ties so the order is stable). With `lock`, the
 * lines stay locked until the caller's transaction ends (checkout).
 */
export function listCartLines(db: Queryable, userId: string, { lock = false } = {}): Promise<CartLine[]> {
  const query = db
    .select(lineColumns)
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  return lock ? query.for("update") : query;
}

/**
 * Empties the cart, locking its lines in checkout's order first (newest first): two statements
 * that lock the same rows in different orders can deadlock, e.g. a second tab clearing the cart
 * while the first places an order.
 */
export async function clearCart(db: Queryable, userId: string): Promise<void> {
  const lines = db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId)).orderBy(desc(cartItems.createdAt), desc(cartItems.id)).for("update");
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lines)));
}

/**
 * The cart as the shopper sees it, each line shown and priced at the catalogue's current figures
 * (as checkout will charge them), with the summary from the shared pricing rules.
 */
export async function getCart(db: Queryable, userId: string): Promise<{ lines: CartLine[]; summary: PriceSummary }> {
  const lines = (await listCartLines(db, userId)).map((line) => {
    const item = findCatalogueItem(line.productId);
    return item ? { ...line, productName: item.name, productImage: item.image, pricePaise: item.pricePaise } : line;
  });
  return { lines, summary: priceSummary(lines) };
}

/** The catalogue's own record for an id a request named, or a 400 the shopper can read. */
export function requireCatalogueItem(productId: string): CatalogueItem {
  const item = findCatalogueItem(productId);
  if (!item) throw new ApiError(400, "This product is not in our catalogue", { fields: { productId: "This product is not in our catalogue" } });
  return item;
}

/**
 * Adds one of a catalogue item: a new line with quantity 1, or the existing line plus one. One
 * INSERT … ON CONFLICT, so concurrent adds meet at the unique (user, product) index instead of
 * making two lines. Name, image and price are refreshed from the catalogue every time.
 */
export async function addToCart(db: Queryable, userId: string, productId: string): Promise<CartLine> {
  const item = requireCatalogueItem(productId);
  const [line] = await db
    .insert(cartItems)
    .values({ userId, productId: item.id, productName: item.name, productImage: item.image, pricePaise: item.pricePaise, quantity: 1 })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: {
        quantity: sql`${cartItems.quantity} + 1`,
        productName: item.name,
        productImage: item.image,
        pricePaise: item.pricePaise,
      },
      // A full line is left as it is (no row comes back) rather than tripping the table's CHECK.
      setWhere: sql`${cartItems.quantity} < ${MAX_LINE_QUANTITY}`,
    })
    .returning(lineColumns);
  if (!line) throw new ApiError(400, QUANTITY_TOO_HIGH_MESSAGE);
  return line;
}

/** Sets a line's quantity (1 to 99, checked by the route's schema); another user's line is "not found". */
export async function setLineQuantity(db: Queryable, userId: string, lineId: string, quantity: number): Promise<CartLine> {
  const [line] = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning(lineColumns);
  if (!line) throw lineNotFound();
  return line;
}

export async function removeLine(db: Queryable, userId: string, lineId: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw lineNotFound();
}

const lineNotFound = () => notFound("This item is not in your cart");
