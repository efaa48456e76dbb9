import { and, asc, eq, getTableColumns, isNotNull, isNull } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { productReviewStats } from "~/server/db/schema/reviews";
import { bundleSavings, type Bundle } from "~/shared/catalog/bundles";
import type { Catalogue } from "~/shared/catalog/catalogue";
import { bestCoupon, type ShownCoupon } from "~/shared/catalog/coupon";
import { sizeLabel, type ShownSize, type SizeUnit } from "~/shared/catalog/sizes";
import type { Product, ProductCategory } from "~/shared/catalog/products";
import { itemTextsOf } from "~/shared/catalog/item-texts";
import { shownPhoto } from "./photos";
import { usableCouponPrices } from "../promos/service";
import { isInStock } from "./stock";

const { createdAt: _created, updatedAt: _updated, ...shownColumns } = getTableColumns(catalogueItems);

/** Active items with their sizes on sale (the first the default, repeated in the item's price fields), review figures and best coupon prices. */
export async function readShownCatalogue(db: Queryable): Promise<Catalogue> {
  const coupons = await usableCouponPrices(db);
  const rows = await db
    .select({ item: shownColumns, reviewCount: productReviewStats.reviewCount, ratingSum: productReviewStats.ratingSum })
    .from(catalogueItems)
    .leftJoin(productReviewStats, eq(productReviewStats.productId, catalogueItems.id))
    .where(eq(catalogueItems.active, true))
    .orderBy(asc(catalogueItems.position), asc(catalogueItems.id));
  const sizesOf = await shownSizes(db, coupons);
  const catalogue: Catalogue = { products: [], bundles: [] };
  for (const { item, reviewCount, ratingSum } of rows) {
    const sizes = sizesOf.get(item.id) ?? [];
    const first = sizes[0];
    // An item with no size on sale cannot be published; one left so by a retirement leaves the shop.
    if (!first) continue;
    const reviews = reviewCount ?? 0;
    const shared = {
      id: item.id,
      slug: item.slug,
      name: item.name,
      description: item.description,
      price: first.price,
      originalPrice: first.originalPrice,
      badge: item.badge,
      rating: reviews > 0 ? Math.round(((ratingSum ?? 0) / reviews) * 10) / 10 : 0,
      reviews,
      inStock: first.inStock,
      // Uploaded photos, the cover first; cards fall back to the seeded drawing while there are none.
      photos: item.photos.map(shownPhoto),
      sizes,
      ...(first.coupon ? { coupon: first.coupon } : {}),
      ...itemTextsOf(item),
    };
    if (item.kind === "product") {
      const product: Product = { ...shared, category: item.category as ProductCategory, image: item.images[0] ?? "", ...(item.pressType ? { pressType: item.pressType as Product["pressType"] } : {}) };
      catalogue.products.push(product);
    } else {
      const bundle: Bundle = { ...shared, id: item.id as Bundle["id"], images: item.images, ...bundleSavings(first.price, first.originalPrice) };
      catalogue.bundles.push(bundle);
    }
  }
  return catalogue;
}

/** The sizes on sale of every active item, in each item's order; a size without a net quantity is a draft's and never shown. */
async function shownSizes(db: Queryable, coupons: Map<string, ShownCoupon[]>): Promise<Map<string, ShownSize[]>> {
  const rows = await db
    .select({ size: catalogueSizes })
    .from(catalogueSizes)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueSizes.itemId))
    .where(and(eq(catalogueItems.active, true), isNull(catalogueSizes.retiredAt), isNotNull(catalogueSizes.netQuantity)))
    .orderBy(asc(catalogueSizes.itemId), asc(catalogueSizes.position), asc(catalogueSizes.id));
  const byItem = new Map<string, ShownSize[]>();
  for (const { size } of rows) {
    const coupon = bestCoupon(coupons.get(size.id) ?? [], size.pricePaise);
    const unit = size.unit as SizeUnit;
    const shown: ShownSize = {
      id: size.id,
      sku: size.sku,
      label: sizeLabel(size.netQuantity, unit),
      netQuantity: size.netQuantity!,
      unit,
      price: size.pricePaise,
      originalPrice: size.mrpPaise,
      inStock: isInStock(size),
      ...(coupon ? { coupon } : {}),
    };
    byItem.set(size.itemId, [...(byItem.get(size.itemId) ?? []), shown]);
  }
  return byItem;
}
