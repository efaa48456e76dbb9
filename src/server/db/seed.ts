import { farmFreshOffer, launchOffer } from "~/shared/brand";
import { seedBundles } from "~/shared/catalog/bundles";
import { slugOf } from "~/shared/catalog/catalogue";
import { seedProducts } from "~/shared/catalog/products";
import { seedHindi } from "~/shared/catalog/seed-hindi";
import { seedSizeOf } from "~/shared/catalog/seed-sizes";
import { rupees } from "~/shared/money";
import { DEFAULT_TAX_BY_CATEGORY } from "~/shared/tax";
import { seedDeclarations } from "~/shared/declarations/seed-declarations";
import { rowOfDeclarations } from "./declaration-rows";
import type { Database } from "./client";
import { catalogueItems, catalogueSizes } from "./schema/catalogue";
import { catalogueDeclarations } from "./schema/declarations";
import { promoCodes, promoItemPrices } from "./schema/promos";

type NewPromo = typeof promoCodes.$inferInsert;

/** Present on every database, production included, from the first start (docs/product-rules.md#promo-codes). */
const launchCode: NewPromo = {
  code: launchOffer.code,
  description: "Launch offer: 10% off your order",
  discountType: "percentage",
  discountValue: launchOffer.percent,
};

/** On every database, like the launch code: the product-scoped code whose prices the cards show (docs/product-rules.md#catalogue). */
const farmFreshCode: NewPromo = {
  code: farmFreshOffer.code,
  description: farmFreshOffer.description,
  discountType: "product_price",
  discountValue: null,
};

/** Development and test only: one code per promo rule, so every error message can be seen. */
export const demoPromoCodes: NewPromo[] = [
  { code: "DIWALI25", description: "Festive 25% off (expired)", discountType: "percentage", discountValue: 25, validUntil: new Date("2025-11-01T00:00:00+05:30") },
  { code: "BULK15", description: "15% off orders of ₹1,000 or more, up to ₹300", discountType: "percentage", discountValue: 15, minOrderPaise: rupees(1000), maxDiscountPaise: rupees(300) },
  { code: "FIRST100", description: "₹100 off for our first 100 customers", discountType: "fixed", discountValue: rupees(100), usageLimit: 100, usedCount: 100 },
  { code: "FLAT50", description: "₹50 off any order", discountType: "fixed", discountValue: rupees(50) },
  { code: "MONSOON20", description: "Monsoon 20% off (paused)", discountType: "percentage", discountValue: 20, isActive: false },
];

/** Units of each item a development or test database starts with; production starts untracked. */
export const DEMO_STOCK = 100;

/** Each seeded bundle's main item's category: its HSN code on invoices (every content is at 5%). */
const BUNDLE_MAIN_CATEGORY: Record<string, keyof typeof DEFAULT_TAX_BY_CATEGORY> = {
  "bundle-1": "mustard-oils",
  "bundle-2": "mustard-oils",
  "bundle-3": "grains",
  "bundle-4": "mustard-oils",
  "bundle-5": "mustard-oils",
  "bundle-6": "pulses",
};

/** The launch catalogue as rows, with its HSN codes and GST rates (docs/product-rules.md#catalogue). */
export function catalogueSeedRows(): (typeof catalogueItems.$inferInsert)[] {
  return [
    ...seedProducts.map((p, position) => ({
      id: p.id,
      kind: "product",
      slug: slugOf(p.name),
      name: p.name,
      description: p.description,
      ...seedHindi[p.id],
      category: p.category,
      pressType: p.pressType ?? null,
      ...DEFAULT_TAX_BY_CATEGORY[p.category],
      badge: p.badge,
      images: [p.image],
      position,
    })),
    ...seedBundles.map((b, position) => ({
      id: b.id,
      kind: "bundle",
      slug: slugOf(b.name),
      name: b.name,
      description: b.description,
      ...seedHindi[b.id],
      ...DEFAULT_TAX_BY_CATEGORY[BUNDLE_MAIN_CATEGORY[b.id] ?? "mustard-oils"],
      badge: b.badge ?? null,
      images: [...b.images],
      position,
    })),
  ];
}

/** Each seeded item's one pack size, with its price, MRP and stock (docs/product-rules.md#pack-sizes). */
export function catalogueSizeSeedRows({ demo }: { demo: boolean }): (typeof catalogueSizes.$inferInsert)[] {
  const stockOnHand = demo ? DEMO_STOCK : null;
  return [
    ...seedProducts.map((p) => ({ ...seedSizeOf(p.id, p.category), itemId: p.id, pricePaise: p.price, mrpPaise: p.originalPrice, stockOnHand })),
    ...seedBundles.map((b) => ({ ...seedSizeOf(b.id, null), itemId: b.id, pricePaise: b.price, mrpPaise: b.originalPrice, stockOnHand })),
  ];
}

/** Idempotent: staff's edits stand, and FARMFRESH's prices are written only with the code. */
export async function seed(db: Database, { demo }: { demo: boolean }): Promise<void> {
  const rows = demo ? [launchCode, farmFreshCode, ...demoPromoCodes] : [launchCode, farmFreshCode];
  await db.transaction(async (tx) => {
    await tx.insert(catalogueItems).values(catalogueSeedRows()).onConflictDoNothing();
    // A size whose item staff already had (or whose SKU they took) is left as it is.
    await tx.insert(catalogueSizes).values(catalogueSizeSeedRows({ demo })).onConflictDoNothing();
    // Every environment: the seeded items are on sale from the first start, so their labels are too (docs/decisions/053).
    await tx.insert(catalogueDeclarations).values(Object.entries(seedDeclarations).map(([id, declarations]) => rowOfDeclarations(id, declarations))).onConflictDoNothing();
    const added = await tx.insert(promoCodes).values(rows).onConflictDoNothing().returning({ id: promoCodes.id, code: promoCodes.code });
    const farmFresh = added.find((promo) => promo.code === farmFreshOffer.code);
    if (farmFresh) {
      await tx.insert(promoItemPrices).values(Object.entries(farmFreshOffer.itemPrices).map(([itemId, pricePaise]) => ({ promoId: farmFresh.id, itemId, sizeId: itemId, pricePaise })));
    }
  });
}
