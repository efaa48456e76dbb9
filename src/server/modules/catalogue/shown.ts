import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { productReviewStats } from "~/server/db/schema/reviews";
import { bundleSavings, type Bundle } from "~/shared/catalog/bundles";
import type { Catalogue } from "~/shared/catalog/catalogue";
import { bestCoupon } from "~/shared/catalog/coupon";
import type { Product, ProductCategory } from "~/shared/catalog/products";
import { shownPhoto } from "./photos";
import { usableCouponPrices } from "../promos/service";
import { isInStock } from "./stock";

const { createdAt: _created, updatedAt: _updated, ...shownColumns } = getTableColumns(catalogueItems);

/**
 * The catalogue as the shop shows it now: active items in their order, each with the average and
 * count of its published reviews, whether it can be bought, and the best coupon price a usable
 * product-scoped code gives it. Two queries.
 */
export async function readShownCatalogue(db: Queryable): Promise<Catalogue> {
  const coupons = await usableCouponPrices(db);
  const rows = await db
    .select({ item: shownColumns, reviewCount: productReviewStats.reviewCount, ratingSum: productReviewStats.ratingSum })
    .from(catalogueItems)
    .leftJoin(productReviewStats, eq(productReviewStats.productId, catalogueItems.id))
    .where(eq(catalogueItems.active, true))
    .orderBy(asc(catalogueItems.position), asc(catalogueItems.id));
  const catalogue: Catalogue = { products: [], bundles: [] };
  for (const { item, reviewCount, ratingSum } of rows) {
    const reviews = reviewCount ?? 0;
    const coupon = bestCoupon(coupons.get(item.id) ?? [], item.pricePaise);
    const shared = {
      id: item.id,
      slug: item.slug,
      name: item.name,
      description: item.description,
      price: item.pricePaise,
      originalPrice: item.originalPricePaise,
      badge: item.badge,
      rating: reviews > 0 ? Math.round(((ratingSum ?? 0) / reviews) * 10) / 10 : 0,
      reviews,
      inStock: isInStock(item),
      // Uploaded photos, the cover first; cards fall back to the seeded drawing while there are none.
      photos: item.photos.map(shownPhoto),
      ...(coupon ? { coupon } : {}),
    };
    if (item.kind === "product") {
      const product: Product = { ...shared, category: item.category as ProductCategory, image: item.images[0] ?? "", ...(item.pressType ? { pressType: item.pressType as Product["pressType"] } : {}) };
      catalogue.products.push(product);
    } else {
      const bundle: Bundle = { ...shared, id: item.id as Bundle["id"], images: item.images, ...bundleSavings(item.pricePaise, item.originalPricePaise) };
      catalogue.bundles.push(bundle);
    }
  }
  return catalogue;
}
