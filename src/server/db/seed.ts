import { launchOffer } from "~/shared/brand";
import { rupees } from "~/shared/money";
import type { Database } from "./client";
import { promoCodes } from "./schema/promos";

type NewPromo = typeof promoCodes.$inferInsert;

/** Present on every database, production included, from the first start (docs/product-rules.md#promo-codes). */
const launchCode: NewPromo = {
  code: launchOffer.code,
  description: "Launch offer: 10% off your order",
  discountType: "percentage",
  discountValue: launchOffer.percent,
};

/** Development and test only: one code per promo rule, so every error message can be seen. */
export const demoPromoCodes: NewPromo[] = [
  { code: "DIWALI25", description: "Festive 25% off (expired)", discountType: "percentage", discountValue: 25, validUntil: new Date("2025-11-01T00:00:00+05:30") },
  { code: "BULK15", description: "15% off orders of ₹1,000 or more, up to ₹300", discountType: "percentage", discountValue: 15, minOrderPaise: rupees(1000), maxDiscountPaise: rupees(300) },
  { code: "FIRST100", description: "₹100 off for our first 100 customers", discountType: "fixed", discountValue: rupees(100), usageLimit: 100, usedCount: 100 },
  { code: "FLAT50", description: "₹50 off any order", discountType: "fixed", discountValue: rupees(50) },
  { code: "MONSOON20", description: "Monsoon 20% off (paused)", discountType: "percentage", discountValue: 20, isActive: false },
];

/** Idempotent: an existing code is left as it is (its used_count included). */
export async function seed(db: Database, { demo }: { demo: boolean }): Promise<void> {
  const rows = demo ? [launchCode, ...demoPromoCodes] : [launchCode];
  await db.insert(promoCodes).values(rows).onConflictDoNothing();
}
