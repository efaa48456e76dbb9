import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "../../db/client";
import { catalogueItems, catalogueSizes } from "../../db/schema/catalogue";
import { wishlist } from "../../db/schema/wishlist";
import { notFound } from "../../http/errors";
import type { Lang } from "~/shared/lang";
import { nameIn } from "~/shared/catalog/item-texts";
import { isInStock, lineItemColumns, lineItemOf, lineSizeJoin, requireListedItem } from "../catalogue/service";

export type WishlistItem = {
  id: string;
  productId: string;
  productName: string;
  productImage: string;
  /** The size the shopper was looking at; its price is the one shown. */
  sizeId: string;
  sizeLabel: string | null;
  pricePaise: number;
  /** False when the item left the shop or sold out: it stays listed, but cannot go in the cart. */
  available: boolean;
  createdAt: Date;
};

const itemColumns = {
  id: wishlist.id,
  productId: wishlist.productId,
  productName: wishlist.productName,
  productImage: wishlist.productImage,
  sizeId: wishlist.sizeId,
  sizeLabel: wishlist.sizeLabel,
  pricePaise: wishlist.pricePaise,
  createdAt: wishlist.createdAt,
};

/** The shopper's wishlist, newest first, shown with the catalogue's current name (in `lang`), image, price and stock. */
export async function listWishlist(db: Queryable, userId: string, lang: Lang = "en"): Promise<WishlistItem[]> {
  const rows = await db
    .select({ row: itemColumns, itemId: catalogueItems.id, item: lineItemColumns })
    .from(wishlist)
    .leftJoin(catalogueSizes, lineSizeJoin(wishlist.sizeId, wishlist.productId))
    .leftJoin(catalogueItems, eq(catalogueItems.id, catalogueSizes.itemId))
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.createdAt), desc(wishlist.id));
  return rows.map(({ row, itemId, item: joined }) => {
    const item = lineItemOf(itemId, joined);
    // An item that is gone keeps the English it stored; one the shop hid still has its Hindi.
    if (!item || !item.active) return { ...row, productName: (lang === "hi" && item?.nameHi) || row.productName, available: false };
    return { ...row, productName: nameIn(lang, item), productImage: item.image, sizeLabel: item.sizeLabel, pricePaise: item.pricePaise, available: isInStock(item) };
  });
}

/** Toggles of one shopper's product take turns on an advisory lock, so two at once do not both see "absent" and answer "added". */
export async function toggleWishlist(db: Database, userId: string, productId: string, sizeId?: string): Promise<{ inWishlist: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}:${productId}`}))`);
    const removed = await tx
      .delete(wishlist)
      .where(and(eq(wishlist.userId, userId), eq(wishlist.productId, productId)))
      .returning({ id: wishlist.id });
    if (removed.length > 0) return { inWishlist: false };
    // Only adding needs the item in the shop: a hidden one can still be taken off the list.
    const item = await requireListedItem(tx, productId, sizeId);
    await tx
      .insert(wishlist)
      .values({ userId, productId: item.id, sizeId: item.sizeId, sizeLabel: item.sizeLabel, productName: item.name, productImage: item.image, pricePaise: item.pricePaise })
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
