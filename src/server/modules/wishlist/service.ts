import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { wishlist } from "../../db/schema/wishlist";
import { notFound } from "../../http/errors";
import { findCatalogueItem, requireCatalogueItem } from "../catalogue/service";

export type WishlistItem = {
  id: string;
  productId: string;
  productName: string;
  productImage: string;
  pricePaise: number;
  createdAt: Date;
};

const itemColumns = {
  id: wishlist.id,
  productId: wishlist.productId,
  productName: wishlist.productName,
  productImage: wishlist.productImage,
  pricePaise: wishlist.pricePaise,
  createdAt: wishlist.createdAt,
};

/** The shopper's wishlist, newest first, shown with the catalogue's current name, image and price. */
export async function listWishlist(db: Queryable, userId: string): Promise<WishlistItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(wishlist)
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.createdAt), desc(wishlist.id));
  return rows.map((row) => {
    const item = findCatalogueItem(row.productId);
    return item ? { ...row, productName: item.name, productImage: item.image, pricePaise: item.pricePaise } : row;
  });
}

/**
 * Adds the product when absent, removes it when present. Toggles of one shopper's product take
 * turns on a transaction-scoped advisory lock, so two at once act one after the other (present →
 * absent → present) instead of both seeing "absent" and both answering "added".
 */
export async function toggleWishlist(db: Database, userId: string, productId: string): Promise<{ inWishlist: boolean }> {
  const item = requireCatalogueItem(productId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}:${item.id}`}))`);
    const removed = await tx
      .delete(wishlist)
      .where(and(eq(wishlist.userId, userId), eq(wishlist.productId, item.id)))
      .returning({ id: wishlist.id });
    if (removed.length > 0) return { inWishlist: false };
    await tx
      .insert(wishlist)
      .values({ userId, productId: item.id, productName: item.name, productImage: item.image, pricePaise: item.pricePaise })
      .onConflictDoNothing({ target: [wishlist.userId, wishlist.productId] });
    return { inWishlist: true };
  });
}

export async function removeFromWishlist(db: Queryable, userId: string, productId: string): Promise<void> {
  const removed = await db
    .delete(wishlist)
    .where(and(eq(wishlist.userId, userId), eq(wishlist.productId, productId)))
    .returning({ id: wishlist.id });
  if (removed.length === 0) throw notFound("This product is not in your wishlist");
}
