import { catalogueSizes } from "~/server/db/schema/catalogue";
import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { cartItems } from "../db/schema/cart";
import { orders } from "../db/schema/orders";
import { promoCodes } from "../db/schema/promos";

// What tests check in the tables themselves, beyond what the API answers.

export async function cartLineCount(db: Queryable, userId: string): Promise<number> {
  return db.$count(cartItems, eq(cartItems.userId, userId));
}

export function ordersOf(db: Queryable, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId));
}

export async function promoUsedCount(db: Queryable, code: string): Promise<number> {
  const [promo] = await db.select({ usedCount: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) throw new Error(`no promo code ${code}`);
  return promo.usedCount;
}

/** Units on hand of a pack size (a seeded item's one size has the item's id); null when not tracked. */
export async function stockOf(db: Queryable, sizeId: string): Promise<number | null> {
  const [row] = await db.select({ stock: catalogueSizes.stockOnHand }).from(catalogueSizes).where(eq(catalogueSizes.id, sizeId));
  return row!.stock;
}
